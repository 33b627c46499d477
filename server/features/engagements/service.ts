/**
 * Engagements (product-extensions §7): the hire, the admin's changes, the customer's
 * decision on the trial, and the candidate's `busy` status while one runs.
 *
 * - A hire (POST) moves the candidate to `hired` through the pipeline module (its event and
 *   audit row), marks the candidate `busy` and the job order `filled`.
 * - Leaving `trial`/`active` (ended, replaced) gives the candidate back to the pool
 *   (`active`) when they are still `busy` (an admin's own change stands) and no other
 *   engagement of theirs runs.
 * - `replace` (the customer's, or an admin's PATCH to `replaced`) rejects the candidate on
 *   the job order with reason `replaced` and re-opens the job order.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  type CreateEngagement,
  ENGAGEMENT_MESSAGES,
  type Engagement,
  type EngagementDecision,
  type EngagementStatus,
  isRunning,
  RUNNING_STATUSES,
  trialEndOf,
  type UpdateEngagement,
} from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import { candidates, engagements, jobOrders, users } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { hashToken } from "../auth/session.ts";
import { customerActor, recordMove, SYSTEM_ACTOR } from "../job-orders/pipeline.ts";
import { isUuid } from "../job-orders/service.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type EngagementRow = typeof engagements.$inferSelect;

export const engagementNotFound = () => notFound(ENGAGEMENT_MESSAGES.notFound);
export const tokenNotFound = () => notFound(ENGAGEMENT_MESSAGES.tokenNotFound);

/** A decision link's token: 32 random bytes; only its SHA-256 is stored. */
export const newDecisionToken = () => randomBytes(32).toString("base64url");

const columns = {
  row: engagements,
  candidateName: candidates.fullName,
  jobOrderTitle: jobOrders.title,
};

