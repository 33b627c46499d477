/**
 * The customer's decision on the trial, with the e-mailed token: continue, or a free
 * replacement (the candidate back in the pool, the job order open again), and who hears of
 * a replacement.
 */
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ENGAGEMENT_MESSAGES, type EngagementDecision } from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import { engagements, jobOrders, users } from "../../db/schema.ts";
import { conflict } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { hashToken } from "../auth/session-store.ts";
import { customerActor } from "../job-orders/pipeline.ts";
import { releaseCandidate } from "./candidate-status.ts";
import { afterReplacement } from "./hire.ts";
import { type EngagementRow, tokenNotFound } from "./service.ts";

/** No decision can be given any more: an admin ended the trial, or its end has passed. */
export const trialOver = (row: EngagementRow, now: Date) =>
  row.status !== "trial" || now.getTime() >= row.trialEndsAt.getTime();

/**
 * The customer's one decision (engagementEndpoints.decide), taken under a row
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
