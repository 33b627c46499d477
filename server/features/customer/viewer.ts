/**
 * Who is using a link: a verified viewer (an e-mail proven with a
 * one-time code) or an anonymous browser.
 *
 * - Codes: 6 digits from the CSPRNG, valid 10 minutes, stored as a salted SHA-256, single
 *   use (an atomic UPDATE … WHERE used_at IS NULL), void after 5 wrong tries, at most 5 per
 *   link and address per 15 minutes (counted under an advisory lock, so parallel requests
 *   cannot slip past the limit).
 * - Per link, across addresses (issue 21): the 20th wrong code in 15 minutes locks the
 *   link's verification for 15 minutes (429 with Retry-After for codes asked or checked);
 *   the caller tells the creator once per lock. Viewers already verified are not affected.
 * - Allowed domains are checked when a code is asked for, when it is checked, and on every
 *   session (narrowing the list also deletes the sessions outside it: links/service.ts).
 * - Viewer cookie: one per link, named after a hash of the token (`vt_viewer_<hash>`), so a
 *   viewer of link A is nobody on link B: the API (/api/shared/developers/{token}, …/{token}/…)
 *   and the files (/api/shared/files/{token}/…) live under different paths, so a Path scope
 *   could not cover both; the name scopes it instead, and the server checks the session's
 *   link. Path=/api/shared and a twin for the pages, Path=/shared (below), HttpOnly,
 *   SameSite=Lax. The session row is deleted with the link,
 *   when it is switched off or expired (links/service.ts), and is never valid past expiry.
 * - Visitor cookie: a random id per browser, so anonymous visits are told apart.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  verificationLockedMessage,
  WORKSPACE_LIMITS,
  WORKSPACE_MESSAGES,
} from "#common/viewer-access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  linkAccessCodes,
  linkCodeFailures,
  linkViewerSessions,
  shareableLinks,
} from "../../db/schema.ts";
import { badRequest, forbidden, HttpError } from "../../lib/http-error.ts";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import { isSecureRequest } from "../../plugins/security.ts";
import { PRIVATE_HEADERS } from "./private-headers.ts";
import type { OpenLink } from "./service.ts";
import { refuseRemovedViewer } from "./viewer-removal.ts";

/**
 * Each cookie is set twice, with the same name and value: for the API (/api/shared) and for
 * the customer's pages (/shared), which the server renders with the link's data and so
 * must know who is looking (render/, docs/decisions/072-…). A request carries only the
 * copy of its own path.
 */
const COOKIE_PATHS = ["/api/shared", "/shared"] as const;
const VISITOR_COOKIE = "vt_visitor";
const VIEWER_SESSION_DAYS = 30;
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const viewerCookieName = (token: string) => `vt_viewer_${sha256(token).slice(0, 16)}`;

export interface Viewer {
  email: string;
  /** False when the session came from accepting an agreement alone (the e-mail as typed). */
  verified: boolean;
  /** SHA-256 hex of the agreement text this session accepted, or null. */
  agreementSha256: string | null;
}

/**
 * Thrown when a link needs a verified viewer: the app's error handler answers 401
 * `{ message, requireEmail: true }`, private like every customer answer.
 */
export class ViewerRequiredError extends HttpError {
  constructor() {
    super(
      401,
      WORKSPACE_MESSAGES.verifyRequired,
      undefined,
      { ...PRIVATE_HEADERS },
      {
        requireEmail: true,
      },
    );
    this.name = "ViewerRequiredError";
  }
}

/** The verified viewer of this link the request's cookie names, if any. */
export async function viewerOf(
  db: Db,
  request: FastifyRequest,
  link: OpenLink,
  now: Date,
): Promise<Viewer | null> {
  const value = request.cookies[viewerCookieName(link.token)];
  if (!value) return null;
  const [row] = await db
    .select({
      email: linkViewerSessions.email,
      verified: linkViewerSessions.verified,
      agreementSha256: linkViewerSessions.agreementSha256,
    })
    .from(linkViewerSessions)
    .where(
      and(
        eq(linkViewerSessions.tokenHash, sha256(value)),
        eq(linkViewerSessions.linkId, link.id),
        gt(linkViewerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  // A session outside the link's current domains is nobody (the row is deleted on update).
  if (!row || !domainAllowed(link, row.email)) return null;
  // An agreement's typed address proves nothing where the link asks for a proven one.
  if (link.requireEmail && !row.verified) return null;
  return row;
}

/** The browser's anonymous id, set on first use. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const id = randomBytes(16).toString("base64url");
  for (const path of COOKIE_PATHS) {
    reply.setCookie(VISITOR_COOKIE, id, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  return id;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);
export const domainAllowed = (link: OpenLink, email: string) =>
  link.allowedDomains.length === 0 || link.allowedDomains.includes(domainOf(email));

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

/**
 * Starts a viewer session on the link and sets its cookie: a proven address (a code), or
 * (`session`) an address typed to accept the link's agreement, with the text's hash.
 */
export async function startViewerSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  link: OpenLink,
  email: string,
  now: Date,
  session: { verified: boolean; agreementSha256: string | null } = {
    verified: true,
    agreementSha256: null,
  },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  let expiresAt = new Date(now.getTime() + VIEWER_SESSION_DAYS * 24 * 60 * 60 * 1000);
  if (link.expiresAt && link.expiresAt < expiresAt) expiresAt = link.expiresAt;
  await db
    .insert(linkViewerSessions)
    .values({ linkId: link.id, email, tokenHash: sha256(token), expiresAt, ...session });
  for (const path of COOKIE_PATHS) {
    reply.setCookie(viewerCookieName(link.token), token, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
      expires: expiresAt,
    });
  }
}

/** Ends the request's viewer session on the link (sign out of the link). */
export async function endViewerSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  link: OpenLink,
): Promise<void> {
  const name = viewerCookieName(link.token);
  const value = request.cookies[name];
  if (value) {
    await db
      .delete(linkViewerSessions)
      .where(
        and(
          eq(linkViewerSessions.tokenHash, sha256(value)),
          eq(linkViewerSessions.linkId, link.id),
        ),
      );
  }
  for (const path of COOKIE_PATHS) {
    reply.clearCookie(name, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
    });
  }
}

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
