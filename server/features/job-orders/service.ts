/**
 * Job orders: admin CRUD, one made from an inquiry, one asked for by
 * a customer from their link. Each answer carries the pipeline's counts.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { HiringNeed } from "#common/constants.ts";
import {
  type CreateJobOrder,
  HIRING_NEED_SKILLS,
  HIRING_NEED_TITLES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_MESSAGES,
  type JobOrder,
  type JobOrderStatus,
  type PipelineStage,
  type UpdateJobOrder,
} from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { contactInquiries, jobOrders, pipelineEntries } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { assertCompany, companyForNew } from "../companies/assignment.ts";
import { stagesReached } from "./pipeline-move.ts";
import { replacingOf } from "./replacing.ts";

export type JobOrderRow = typeof jobOrders.$inferSelect;
type Counts = JobOrder["counts"];

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_SHAPE.test(value);

export const jobOrderNotFound = () => notFound(JOB_ORDER_MESSAGES.notFound);

const emptyCounts = (): Counts => ({ pipeline: 0, shortlisted: 0, interview: 0, hired: 0 });

/** Skills once each (the first spelling kept), compared case-insensitively. */
export function uniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const skill of skills) {
    const trimmed = skill.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

type Figures = Pick<JobOrder, "counts" | "replacing">;
const noFigures = (): Figures => ({ counts: emptyCounts(), replacing: null });

function toJobOrder(row: JobOrderRow, figures: Figures = noFigures()): JobOrder {
  return {
    id: row.id,
    title: row.title,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    company: row.company,
    companyId: row.companyId,
    inquiryId: row.inquiryId,
    skills: row.skills,
    mustHave: row.mustHave,
    seniority: row.seniority,
    engagementType: row.engagementType,
    hoursPerWeek: row.hoursPerWeek,
    rateMin: row.rateMin,
    rateMax: row.rateMax,
    timezone: row.timezone,
    startDate: row.startDate,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstShortlistAt: row.firstShortlistAt?.toISOString() ?? null,
    ...figures,
  };
}

/**
 * The pipeline's counts per job order: every entry, and those that have reached
 * shortlisted, interview and hired (rejected ones have left the funnel).
 */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const byId = new Map<string, Counts>();
  if (ids.length === 0) return byId;
  const reached = (stage: PipelineStage) =>
    sql<number>`count(*) FILTER (WHERE ${inArray(pipelineEntries.stage, stagesReached(stage))})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      jobOrderId: pipelineEntries.jobOrderId,
      pipeline: sql<number>`count(*)`.mapWith(Number),
      shortlisted: reached("shortlisted"),
      interview: reached("interview"),
      hired: reached("hired"),
    })
    .from(pipelineEntries)
    .where(inArray(pipelineEntries.jobOrderId, ids))
    .groupBy(pipelineEntries.jobOrderId);
  for (const { jobOrderId, ...counts } of rows) byId.set(jobOrderId, counts);
  return byId;
}

/** The rows as job orders, with their pipelines' counts and whom each is replacing. */
async function withFigures(db: Db, rows: JobOrderRow[]): Promise<JobOrder[]> {
  const ids = rows.map((r) => r.id);
  const [counts, replacing] = await Promise.all([countsOf(db, ids), replacingOf(db, ids)]);
  return rows.map((row) =>
    toJobOrder(row, {
      counts: counts.get(row.id) ?? emptyCounts(),
      replacing: replacing.get(row.id) ?? null,
    }),
  );
}

export async function listJobOrders(db: Db, status?: JobOrderStatus): Promise<JobOrder[]> {
  const rows = await db
    .select()
    .from(jobOrders)
    .where(status ? eq(jobOrders.status, status) : undefined)
    .orderBy(desc(jobOrders.createdAt), desc(jobOrders.id));
  return withFigures(db, rows);
}

/** The stored row, or the 404 every job-order call answers for an unknown id. */
export async function jobOrderRow(db: Db, id: string): Promise<JobOrderRow> {
  if (!isUuid(id)) throw jobOrderNotFound();
  const [row] = await db.select().from(jobOrders).where(eq(jobOrders.id, id));
  if (!row) throw jobOrderNotFound();
  return row;
}

export async function getJobOrder(db: Db, id: string): Promise<JobOrder> {
  const [order] = await withFigures(db, [await jobOrderRow(db, id)]);
  return order!;
}

type InsertValues = typeof jobOrders.$inferInsert;

/**
 * A new job order. Its company: the body's `companyId` (null: none), else `inherited` (the
 * company of the link a customer asked from), else the one listing the customer's e-mail
 * domain (server/features/companies/assignment.ts).
 */
export async function createJobOrder(
  db: Db,
  input: CreateJobOrder,
  extra: Pick<InsertValues, "createdBy" | "inquiryId" | "sourceLinkId"> = {},
  inherited: string | null = null,
): Promise<JobOrder> {
  const customerEmail = input.customerEmail.toLowerCase();
  const companyId = await companyForNew(db, {
    companyId: input.companyId,
    email: customerEmail,
    inherited,
  });
  const [row] = await db
    .insert(jobOrders)
    .values({
      title: input.title.trim(),
      customerName: input.customerName.trim(),
      customerEmail,
      company: blankToNull(input.company) ?? null,
      companyId,
      skills: uniqueSkills(input.skills),
      mustHave: uniqueSkills(input.mustHave),
      seniority: input.seniority ?? null,
      engagementType: input.engagementType,
      hoursPerWeek: input.hoursPerWeek ?? null,
      rateMin: input.rateMin ?? null,
      rateMax: input.rateMax ?? null,
      timezone: input.timezone ?? null,
      startDate: input.startDate ?? null,
      description: blankToNull(input.description) ?? null,
      status: input.status,
      ...extra,
    })
    .returning();
  return toJobOrder(row!);
}

/** Fields left out of the body keep their value; min ≤ max holds against the stored rates. */
export async function updateJobOrder(db: Db, id: string, input: UpdateJobOrder): Promise<JobOrder> {
  const current = await jobOrderRow(db, id);
  await assertCompany(db, input.companyId);
  const rateMin = input.rateMin === undefined ? current.rateMin : input.rateMin;
  const rateMax = input.rateMax === undefined ? current.rateMax : input.rateMax;
  if (rateMin !== null && rateMax !== null && rateMin > rateMax) {
    const field = input.rateMax === undefined ? "rateMin" : "rateMax";
    throw badRequest(JOB_ORDER_MESSAGES.rateOrder, { [field]: JOB_ORDER_MESSAGES.rateOrder });
  }
  const values: Partial<InsertValues> = {
    title: input.title?.trim(),
    customerName: input.customerName?.trim(),
    customerEmail: input.customerEmail?.toLowerCase(),
    company: blankToNull(input.company),
    companyId: input.companyId,
    skills: input.skills && uniqueSkills(input.skills),
    mustHave: input.mustHave && uniqueSkills(input.mustHave),
    seniority: input.seniority,
    engagementType: input.engagementType,
    hoursPerWeek: input.hoursPerWeek,
    rateMin: input.rateMin,
    rateMax: input.rateMax,
    timezone: input.timezone,
    startDate: input.startDate,
    description: blankToNull(input.description),
    status: input.status,
    updatedAt: new Date(),
  };
  await db.update(jobOrders).set(values).where(eq(jobOrders.id, current.id));
  return getJobOrder(db, current.id);
}

/** Its pipeline and events go with it; its links stay, no longer tied to a job order. */
export async function deleteJobOrder(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw jobOrderNotFound();
  const deleted = await db
    .delete(jobOrders)
    .where(eq(jobOrders.id, id))
    .returning({ id: jobOrders.id });
  if (deleted.length === 0) throw jobOrderNotFound();
}

/**
 * A job order made from an inquiry: the person's name and e-mail, the company, the skills
 * of the hiring need and the message as the description.
 */
export async function jobOrderFromInquiry(
  db: Db,
  inquiryId: string,
  createdBy: string,
): Promise<JobOrder> {
  if (!isUuid(inquiryId)) throw notFound(JOB_ORDER_MESSAGES.inquiryNotFound);
  const [inquiry] = await db
    .select()
    .from(contactInquiries)
    .where(eq(contactInquiries.id, inquiryId));
  if (!inquiry) throw notFound(JOB_ORDER_MESSAGES.inquiryNotFound);
  const need = (inquiry.hiringNeeds || null) as HiringNeed | null;
  const customerName = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  return createJobOrder(
    db,
    {
      title: (need ? HIRING_NEED_TITLES[need] : null) ?? `Role at ${inquiry.company}`,
      customerName: customerName.slice(0, 200),
      customerEmail: inquiry.email,
      company: inquiry.company,
      skills: need ? HIRING_NEED_SKILLS[need] : [],
      mustHave: [],
      engagementType: "full-time",
      description: inquiry.message.slice(0, JOB_ORDER_LIMITS.description),
      status: "open",
    },
    { createdBy, inquiryId: inquiry.id },
  );
}

/**
 * A link's job order must exist: a stale id is a 400 the admin can act on. Answers the job
 * order's company (a new link for it inherits it), or null.
 */
export async function assertLinkJobOrder(
  db: Db,
  jobOrderId: string | null | undefined,
): Promise<string | null> {
  if (!jobOrderId) return null;
  const [row] = await db
    .select({ id: jobOrders.id, companyId: jobOrders.companyId })
    .from(jobOrders)
    .where(and(eq(jobOrders.id, jobOrderId)));
  if (!row) {
    throw badRequest(JOB_ORDER_MESSAGES.notFound, { jobOrderId: JOB_ORDER_MESSAGES.notFound });
  }
  return row.companyId;
}
