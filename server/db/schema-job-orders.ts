/**
 * Job orders, the pipeline and its events (product-extensions §6). A job order is what a
 * customer asked for; each candidate considered for it has one pipeline entry (its stage),
 * and every move of an entry is one event row with who made it. Links point at a job
 * order through `shareable_links.job_order_id` (schema.ts), set to NULL when it is deleted.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ENGAGEMENT_TYPES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_STATUSES,
  PIPELINE_STAGES,
  REJECTION_REASONS,
  SENIORITIES,
} from "#common/job-order.ts";
import { candidates, contactInquiries, shareableLinks, users } from "./schema.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);
const between = (column: string, range: { min: number; max: number }) =>
  sql.raw(`${column} BETWEEN ${range.min} AND ${range.max}`);
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const jobOrders = pgTable(
  "job_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    company: text("company"),
    /** The inquiry it was made from, if any (kept when the inquiry goes). */
    inquiryId: uuid("inquiry_id").references(() => contactInquiries.id, { onDelete: "set null" }),
    /** The link a customer asked for it from (POST /api/shared/{token}/job-orders). */
    sourceLinkId: uuid("source_link_id").references((): AnyPgColumn => shareableLinks.id, {
      onDelete: "set null",
    }),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    mustHave: text("must_have").array().notNull().default(sql`'{}'::text[]`),
    seniority: text("seniority"),
    engagementType: text("engagement_type").notNull().default("full-time"),
    hoursPerWeek: integer("hours_per_week"),
    rateMin: integer("rate_min"),
    rateMax: integer("rate_max"),
    timezone: text("timezone"),
    startDate: date("start_date", { mode: "string" }),
    description: text("description"),
    status: text("status").notNull().default("open"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Set once, by the first candidate to reach `shortlisted`: the 24-hour promise's clock. */
    firstShortlistAt: timestamp("first_shortlist_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at").$onUpdate(() => new Date()),
  },
  (t) => [
    index("job_orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("job_orders_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("job_orders_inquiry_idx").on(t.inquiryId),
    check("job_orders_customer_email_lower", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    check("job_orders_seniority_valid", inList("seniority", SENIORITIES)),
    check("job_orders_engagement_type_valid", inList("engagement_type", ENGAGEMENT_TYPES)),
    check("job_orders_status_valid", inList("status", JOB_ORDER_STATUSES)),
    check("job_orders_hours_range", between("hours_per_week", JOB_ORDER_LIMITS.hoursPerWeek)),
    check("job_orders_rate_min_range", between("rate_min", JOB_ORDER_LIMITS.rate)),
    check("job_orders_rate_max_range", between("rate_max", JOB_ORDER_LIMITS.rate)),
    check("job_orders_rate_order", sql`${t.rateMin} <= ${t.rateMax}`),
    check(
      "job_orders_description_length",
      sql.raw(`length(description) <= ${JOB_ORDER_LIMITS.description}`),
    ),
  ],
);

/** One candidate's place in one job order's pipeline. */
export const pipelineEntries = pgTable(
  "pipeline_entries",
  {
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    /** Why the candidate was rejected: set exactly when the stage is `rejected`. */
    reason: text("reason"),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    primaryKey({ columns: [t.jobOrderId, t.candidateId] }),
    index("pipeline_entries_candidate_idx").on(t.candidateId),
    check("pipeline_entries_stage_valid", inList("stage", PIPELINE_STAGES)),
    check("pipeline_entries_reason_valid", inList("reason", REJECTION_REASONS)),
    check(
      "pipeline_entries_reason_when_rejected",
      sql`(${t.stage} = 'rejected') = (${t.reason} IS NOT NULL)`,
    ),
  ],
);

/** Every move of a pipeline entry, newest read first; `from_stage` NULL when it was added. */
export const pipelineEvents = pgTable(
  "pipeline_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    fromStage: text("from_stage"),
    toStage: text("to_stage").notNull(),
    reason: text("reason"),
    /** The admin's e-mail, `customer:<viewer e-mail or anonymous>`, or `system`. */
    actor: text("actor").notNull(),
    at: stamp("at"),
  },
  (t) => [
    index("pipeline_events_job_order_at_idx").on(t.jobOrderId, t.at.desc(), t.id.desc()),
    index("pipeline_events_to_stage_at_idx").on(t.toStage, t.at),
    check("pipeline_events_from_valid", inList("from_stage", PIPELINE_STAGES)),
    check("pipeline_events_to_valid", inList("to_stage", PIPELINE_STAGES)),
    check("pipeline_events_reason_valid", inList("reason", REJECTION_REASONS)),
  ],
);
