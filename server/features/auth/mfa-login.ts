/**
 * The second step of a password sign-in for an account with two-factor on. The password
 * step leaves no session, only a short-lived pending sign-in: a row of `sessions` without
 * a user (so it can never act as a session), found by the hash of a random cookie token.
 *
 * Wrong codes count twice: per pending sign-in (it ends after MFA_ATTEMPTS) and per account
 * too, so a new password step does not renew the budget. The account's count is a
 * row of `sessions` too (no user, a key no cookie can hash to), so it holds across replicas
 * and restarts without Redis; MFA_LOCKOUT wrong codes in its window lock the second step.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MFA_LOCKOUT, MFA_LOCKOUT_EMAIL_SUBJECT } from "#common/account.ts";
import { authEndpoints } from "#common/endpoints/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import { queueMail } from "../../mail/mailer.ts";
import { isSecureRequest } from "../../plugins/security.ts";
import { recordAudit } from "../audit/service.ts";
import { hashToken } from "./session-store.ts";

export const MFA_PENDING_COOKIE = "mfa_pending";
/** Sent to the password step's path and the code step below it, nowhere else. */
const COOKIE_PATH = authEndpoints.login.path;
const PENDING_TTL_SECONDS = 5 * 60;
/** Wrong codes one pending sign-in may try before the password must be given again. */
export const MFA_ATTEMPTS = 5;

interface PendingMfa {
  kind: "mfa-pending";
  userId: string;
  attempts: number;
}

function cookieOptions(request: FastifyRequest, config: Config) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict" as const,
    secure: isSecureRequest(request, config),
  };
}

export async function startPendingMfa(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  userId: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const record: PendingMfa = { kind: "mfa-pending", userId, attempts: 0 };
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess: record,
    userId: null,
    expire: new Date(Date.now() + PENDING_TTL_SECONDS * 1000),
  });
  reply.setCookie(MFA_PENDING_COOKIE, token, {
    ...cookieOptions(request, config),
    maxAge: PENDING_TTL_SECONDS,
  });
}

const pendingWhere = (sid: string) =>
  and(
    eq(sessions.sid, sid),
    isNull(sessions.userId),
    sql`${sessions.sess}->>'kind' = 'mfa-pending'`,
    sql`${sessions.expire} > now()`,
  );

/** The user waiting behind the request's pending cookie, or null. */
export async function pendingMfaUser(
  db: Db,
  request: FastifyRequest,
): Promise<{ sid: string; userId: string } | null> {
  const token = request.cookies[MFA_PENDING_COOKIE];
  if (!token) return null;
  const sid = hashToken(token);
  const [row] = await db.select().from(sessions).where(pendingWhere(sid)).limit(1);
  const record = row?.sess as Partial<PendingMfa> | undefined;
  if (!record?.userId) return null;
  return { sid, userId: record.userId };
}

/** Counts a wrong code for this pending sign-in; it ends at its limit. */
async function countForPending(db: Db, sid: string): Promise<void> {
  const [row] = await db
    .update(sessions)
    .set({
      sess: sql`jsonb_set(${sessions.sess}, '{attempts}', to_jsonb(coalesce((${sessions.sess}->>'attempts')::int, 0) + 1))`,
    })
    .where(pendingWhere(sid))
    .returning({ sess: sessions.sess });
  const attempts = (row?.sess as PendingMfa | undefined)?.attempts ?? MFA_ATTEMPTS;
  if (attempts >= MFA_ATTEMPTS) await endPendingMfa(db, sid);
}

interface AccountFailures {
  kind: "mfa-failures";
  userId: string;
  failures: number;
}

/** Not a hash (64 hex digits), so no cookie can name this row. */
const failuresSid = (userId: string) => `mfa-failures:${userId}`;
const minutes = (n: number) => n * 60 * 1000;

/**
 * 429 with Retry-After while the account's second step is locked. Checked before the code,
 * so a locked account's codes are not even tried (nor counted).
 */
