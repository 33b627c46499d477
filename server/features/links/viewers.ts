/**
 * A link's people as its admin manages them: who accepted its
 * agreement, every address seen on it, and turning one address off the link and on again.
 * Removal deletes the address's sessions and expires its pending codes at once; the way
 * back in is refused by server/features/customer/viewer-removal.ts until it is allowed.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  linkAccessCodes,
  linkAgreements,
  linkViewerRemovals,
  linkViewerSessions,
} from "../../db/schema.ts";

/** The link's acceptances, newest first. */
export async function linkAgreementList(db: Db, linkId: string) {
  const rows = await db
    .select({
      name: linkAgreements.name,
      email: linkAgreements.email,
      at: linkAgreements.at,
      textSha256: linkAgreements.textSha256,
    })
    .from(linkAgreements)
    .where(eq(linkAgreements.linkId, linkId))
    .orderBy(desc(linkAgreements.at), desc(linkAgreements.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * Every address known on the link (a session, a visit, a verdict, an acceptance, a removal),
 * each once, by address, with when it was removed (null: it has access).
 */
export async function linkViewerList(db: Db, linkId: string) {
  const result = await db.execute(sql`
    SELECT known.email, r.at AS removed_at
    FROM (
      SELECT email FROM link_viewer_sessions WHERE link_id = ${linkId}
      UNION SELECT viewer_email FROM link_visits WHERE link_id = ${linkId} AND viewer_email IS NOT NULL
      UNION SELECT viewer_key FROM link_verdicts WHERE link_id = ${linkId} AND viewer_key <> ''
      UNION SELECT email FROM link_agreements WHERE link_id = ${linkId}
      UNION SELECT email FROM link_viewer_removals WHERE link_id = ${linkId}
    ) AS known
    LEFT JOIN link_viewer_removals r ON r.link_id = ${linkId} AND r.email = known.email
    ORDER BY known.email`);
  // Both drivers answer `{ rows }`; the timestamp arrives as a Date (pg) or string.
  const { rows } = result as unknown as {
    rows: Array<{ email: string; removed_at: Date | string | null }>;
  };
  return rows.map((row) => ({
    email: row.email,
    removedAt: row.removed_at === null ? null : new Date(row.removed_at).toISOString(),
  }));
}

/** Turns the address off the link: its sessions end and its pending codes expire. */
export async function removeViewer(
  db: Db,
  linkId: string,
  email: string,
  removedBy: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(linkViewerRemovals)
      .values({ linkId, email, removedBy, at: now })
      .onConflictDoNothing();
    await tx
      .delete(linkViewerSessions)
      .where(and(eq(linkViewerSessions.linkId, linkId), eq(linkViewerSessions.email, email)));
    await tx
      .update(linkAccessCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(linkAccessCodes.linkId, linkId),
          eq(linkAccessCodes.email, email),
          isNull(linkAccessCodes.usedAt),
          gt(linkAccessCodes.expiresAt, now),
        ),
      );
  });
}

/** Lets the address back in: it may ask for a code or accept the agreement again. */
export async function allowViewer(db: Db, linkId: string, email: string): Promise<void> {
  await db
    .delete(linkViewerRemovals)
    .where(and(eq(linkViewerRemovals.linkId, linkId), eq(linkViewerRemovals.email, email)));
}
