/**
 * Candidate sessions: a cookie of their own (`talent_sid`, or
 * `__Host-talent_sid` over HTTPS) holding a random 256-bit token, the table only its
 * SHA-256. Only the /api/talent/* routes read it: to every other route a candidate is an
 * anonymous visitor (401/403), whatever the cookie holds.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TALENT_LINK_TTL_MINUTES, TALENT_SESSION_DAYS, talentMessages } from "#common/talent.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { candidateSessions, talentAccessTokens } from "../../db/schema.ts";
import { unauthorized } from "../../lib/http-error.ts";
import { isSecureRequest } from "../../plugins/security.ts";

export const TALENT_COOKIE = "talent_sid";
export const SECURE_TALENT_COOKIE = "__Host-talent_sid";
const SESSION_MS = TALENT_SESSION_DAYS * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

const cookieName = (request: FastifyRequest, config: Config) =>
  isSecureRequest(request, config) ? SECURE_TALENT_COOKIE : TALENT_COOKIE;

/** A sign-in link's token for this candidate (30 minutes, once). */
export async function createAccessToken(db: Db, candidateId: string): Promise<string> {
  const token = newToken();
  await db.insert(talentAccessTokens).values({
    tokenHash: hash(token),
    candidateId,
    expiresAt: new Date(Date.now() + TALENT_LINK_TTL_MINUTES * 60 * 1000),
  });
  return token;
}

/** Links made for this candidate in the last 15 minutes. */
export async function recentAccessTokens(db: Db, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(talentAccessTokens)
    .where(
      and(
        eq(talentAccessTokens.candidateId, candidateId),
        gt(talentAccessTokens.createdAt, sql`now() - interval '15 minutes'`),
      ),
    );
  return row?.n ?? 0;
}

/** True while the link may still be used (the page's GET spends nothing). */
export async function isUsableToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ candidateId: talentAccessTokens.candidateId })
    .from(talentAccessTokens)
    .where(
      and(
        eq(talentAccessTokens.tokenHash, hash(token)),
        isNull(talentAccessTokens.usedAt),
        gt(talentAccessTokens.expiresAt, sql`now()`),
      ),
    );
  return !!row;
}

/** Spends the link once: its candidate, or null for an unknown, used or expired one. */
export async function consumeAccessToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .update(talentAccessTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(talentAccessTokens.tokenHash, hash(token)),
        isNull(talentAccessTokens.usedAt),
        gt(talentAccessTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ candidateId: talentAccessTokens.candidateId });
  return row?.candidateId ?? null;
}

export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  candidateId: string,
): Promise<void> {
  const token = newToken();
  await db
    .insert(candidateSessions)
    .values({ sid: hash(token), candidateId, expire: new Date(Date.now() + SESSION_MS) });
  // Old sessions and links are swept as new ones begin.
  await db.delete(candidateSessions).where(lt(candidateSessions.expire, sql`now()`));
  await db.delete(talentAccessTokens).where(lt(talentAccessTokens.expiresAt, sql`now()`));
  reply.setCookie(cookieName(request, config), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request, config),
    maxAge: Math.floor(SESSION_MS / 1000),
  });
}

const candidates = new WeakMap<FastifyRequest, string>();

/** The signed-in candidate of a request that passed `requireCandidate`. */
export const candidateOf = (request: FastifyRequest): string => {
  const id = candidates.get(request);
  if (!id) throw unauthorized(talentMessages.notSignedIn);
  return id;
};

/** The onRequest guard of every /api/talent/* route that needs a candidate: 401 without. */
export function requireCandidate(db: Db, config: Config) {
  return async (request: FastifyRequest) => {
    const token = request.cookies[cookieName(request, config)];
    if (!token) throw unauthorized(talentMessages.notSignedIn);
    const [row] = await db
      .select({ candidateId: candidateSessions.candidateId })
      .from(candidateSessions)
      .where(and(eq(candidateSessions.sid, hash(token)), gt(candidateSessions.expire, sql`now()`)));
    if (!row) throw unauthorized(talentMessages.notSignedIn);
    candidates.set(request, row.candidateId);
  };
}

export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): Promise<void> {
  const name = cookieName(request, config);
  const token = request.cookies[name];
  if (token) await db.delete(candidateSessions).where(eq(candidateSessions.sid, hash(token)));
  reply.clearCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request, config),
  });
}