function toEngagement(
  row: EngagementRow,
  candidateName: string,
  jobOrderTitle: string,
): Engagement {
  return {
    id: row.id,
    jobOrderId: row.jobOrderId,
    candidateId: row.candidateId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    startDate: row.startDate,
    hoursPerWeek: row.hoursPerWeek,
    rate: row.rate,
    trialEndsAt: row.trialEndsAt.toISOString(),
    status: row.status as EngagementStatus,
    endReason: row.endReason,
    replacementOf: row.replacementOf,
    feedback:
      row.decision && row.decidedAt
        ? {
            decision: row.decision as EngagementDecision,
            rating: row.rating,
            comment: row.comment,
            decidedAt: row.decidedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    candidateName,
    jobOrderTitle,
  };
}

function joined(db: Db) {
  return db
    .select(columns)
    .from(engagements)
    .innerJoin(candidates, eq(candidates.id, engagements.candidateId))
    .innerJoin(jobOrders, eq(jobOrders.id, engagements.jobOrderId));
}

/** Newest first, optionally one status. */
export async function listEngagements(db: Db, status?: EngagementStatus): Promise<Engagement[]> {
  const rows = await joined(db)
    .where(status ? eq(engagements.status, status) : undefined)
    .orderBy(desc(engagements.createdAt), desc(engagements.id));
  return rows.map((r) => toEngagement(r.row, r.candidateName, r.jobOrderTitle));
}

export async function getEngagement(db: Db, id: string): Promise<Engagement> {
  if (!isUuid(id)) throw engagementNotFound();
  const [r] = await joined(db).where(eq(engagements.id, id));
  if (!r) throw engagementNotFound();
  return toEngagement(r.row, r.candidateName, r.jobOrderTitle);
}

/** The candidate is `busy` while an engagement of theirs runs. */
async function markBusy(tx: Tx | Db, candidateId: string) {
  await tx.update(candidates).set({ isActive: "busy" }).where(eq(candidates.id, candidateId));
}

/**
 * Back to the pool: `active` again when still `busy` (an admin who changed the status
 * meanwhile keeps their choice) and no other engagement of theirs runs.
 */
async function releaseCandidate(tx: Tx | Db, candidateId: string) {
  await tx
    .update(candidates)
    .set({ isActive: "active" })
    .where(
      and(
        eq(candidates.id, candidateId),
        eq(candidates.isActive, "busy"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(engagements)
            .where(
              and(
                eq(engagements.candidateId, candidateId),
                inArray(engagements.status, [...RUNNING_STATUSES]),
              ),
            ),
        ),
      ),
    );
}

/** The replaced engagement of this job order still waiting for its replacement, if any. */
async function pendingReplacement(tx: Tx, jobOrderId: string): Promise<string | null> {
  const replacement = sql`(SELECT 1 FROM engagements AS r WHERE r.replacement_of = ${engagements.id})`;
  const [row] = await tx
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.jobOrderId, jobOrderId),
        eq(engagements.status, "replaced"),
        sql`NOT EXISTS ${replacement}`,
      ),
    )
    .orderBy(desc(engagements.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/admin/engagements. The engagement and the candidate's `busy` status in one
 * transaction; then the pipeline's move to `hired` (its own transaction, event and audit).
 */
export async function createEngagement(
  db: Db,
  request: FastifyRequest,
  input: CreateEngagement,
  siteOrigin: string,
): Promise<Engagement> {
  if (!isUuid(input.jobOrderId)) throw notFound(ENGAGEMENT_MESSAGES.jobOrderNotFound);
  if (!isUuid(input.candidateId)) throw notFound(ENGAGEMENT_MESSAGES.candidateNotFound);
  const [order] = await db.select().from(jobOrders).where(eq(jobOrders.id, input.jobOrderId));
  if (!order) throw notFound(ENGAGEMENT_MESSAGES.jobOrderNotFound);
  const [candidate] = await db
    .select({ id: candidates.id, hourlyRate: candidates.hourlyRate })
    .from(candidates)
    .where(eq(candidates.id, input.candidateId));
  if (!candidate) throw notFound(ENGAGEMENT_MESSAGES.candidateNotFound);

  let row: EngagementRow;
  try {
    row = await db.transaction(async (tx) => {
      const replacementOf = await pendingReplacement(tx, order.id);
      const [inserted] = await tx
        .insert(engagements)
        .values({
          jobOrderId: order.id,
          candidateId: candidate.id,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          startDate: input.startDate,
          hoursPerWeek: input.hoursPerWeek === undefined ? order.hoursPerWeek : input.hoursPerWeek,
          rate: input.rate === undefined ? candidate.hourlyRate : input.rate,
          trialEndsAt: trialEndOf(input.startDate),
          replacementOf,
          siteOrigin,
          createdBy: request.user?.id ?? null,
        })
        .returning();
      await markBusy(tx, candidate.id);
      await tx
        .update(jobOrders)
        .set({ status: "filled" })
        .where(and(eq(jobOrders.id, order.id), inArray(jobOrders.status, ["open", "on-hold"])));
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "engagements_running_unique")) {
      throw conflict(ENGAGEMENT_MESSAGES.running);
    }
    throw error;
  }
  await recordMove(db, request, {
    jobOrderId: order.id,
    candidateId: candidate.id,
    stage: "hired",
    actor: request.user?.email ?? SYSTEM_ACTOR,
  });
  await recordAudit(db, request, {
    action: "engagement.create",
    targetType: "engagement",
    targetId: row.id,
    details: { jobOrderId: order.id, candidateId: candidate.id, startDate: row.startDate },
  });
  return getEngagement(db, row.id);
}

/** What a replacement does beyond the engagement's own row: the pipeline and the job order. */
async function afterReplacement(
  db: Db,
  request: FastifyRequest | null,
  row: EngagementRow,
  actor: { actor: string; viewer?: string | null },
) {
  await recordMove(db, request, {
    jobOrderId: row.jobOrderId,
    candidateId: row.candidateId,
    stage: "rejected",
    reason: "replaced",
    ...actor,
  });
  await db.update(jobOrders).set({ status: "open" }).where(eq(jobOrders.id, row.jobOrderId));
}

/**
 * PATCH /api/admin/engagements/{id}: fields left out keep their value. A status change
 * moves the candidate's status (busy ↔ back in the pool); `replaced` also rejects the
 * candidate on the job order (reason `replaced`) and re-opens it.
 */
export async function updateEngagement(
  db: Db,
  request: FastifyRequest,
  id: string,
  input: UpdateEngagement,
): Promise<{ engagement: Engagement; statusChanged: boolean }> {
  if (!isUuid(id)) throw engagementNotFound();
  let before: EngagementRow | undefined;
  let after: EngagementRow | undefined;
  try {
    ({ before, after } = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(engagements)
        .where(eq(engagements.id, id))
        .for("update");
      if (!current) throw engagementNotFound();
      const [updated] = await tx
        .update(engagements)
        .set({
          status: input.status,
          endReason: input.endReason === undefined ? undefined : input.endReason || null,
          hoursPerWeek: input.hoursPerWeek,
          rate: input.rate,
          updatedAt: new Date(),
        })
        .where(eq(engagements.id, id))
        .returning();
      const wasRunning = isRunning(current.status as EngagementStatus);
      const runs = isRunning(updated!.status as EngagementStatus);
      if (wasRunning && !runs) await releaseCandidate(tx, current.candidateId);
      if (!wasRunning && runs) await markBusy(tx, current.candidateId);
      return { before: current, after: updated! };
    }));
  } catch (error) {
    if (isUniqueViolation(error, "engagements_running_unique")) {
      throw conflict(ENGAGEMENT_MESSAGES.running);
    }
    throw error;
  }
  const statusChanged = before.status !== after.status;
  if (statusChanged && after.status === "replaced") {
    await afterReplacement(db, request, after, { actor: request.user?.email ?? SYSTEM_ACTOR });
  }
  await recordAudit(db, request, {
    action: "engagement.update",
    targetType: "engagement",
    targetId: id,
    details: {
      fields: Object.keys(input),
      ...(statusChanged ? { from: before.status, to: after.status } : {}),
    },
  });
  return { engagement: await getEngagement(db, id), statusChanged };
}

