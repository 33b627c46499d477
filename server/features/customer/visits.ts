/**
 * A viewer's visits to a link: visits and profile views, counted
 * with single atomic statements, so concurrent requests are each counted exactly once, and
 * the seconds the profile beacon reports.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { linkProfileViews, linkVisits, shareableLinks } from "../../db/schema.ts";
import type { OpenLink } from "./service.ts";
import type { ViewerIdentity } from "./viewer.ts";

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
    .values({ visitId, candidateId: developerId, openedAt: now })
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
    .values({ visitId, candidateId: developerId, seconds, openedAt: now })
    .onConflictDoUpdate({
      target: [linkProfileViews.visitId, linkProfileViews.candidateId],
      set: { seconds: sql`${linkProfileViews.seconds} + excluded.seconds` },
    });
}
