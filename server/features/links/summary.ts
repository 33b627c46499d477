/**
 * The admin's view of what happened on a link: the summary on every
 * link object, computed with one grouped query per table for all links at once (no N+1),
 * and the activity timeline of one link.
 */
import { countDistinct, desc, eq, inArray, sql } from "drizzle-orm";
import type { LinkActivity, LinkSummary } from "#common/link-activity.ts";
import type { Db } from "../../db/client.ts";
import {
  candidates,
  interviewRequests,
  linkProfileViews,
  linkVerdicts,
  linkVisits,
} from "../../db/schema.ts";
import { listInterviewRequests } from "../interview-requests/service.ts";
import { linkAgreementList, linkViewerList } from "./viewers.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The timeline shows this many of the newest visits. */
export const ACTIVITY_VISITS_LIMIT = 500;

export const emptySummary = (): LinkSummary => ({
  visits: 0,
  viewers: 0,
  interested: 0,
  maybe: 0,
  notAFit: 0,
  interviewRequests: 0,
});

const count = (condition?: ReturnType<typeof sql>) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(
    Number,
  );

export async function linkSummaries(db: Db | Tx, linkIds: string[]) {
  const byLink = new Map<string, LinkSummary>(linkIds.map((id) => [id, emptySummary()]));
  if (linkIds.length === 0) return byLink;
  const [visits, verdicts, requests] = await Promise.all([
    db
      .select({
        linkId: linkVisits.linkId,
        visits: count(),
        viewers: countDistinct(linkVisits.viewerKey),
      })
      .from(linkVisits)
      .where(inArray(linkVisits.linkId, linkIds))
      .groupBy(linkVisits.linkId),
    db
      .select({
        linkId: linkVerdicts.linkId,
        interested: count(sql`${linkVerdicts.verdict} = 'interested'`),
        maybe: count(sql`${linkVerdicts.verdict} = 'maybe'`),
        notAFit: count(sql`${linkVerdicts.verdict} = 'not-a-fit'`),
      })
      .from(linkVerdicts)
      .where(inArray(linkVerdicts.linkId, linkIds))
      .groupBy(linkVerdicts.linkId),
    db
      .select({ linkId: interviewRequests.linkId, interviewRequests: count() })
      .from(interviewRequests)
      .where(inArray(interviewRequests.linkId, linkIds))
      .groupBy(interviewRequests.linkId),
  ]);
  for (const { linkId, ...row } of [...visits, ...verdicts, ...requests]) {
    const summary = byLink.get(linkId);
    if (summary) Object.assign(summary, row);
  }
  return byLink;
}

/** Visits with the profiles opened in each, verdicts and interview requests, newest first. */
export async function linkActivity(db: Db, linkId: string): Promise<LinkActivity> {
  const visits = await db
    .select({ id: linkVisits.id, at: linkVisits.at, viewerEmail: linkVisits.viewerEmail })
    .from(linkVisits)
    .where(eq(linkVisits.linkId, linkId))
    .orderBy(desc(linkVisits.at), desc(linkVisits.id))
    .limit(ACTIVITY_VISITS_LIMIT);
  const views =
    visits.length === 0
      ? []
      : await db
          .select({
            visitId: linkProfileViews.visitId,
            developerId: linkProfileViews.candidateId,
            seconds: linkProfileViews.seconds,
          })
          .from(linkProfileViews)
          .where(
            inArray(
              linkProfileViews.visitId,
              visits.map((v) => v.id),
            ),
          )
          .orderBy(linkProfileViews.openedAt);
  const verdicts = await db
    .select({
      developerId: linkVerdicts.candidateId,
      developerName: candidates.fullName,
      verdict: linkVerdicts.verdict,
      reason: linkVerdicts.reason,
      comment: linkVerdicts.comment,
      viewerKey: linkVerdicts.viewerKey,
      updatedAt: linkVerdicts.updatedAt,
    })
    .from(linkVerdicts)
    .innerJoin(candidates, eq(candidates.id, linkVerdicts.candidateId))
    .where(eq(linkVerdicts.linkId, linkId))
    .orderBy(desc(linkVerdicts.updatedAt), desc(linkVerdicts.id));
  return {
    visits: visits.map((visit) => ({
      at: visit.at.toISOString(),
      viewerEmail: visit.viewerEmail,
      profilesViewed: views
        .filter((v) => v.visitId === visit.id)
        .map(({ developerId, seconds }) => ({ developerId, seconds })),
    })),
    verdicts: verdicts.map(({ viewerKey, updatedAt, verdict, ...v }) => ({
      ...v,
      verdict: verdict as LinkActivity["verdicts"][number]["verdict"],
      viewerEmail: viewerKey || null,
      updatedAt: updatedAt.toISOString(),
    })),
    interviewRequests: await listInterviewRequests(db, { linkId }),
    agreements: await linkAgreementList(db, linkId),
    viewers: await linkViewerList(db, linkId),
  };
}
