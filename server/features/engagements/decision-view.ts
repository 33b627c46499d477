/**
 * What the customer's decision page shows (engagementEndpoints.decisionView): the trial,
 * whether it is decided, and the shortlist the developer came from, so that the confirmation
 * leads the customer back to the rest of that shortlist instead of ending in a dead end.
 */
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { DecisionView } from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import {
  candidates,
  engagements,
  jobOrders,
  shareableLinkCandidates,
  shareableLinks,
} from "../../db/schema.ts";
import { hashToken } from "../auth/session-store.ts";
import { trialOver } from "./decision.ts";
import { type EngagementRow, tokenNotFound } from "./service.ts";

async function rowOfToken(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  const [r] = await db
    .select({
      row: engagements,
      candidateName: candidates.fullName,
      jobOrderTitle: jobOrders.title,
    })
    .from(engagements)
    .innerJoin(candidates, eq(candidates.id, engagements.candidateId))
    .innerJoin(jobOrders, eq(jobOrders.id, engagements.jobOrderId))
    .where(eq(engagements.decisionTokenHash, hashToken(token)));
  return r;
}

/**
 * The customer's page of the newest link that shortlisted this developer for this job order
 * and still opens (active, unexpired); null when the engagement came from no such link. A
 * link that no longer opens would only lead to Access Denied.
 */
async function shortlistPathOf(db: Db, row: EngagementRow, now: Date): Promise<string | null> {
  const [link] = await db
    .select({ token: shareableLinks.token })
    .from(shareableLinks)
    .innerJoin(
      shareableLinkCandidates,
      and(
        eq(shareableLinkCandidates.linkId, shareableLinks.id),
        eq(shareableLinkCandidates.candidateId, row.candidateId),
      ),
    )
    .where(
      and(
        eq(shareableLinks.jobOrderId, row.jobOrderId),
        eq(shareableLinks.isActive, true),
        or(isNull(shareableLinks.expiresAt), gt(shareableLinks.expiresAt, now)),
      ),
    )
    .orderBy(desc(shareableLinks.createdAt), desc(shareableLinks.id))
    .limit(1);
  return link ? `/shared/${link.token}` : null;
}

/** The decision page's read: 404 for an unknown or forged token. */
export async function decisionView(db: Db, token: string, now = new Date()): Promise<DecisionView> {
  const r = await rowOfToken(db, token);
  if (!r) throw tokenNotFound();
  return {
    candidateName: r.candidateName,
    customerName: r.row.customerName,
    trialEndsAt: r.row.trialEndsAt.toISOString(),
    decided: r.row.decision !== null,
    decision: r.row.decision,
    trialOver: r.row.decision === null && trialOver(r.row, now),
    jobOrderTitle: r.jobOrderTitle,
    shortlistPath: await shortlistPathOf(db, r.row, now),
  };
}
