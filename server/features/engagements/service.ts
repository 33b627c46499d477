/**
 * Engagements: what the admin screens and the e-mails read of them. The hire and the
 * admin's changes are in ./hire.ts, the customer's decision on the trial in ./decision.ts,
 * the candidate's `busy` status while one runs in ./candidate-status.ts.
 */
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { ENGAGEMENT_MESSAGES, type Engagement, type EngagementStatus } from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import { candidates, engagements, jobOrders } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { isUuid } from "../job-orders/service.ts";

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
    status: row.status,
    endReason: row.endReason,
    replacementOf: row.replacementOf,
    feedback:
      row.decision && row.decidedAt
        ? {
            decision: row.decision,
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