/** No decision can be given any more: an admin ended the trial, or its end has passed. */
export const trialOver = (row: EngagementRow, now: Date) =>
  row.status !== "trial" || now.getTime() >= row.trialEndsAt.getTime();

/**
 * POST /api/engagements/decide/{token}: the customer's one decision, taken under a row
 * lock so two at once give one 200 and one 409. A second decision, or one after the trial
 * (its end passed, or an admin already ended it), is a 409.
 */
export async function decide(
  db: Db,
  request: FastifyRequest | null,
  token: string,
  input: { decision: EngagementDecision; rating?: number | null; comment?: string | null },
  now = new Date(),
): Promise<EngagementRow> {
  if (!token || token.length > 200) throw tokenNotFound();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(engagements)
      .where(eq(engagements.decisionTokenHash, hashToken(token)))
      .for("update");
    if (!current) throw tokenNotFound();
    if (current.decision !== null) throw conflict(ENGAGEMENT_MESSAGES.alreadyDecided);
    if (trialOver(current, now)) throw conflict(ENGAGEMENT_MESSAGES.trialOver);
    const replace = input.decision === "replace";
    const [updated] = await tx
      .update(engagements)
      .set({
        decision: input.decision,
        rating: input.rating ?? null,
        comment: input.comment?.trim() || null,
        decidedAt: now,
        status: replace ? "replaced" : "active",
        ...(replace ? { endReason: "Free replacement asked for by the customer" } : {}),
        updatedAt: now,
      })
      .where(eq(engagements.id, current.id))
      .returning();
    if (replace) await releaseCandidate(tx, current.candidateId);
    return updated!;
  });
  const viewer = row.customerEmail;
  if (row.decision === "replace") {
    await afterReplacement(db, request, row, { actor: customerActor(viewer), viewer });
  }
  await recordAudit(db, request, {
    action: "engagement.decide",
    targetType: "engagement",
    targetId: row.id,
    details: { decision: row.decision, rating: row.rating },
    actor: { id: null, email: viewer },
  });
  return row;
}

/**
 * Who hears of a free replacement: the admin who made the engagement (and so its decision
 * link), else the job order's creator, else every admin.
 */
export async function replacementRecipients(db: Db, row: EngagementRow): Promise<string[]> {
  const ids = [row.createdBy];
  const [order] = await db
    .select({ createdBy: jobOrders.createdBy })
    .from(jobOrders)
    .where(eq(jobOrders.id, row.jobOrderId));
  ids.push(order?.createdBy ?? null);
  for (const id of ids) {
    if (!id) continue;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (user) return [user.email];
  }
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  return admins.map((a) => a.email);
}

/** The names an e-mail about an engagement needs. */
export async function namesOf(
  db: Db,
  row: EngagementRow,
): Promise<{ candidateName: string; jobOrderTitle: string }> {
  const [r] = await db
    .select({ candidateName: candidates.fullName, jobOrderTitle: jobOrders.title })
    .from(engagements)
    .innerJoin(candidates, eq(candidates.id, engagements.candidateId))
    .innerJoin(jobOrders, eq(jobOrders.id, engagements.jobOrderId))
    .where(eq(engagements.id, row.id));
  return r ?? { candidateName: "the developer", jobOrderTitle: "the role" };
}
