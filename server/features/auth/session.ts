/**
 * Sessions over the `sessions` table: the cookie holds a random 256-bit token, the table
 * only its SHA-256, so a copy of the table cannot be replayed. Expiry slides with use.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "../../../common/auth.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";

export const SESSION_COOKIE = "sid";
/**
 * A readable, content-free marker that a session cookie exists, so public pages ask for
 * the current user only when someone may be signed in (no 401 noise for visitors).
 */
export const SESSION_HINT_COOKIE = "signed_in";

export interface SessionUser extends CurrentUser {
  /** The hashed id of the session the request came with. */
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; set before every handler. */
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toCurrentUser(row: typeof users.$inferSelect): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
  };
}

export class SessionStore {
  private readonly db: Db;
  private readonly ttlMs: number;

  constructor(db: Db, ttlMs: number) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  /** Starts a new session (a new token at every sign-in) and returns its cookie token. */
  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(sessions).values({
      sid: hashToken(token),
      sess: { userId, createdAt: new Date().toISOString() },
      userId,
      expire: new Date(Date.now() + this.ttlMs),
    });
    return token;
  }

  /** The user behind a cookie token, sliding the expiry when half of it has passed. */
  async resolve(token: string): Promise<SessionUser | null> {
    const sid = hashToken(token);
    const [row] = await this.db
      .select({ user: users, expire: sessions.expire })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
      .limit(1);
    if (!row) return null;
    if (row.expire.getTime() - Date.now() < this.ttlMs / 2) {
      await this.db
        .update(sessions)
        .set({ expire: new Date(Date.now() + this.ttlMs) })
        .where(eq(sessions.sid, sid));
    }
    return { ...toCurrentUser(row.user), sessionId: sid };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sid, sessionId));
  }

  /** Ends every session of a user, except optionally the one making the change. */
  async destroyAllFor(userId: string, exceptSessionId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        exceptSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSessionId))
          : eq(sessions.userId, userId),
      );
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, sql`now()`));
  }

  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  ttlSeconds: number,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: ttlSeconds,
  });
  reply.setCookie(SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: ttlSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: "/", sameSite: "lax", secure });
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 unless signed in, 403 unless an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw forbidden("Admin privileges are required.");
}
