/**
 * What viewers do on a link (product-extensions §1): visits and profile views (counted with
 * single atomic statements, so concurrent requests are each counted exactly once) and
 * verdicts (one per link, developer and viewer, kept by a unique index and an upsert).
 */
import { and, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { VerdictBody, VerdictItem } from "#common/workspace.ts";
import type { Db } from "../../db/client.ts";
import { linkProfileViews, linkVerdicts, linkVisits, shareableLinks } from "../../db/schema.ts";
import type { OpenLink } from "./service.ts";
import type { Viewer } from "./viewer.ts";

/** One person on a link: verified by e-mail, or an anonymous browser. */
export interface ViewerIdentity {
  viewer: Viewer | null;
  /** `email:<address>` or `anon:<browser id>`: visits are recorded per key. */
  key: string;
}

export const identity = (viewer: Viewer | null, visitorId: string): ViewerIdentity => ({
  viewer,
  key: viewer ? `email:${viewer.email}` : `anon:${visitorId}`,
});

/**
 * Records a visit; answers when this viewer's previous visit was (for 'New' badges) and
 * whether this was the link's first visit ever (stamped by one conditional UPDATE, so
 * exactly one concurrent request sees it).
 */
export async function recordVisit(
  db: Db,
  link: OpenLink,
  who: ViewerIdentity,
  now: Date,
): Promise<{ previousVisit: Date | null; firstForLink: boolean }> {
  // One statement: the viewer's previous visit (read before this one is added) and the insert.
  const result = await db.execute(sql`
    WITH previous AS (
      SELECT max(${linkVisits.at}) AS previous FROM ${linkVisits}
      WHERE ${linkVisits.linkId} = ${link.id} AND ${linkVisits.viewerKey} = ${who.key}
    ), added AS (
      INSERT INTO ${linkVisits} (link_id, viewer_key, viewer_email, at)
      VALUES (${link.id}, ${who.key}, ${who.viewer?.email ?? null}, ${now.toISOString()})
    )
    SELECT previous FROM previous`);
  // Both drivers answer `{ rows }`; the timestamp arrives as a Date (pg) or string.
  const { rows } = result as unknown as { rows: Array<{ previous: string | Date | null }> };
  const previous = rows[0]?.previous ?? null;
  // Only while the link has never been visited: the conditional UPDATE lets one request win.
  const first = link.firstVisitedAt
    ? []
    : await db
        .update(shareableLinks)
        .set({ firstVisitedAt: now })
        .where(and(eq(shareableLinks.id, link.id), isNull(shareableLinks.firstVisitedAt)))
        .returning({ id: shareableLinks.id });
  return {
    previousVisit: previous === null ? null : new Date(previous),
    firstForLink: first.length > 0,
  };
}

/** The viewer's current visit; a profile opened without one (a shared URL) starts one. */
async function currentVisit(db: Db, link: OpenLink, who: ViewerIdentity, now: Date) {
  const [latest] = await db
    .select({ id: linkVisits.id })
    .from(linkVisits)
    .where(and(eq(linkVisits.linkId, link.id), eq(linkVisits.viewerKey, who.key)))
    .orderBy(desc(linkVisits.at), desc(linkVisits.id))
    .limit(1);
  if (latest) return latest.id;
  const [created] = await db
    .insert(linkVisits)
    .values({
      linkId: link.id,
      viewerKey: who.key,
      viewerEmail: who.viewer?.email ?? null,
      at: now,
    })
    .returning({ id: linkVisits.id });
  return created!.id;
}

/** Records (once per visit) that the viewer opened a developer's profile. */
export async function recordProfileView(
  db: Db,
  link: OpenLink,
  who: ViewerIdentity,
  developerId: string,
  now: Date,
): Promise<void> {
  const visitId = await currentVisit(db, link, who, now);
  await db
    .insert(linkProfileViews)
    .values({ visitId, developerId, openedAt: now })
    .onConflictDoNothing();
}

/** Adds the seconds a beacon reports to the profile view of the viewer's current visit. */
export async function addProfileSeconds(
  db: Db,
  link: OpenLink,
  who: ViewerIdentity,
  developerId: string,
  seconds: number,
  now: Date,
): Promise<void> {
  const visitId = await currentVisit(db, link, who, now);
  await db
    .insert(linkProfileViews)
    .values({ visitId, developerId, seconds, openedAt: now })
    .onConflictDoUpdate({
      target: [linkProfileViews.visitId, linkProfileViews.developerId],
      set: { seconds: sql`${linkProfileViews.seconds} + excluded.seconds` },
    });
}

type VerdictRow = typeof linkVerdicts.$inferSelect;

const toVerdict = (row: VerdictRow): VerdictItem => ({
  developerId: row.developerId,
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
  >`(SELECT v.verdict FROM ${linkVerdicts} v WHERE v.link_id = ${link.id} AND v.developer_id = ${developerId} AND v.viewer_key = ${viewerKey})`;
  const [row] = await db
    .insert(linkVerdicts)
    .values({ linkId: link.id, developerId, viewerKey, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [linkVerdicts.linkId, linkVerdicts.developerId, linkVerdicts.viewerKey],
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
        eq(linkVerdicts.developerId, developerId),
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
