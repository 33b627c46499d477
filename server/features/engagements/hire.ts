/**
 * The hire and the admin's changes to an engagement.
 *
 * - A hire moves the candidate to `hired` through the pipeline module (its event and audit
 *   row), marks the candidate `busy` and the job order `filled`.
 * - Leaving `trial`/`active` (ended, replaced) gives the candidate back to the pool
 *   (`active`) when they are still `busy` (an admin's own change stands) and no other
 *   engagement of theirs runs.
 * - `replaced` (the customer's, or an admin's change) rejects the candidate on the job order
 *   with reason `replaced` and re-opens the job order.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  type CreateEngagement,
  ENGAGEMENT_MESSAGES,
  type Engagement,
  isRunning,
  trialEndOf,
  type UpdateEngagement,
} from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import { candidates, engagements, jobOrders } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { recordMove, SYSTEM_ACTOR } from "../job-orders/pipeline.ts";
import { isUuid } from "../job-orders/service.ts";
import { markBusy, releaseCandidate } from "./candidate-status.ts";
import { type EngagementRow, engagementNotFound, getEngagement } from "./service.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
 * The hire (engagementEndpoints.create). The engagement and the candidate's `busy` status in one
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
export async function afterReplacement(
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
 * An admin's change (engagementEndpoints.update): fields left out keep their value. A status change
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
      const wasRunning = isRunning(current.status);
      const runs = isRunning(updated!.status);
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
