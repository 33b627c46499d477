/**
 * The one-time codes that prove a viewer's e-mail address on a link (viewer.ts starts the
 * session once one is proven).
 *
 * - Codes: 6 digits from the CSPRNG, valid 10 minutes, stored as a salted SHA-256, single
 *   use (an atomic UPDATE … WHERE used_at IS NULL), void after 5 wrong tries, at most 5 per
 *   link and address per 15 minutes (counted under an advisory lock, so parallel requests
 *   cannot slip past the limit).
 * - Per link, across addresses: the 20th wrong code in 15 minutes locks the
 *   link's verification for 15 minutes (429 with Retry-After for codes asked or checked);
 *   the caller tells the creator once per lock. Viewers already verified are not affected.
 */
import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  verificationLockedMessage,
  WORKSPACE_LIMITS,
  WORKSPACE_MESSAGES,
} from "#common/viewer-access.ts";
import type { Db } from "../../db/client.ts";
import { linkAccessCodes, linkCodeFailures, shareableLinks } from "../../db/schema.ts";
import { badRequest, forbidden, HttpError } from "../../lib/http-error.ts";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import type { OpenLink } from "./service.ts";
import { domainAllowed, sha256 } from "./viewer.ts";
import { refuseRemovedViewer } from "./viewer-removal.ts";

/** 429 while the link's verification is locked after too many wrong codes. */
function refuseWhileLocked(link: OpenLink, now: Date): void {
  const until = link.verificationLockedUntil;
  if (!until || until <= now) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new HttpError(429, verificationLockedMessage(seconds), undefined, {
    "retry-after": String(seconds),
  });
}

/**
 * Counts a wrong code against the link (any address). Returns the lock's end when this one
 * locked the link: only failures since the window's start and since the last lock ended
 * count, under an advisory lock so parallel wrong codes are each counted once, and the
 * conditional UPDATE lets exactly one request start a lock.
 */
async function countWrongCode(
  db: Db,
  link: OpenLink,
  email: string,
  now: Date,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - WORKSPACE_LIMITS.codeWindowMinutes * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wrong-codes:${link.id}`}))`);
    await tx
      .delete(linkCodeFailures)
      .where(and(eq(linkCodeFailures.linkId, link.id), lt(linkCodeFailures.at, windowStart)));
    await tx.insert(linkCodeFailures).values({ linkId: link.id, email, at: now });
    const [state] = await tx
      .select({ lockedUntil: shareableLinks.verificationLockedUntil })
      .from(shareableLinks)
      .where(eq(shareableLinks.id, link.id));
    const lastLock = state?.lockedUntil;
    const since = lastLock && lastLock > windowStart ? lastLock : windowStart;
    const [counted] = await tx
      .select({ n: count() })
      .from(linkCodeFailures)
      .where(and(eq(linkCodeFailures.linkId, link.id), gte(linkCodeFailures.at, since)));
    if ((counted?.n ?? 0) < WORKSPACE_LIMITS.linkWrongCodesPerWindow) return null;
    const until = new Date(now.getTime() + WORKSPACE_LIMITS.codeLockMinutes * 60_000);
    const locked = await tx
      .update(shareableLinks)
      .set({ verificationLockedUntil: until })
      .where(
        and(
          eq(shareableLinks.id, link.id),
          or(
            isNull(shareableLinks.verificationLockedUntil),
            lte(shareableLinks.verificationLockedUntil, now),
          ),
        ),
      )
      .returning({ id: shareableLinks.id });
    return locked.length > 0 ? until : null;
  });
}

/**
 * Issues a code for `email` on the link, or refuses: 403 outside the allowed domains, 429
 * past the per-address limit. Returns the code for the caller to e-mail.
 */
export async function issueCode(db: Db, link: OpenLink, rawEmail: string, now: Date) {
  const email = rawEmail.trim().toLowerCase();
  refuseWhileLocked(link, now);
  if (!domainAllowed(link, email)) throw forbidden(WORKSPACE_MESSAGES.domainNotAllowed);
  await refuseRemovedViewer(db, link.id, email);
  const code = String(randomInt(0, 10 ** WORKSPACE_LIMITS.codeDigits)).padStart(
    WORKSPACE_LIMITS.codeDigits,
    "0",
  );
  const salt = randomBytes(16).toString("hex");
  const windowStart = new Date(now.getTime() - WORKSPACE_LIMITS.codeWindowMinutes * 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${link.id}:${email}`}))`);
    const recent = await tx
      .select({ createdAt: linkAccessCodes.createdAt })
      .from(linkAccessCodes)
      .where(
        and(
          eq(linkAccessCodes.linkId, link.id),
          eq(linkAccessCodes.email, email),
          gte(linkAccessCodes.createdAt, windowStart),
        ),
      )
      .orderBy(linkAccessCodes.createdAt);
    if (recent.length >= WORKSPACE_LIMITS.codesPerWindow) {
      const oldest = recent[0]!.createdAt.getTime();
      throw tooManyAttempts((oldest - windowStart.getTime()) / 1000);
    }
    await tx.insert(linkAccessCodes).values({
      linkId: link.id,
      email,
      salt,
      codeHash: sha256(`${salt}:${code}`),
      expiresAt: new Date(now.getTime() + WORKSPACE_LIMITS.codeTtlMinutes * 60_000),
      createdAt: now,
    });
  });
  return { email, code };
}

/**
 * Checks the newest live code for the address. A wrong code counts a try (the 5th voids
 * it) and counts against the link (see countWrongCode; `onLock` is told when it locks the
 * link); the right one is spent by the same UPDATE that checks it, so it works once.
 */
export async function verifyCode(
  db: Db,
  link: OpenLink,
  rawEmail: string,
  code: string,
  now: Date,
  onLock: (until: Date) => Promise<void>,
): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  refuseWhileLocked(link, now);
  await refuseRemovedViewer(db, link.id, email);
  const wrong = async () => {
    const lockedUntil = await countWrongCode(db, link, email, now);
    if (lockedUntil) await onLock(lockedUntil);
    return badRequest(WORKSPACE_MESSAGES.wrongCode, { code: WORKSPACE_MESSAGES.wrongCode });
  };
  if (!domainAllowed(link, email)) throw await wrong();
  const [live] = await db
    .select()
    .from(linkAccessCodes)
    .where(
      and(
        eq(linkAccessCodes.linkId, link.id),
        eq(linkAccessCodes.email, email),
        isNull(linkAccessCodes.usedAt),
        gt(linkAccessCodes.expiresAt, now),
        lt(linkAccessCodes.attempts, WORKSPACE_LIMITS.codeMaxAttempts),
      ),
    )
    .orderBy(desc(linkAccessCodes.createdAt))
    .limit(1);
  if (!live) throw await wrong();
  const expected = Buffer.from(live.codeHash, "hex");
  const given = Buffer.from(sha256(`${live.salt}:${code}`), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(linkAccessCodes)
      .set({ attempts: sql`${linkAccessCodes.attempts} + 1` })
      .where(eq(linkAccessCodes.id, live.id));
    throw await wrong();
  }
  const spent = await db
    .update(linkAccessCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkAccessCodes.id, live.id),
        isNull(linkAccessCodes.usedAt),
        lt(linkAccessCodes.attempts, WORKSPACE_LIMITS.codeMaxAttempts),
        gt(linkAccessCodes.expiresAt, now),
      ),
    )
    .returning({ id: linkAccessCodes.id });
  if (spent.length === 0) throw await wrong();
  return email;
}
