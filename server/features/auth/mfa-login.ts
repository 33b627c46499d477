/**
 * The second step of a password sign-in for an account with two-factor on. The password
 * step leaves no session, only a short-lived pending sign-in: a row of `sessions` without
 * a user (so it can never act as a session), found by the hash of a random cookie token.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { isSecureRequest } from "../../plugins/security.ts";
import { hashToken } from "./session.ts";

export const MFA_PENDING_COOKIE = "mfa_pending";
const COOKIE_PATH = "/api/auth/login";
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

/** Counts a wrong code; the pending sign-in ends at the limit. */
export async function recordWrongMfaCode(db: Db, sid: string): Promise<void> {
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
