/**
 * Viewers' verdicts on a link's candidates: one per link, candidate
 * and viewer, kept by a unique index and an upsert.
 */
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { VerdictBody, VerdictItem } from "#common/verdict.ts";
import type { Db } from "../../db/client.ts";
import { linkVerdicts } from "../../db/schema.ts";
import type { OpenLink } from "./service.ts";
import type { ViewerIdentity } from "./viewer.ts";

type VerdictRow = typeof linkVerdicts.$inferSelect;

const toVerdict = (row: VerdictRow): VerdictItem => ({
  developerId: row.candidateId,
  verdict: row.verdict as VerdictItem["verdict"],
  reason: row.reason,
  comment: row.comment,
  viewerEmail: row.viewerKey || null,
  updatedAt: row.updatedAt.toISOString(),
});

/** All anonymous viewers of a link share one verdict per developer (key ''). */
const verdictKey = (who: ViewerIdentity) => who.viewer?.email ?? "";

/**
 * Sets the viewer's verdict on a developer: one INSERT … ON CONFLICT DO UPDATE, so any
 * number of concurrent PUTs leave one row. `wasInterested` tells whether the verdict was
 * already 'interested' (read in the same statement), so a repeat does not notify again.
 */
export async function putVerdict(
  db: Db,
  link: OpenLink,
  who: ViewerIdentity,
  developerId: string,
  body: VerdictBody,
  now: Date,
): Promise<{ verdict: VerdictItem; wasInterested: boolean }> {
  const viewerKey = verdictKey(who);
  const values = {
    verdict: body.verdict,
    reason: body.reason?.trim() || null,
    comment: body.comment?.trim() || null,
    updatedAt: now,
  };
  const previous = sql<
    string | null
  >`(SELECT v.verdict FROM ${linkVerdicts} v WHERE v.link_id = ${link.id} AND v.candidate_id = ${developerId} AND v.viewer_key = ${viewerKey})`;
  const [row] = await db
    .insert(linkVerdicts)
    .values({ linkId: link.id, candidateId: developerId, viewerKey, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [linkVerdicts.linkId, linkVerdicts.candidateId, linkVerdicts.viewerKey],
      set: values,
    })
    .returning({ ...getTableColumns(linkVerdicts), previous });
  const { previous: before, ...saved } = row!;
  return { verdict: toVerdict(saved), wasInterested: before === "interested" };
}

export async function deleteVerdict(
  db: Db,
  link: OpenLink,
  who: ViewerIdentity,
  developerId: string,
): Promise<void> {
  await db
    .delete(linkVerdicts)
    .where(
      and(
        eq(linkVerdicts.linkId, link.id),
        eq(linkVerdicts.candidateId, developerId),
        eq(linkVerdicts.viewerKey, verdictKey(who)),
      ),
    );
}

/** Every verdict on the link, so colleagues see each other's (newest first). */
export async function listVerdicts(db: Db, link: OpenLink): Promise<VerdictItem[]> {
  const rows = await db
    .select()
    .from(linkVerdicts)
    .where(eq(linkVerdicts.linkId, link.id))
    .orderBy(desc(linkVerdicts.updatedAt), asc(linkVerdicts.id));
  return rows.map(toVerdict);
}