export async function assertMfaNotLocked(db: Db, userId: string): Promise<void> {
  const now = new Date();
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.sid, failuresSid(userId)), gt(sessions.expire, now)))
    .limit(1);
  const failures = (row?.sess as AccountFailures | undefined)?.failures ?? 0;
  if (row && failures >= MFA_LOCKOUT.maxWrongCodes) {
    throw tooManyAttempts((row.expire.getTime() - now.getTime()) / 1000);
  }
}

/**
 * Counts a wrong code for the account: one atomic upsert, so simultaneous wrong codes on
 * any replica each count. Answers the count within the window.
 */
async function countForAccount(db: Db, userId: string): Promise<number> {
  const now = new Date();
  const fresh: AccountFailures = { kind: "mfa-failures", userId, failures: 1 };
  const [row] = await db
    .insert(sessions)
    .values({
      sid: failuresSid(userId),
      sess: fresh,
      userId: null,
      expire: new Date(now.getTime() + minutes(MFA_LOCKOUT.windowMinutes)),
    })
    .onConflictDoUpdate({
      target: sessions.sid,
      set: {
        // Within the window one more; past it, a new window starting with this code.
        sess: sql`case when ${sessions.expire} > ${now} then jsonb_set(${sessions.sess}, '{failures}', to_jsonb(coalesce((${sessions.sess}->>'failures')::int, 0) + 1)) else excluded.sess end`,
        expire: sql`case when ${sessions.expire} > ${now} then ${sessions.expire} else excluded.expire end`,
      },
    })
    .returning({ sess: sessions.sess });
  return (row?.sess as AccountFailures | undefined)?.failures ?? 1;
}

export interface LockoutNotice {
  request: FastifyRequest;
  config: Pick<Config, "PUBLIC_URL">;
  jobs: JobQueue;
}

/**
 * Counts a wrong code, for the pending sign-in and for the account. The code that reaches
 * MFA_LOCKOUT locks the account's second step for `lockMinutes` from now, e-mails the user
 * and writes `auth.lockout` (once: only that code sees the count equal the limit).
 */
export async function recordWrongMfaCode(
  db: Db,
  pending: { sid: string; userId: string },
  notice: LockoutNotice,
): Promise<void> {
  await countForPending(db, pending.sid);
  const failures = await countForAccount(db, pending.userId);
  if (failures !== MFA_LOCKOUT.maxWrongCodes) return;
  await db
    .update(sessions)
    .set({ expire: new Date(Date.now() + minutes(MFA_LOCKOUT.lockMinutes)) })
    .where(eq(sessions.sid, failuresSid(pending.userId)));
  await lockedOut(db, pending.userId, failures, notice);
}

async function lockedOut(db: Db, userId: string, failures: number, notice: LockoutNotice) {
  const { request, config, jobs } = notice;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  await recordAudit(db, request, {
    action: "auth.lockout",
    actor: { id: userId, email: user?.email ?? null },
    targetType: "user",
    targetId: userId,
    details: { step: "mfa", failures },
  });
  if (!user) return;
  try {
    await queueMail(jobs, {
      to: user.email,
      subject: MFA_LOCKOUT_EMAIL_SUBJECT,
      text: [
        `Someone signed in to your account with your password and then entered ${failures} wrong two-factor codes.`,
        `Two-factor sign-in for your account is paused for ${MFA_LOCKOUT.lockMinutes} minutes.`,
        "",
        "If this was you, wait and try again with a code from your authenticator app or a recovery code.",
        `If it was not, your password is known to someone else: change it now on your account page, ${siteOrigin(request, config)}/account, and end the sessions you do not recognise there.`,
      ].join("\n"),
    });
  } catch (error) {
    // The lockout itself stands; the audit log has it.
    request.log.error({ err: error }, "could not queue the lockout e-mail");
  }
}

export async function endPendingMfa(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, sid), isNull(sessions.userId)));
}

export function clearPendingMfaCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
) {
  reply.clearCookie(MFA_PENDING_COOKIE, cookieOptions(request, config));
}
