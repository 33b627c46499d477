/**
 * Sessions over the `sessions` table: the cookie holds a random 256-bit token, the table
 * only its SHA-256, so a copy of the table cannot be replayed. Expiry slides with use, up
 * to an absolute lifetime (SESSION_MAX_DAYS) counted from sign-in. Kept apart from the
 * route guards (session.ts), which only read what this store resolved onto the request.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { type CurrentUser, type PoolAccessMode, poolAccessDenied } from "#common/auth.ts";
import type { Db } from "../../db/client.ts";
import { sessions, userMfa, users } from "../../db/schema.ts";
import type { SessionUser } from "./session.ts";
import type { SessionCache } from "./session-cache.ts";

/** What a session row keeps in `sess` besides its user: shown on the account page. */
export interface SessionData {
  /** The public id of the session (the account page names sessions by it). */
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
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
    emailVerified: row.emailVerifiedAt !== null,
    approved: row.approvedAt !== null,
  };
}

/** "Last seen" is written at most this often, not on every request. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

export interface SessionOptions {
  /** Absolute lifetime from sign-in; default: no limit beyond the sliding one. */
  maxMs?: number;
  adminMfaRequired?: boolean;
  /** POOL_ACCESS: whether reading the pool also needs an admin's approval (default: no). */
  poolAccess?: PoolAccessMode;
  /** Sessions in memory, kept exact by the change listener (session-cache.ts); default: none. */
  cache?: SessionCache<CachedUser>;
  onBackgroundError?: (error: Error) => void;
}

/** What the cache keeps of a session's user; the rest of SessionUser depends on the request. */
export type CachedUser = CurrentUser & { mfaEnabled: boolean };

export class SessionStore {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly maxMs: number;
  private readonly adminMfaRequired: boolean;
  private readonly poolAccess: PoolAccessMode;
  private readonly cache?: SessionCache<CachedUser>;
  private readonly onBackgroundError?: (error: Error) => void;
  private readonly pending = new Set<Promise<void>>();

  constructor(db: Db, ttlMs: number, options: SessionOptions = {}) {
    this.db = db;
    this.ttlMs = ttlMs;
    this.maxMs = options.maxMs ?? Number.POSITIVE_INFINITY;
    this.adminMfaRequired = options.adminMfaRequired ?? false;
    this.poolAccess = options.poolAccess ?? "verified";
    this.cache = options.cache;
    this.onBackgroundError = options.onBackgroundError;
  }

  private expiryFor(createdAtMs: number, nowMs: number): Date {
    return new Date(Math.min(nowMs + this.ttlMs, createdAtMs + this.maxMs));
  }

  /** Starts a new session (a new token at every sign-in) and returns its cookie token. */
  async create(userId: string, meta: SessionMeta = {}): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    const data: SessionData = {
      id: randomUUID(),
      userId,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    };
    await this.db.insert(sessions).values({
      sid: hashToken(token),
      sess: data,
      userId,
      expire: this.expiryFor(now, now),
    });
    return token;
  }

  /**
   * The user behind a cookie token; slides the expiry and notes when it was last used.
   * From memory when the session cache holds it (session-cache.ts), else one database read.
   * `scope` (the request) shares its sync with the other caches the request reads.
   */
  async resolve(token: string, scope?: object): Promise<SessionUser | null> {
    const sid = hashToken(token);
    const cache = this.cache;
    // sync(): every change committed before this request has reached the cache.
    if (cache && (await cache.synced(scope))) {
      const now = Date.now();
      const hit = cache.get(sid, now);
      if (hit && now - hit.createdAtMs < this.maxMs)
        return this.sessionUser(hit.user, sid, hit.createdAtMs);
    }
    const generation = cache?.generation ?? 0;
    const [row] = await this.db
      .select({
        user: users,
        expire: sessions.expire,
        sess: sessions.sess,
        mfaEnabledAt: userMfa.enabledAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userMfa, eq(userMfa.userId, users.id))
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
      .limit(1);
    if (!row) return null;
    const data = row.sess as Partial<SessionData>;
    const now = Date.now();
    const createdAtMs = data.createdAt ? Date.parse(data.createdAt) : now;
    if (now - createdAtMs >= this.maxMs) {
      await this.destroy(sid);
      return null;
    }
    const lastSeenMs = data.lastSeenAt ? Date.parse(data.lastSeenAt) : 0;
    const slide = row.expire.getTime() - now < this.ttlMs / 2;
    let expireMs = row.expire.getTime();
    if (slide || now - lastSeenMs > LAST_SEEN_PRECISION_MS) {
      if (slide) expireMs = this.expiryFor(createdAtMs, now).getTime();
      const write = this.db
        .update(sessions)
        .set({
          expire: new Date(expireMs),
          sess: sql`${sessions.sess} || ${JSON.stringify({ lastSeenAt: new Date(now).toISOString() })}::jsonb`,
        })
        .where(eq(sessions.sid, sid));
      // A slide (about once a week per session) is awaited: the cookie's promise must hold.
      // "Last seen" alone (at most every 5 minutes) is not: a lost one only shows older.
      if (slide) await write;
      else this.background(write);
    }
    const user = { ...toCurrentUser(row.user), mfaEnabled: row.mfaEnabledAt !== null };
    cache?.set(sid, { user, userId: row.user.id, expireMs, createdAtMs }, generation, now);
    return this.sessionUser(user, sid, createdAtMs);
  }

  private sessionUser(user: CachedUser, sessionId: string, signedInAtMs: number): SessionUser {
    return {
      ...user,
      sessionId,
      signedInAt: signedInAtMs,
      mustEnrolMfa: this.adminMfaRequired && user.isAdmin && !user.mfaEnabled,
      poolAccessDenied: poolAccessDenied(user, this.poolAccess),
    };
  }

  private background(write: PromiseLike<unknown>): void {
    const pending = Promise.resolve(write).then(
      () => {},
      (error: Error) => this.onBackgroundError?.(error),
    );
    this.pending.add(pending);
    void pending.finally(() => this.pending.delete(pending));
  }

  /** Waits for the "last seen" writes still on their way (before the database closes). */
  async settle(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Seconds a new session's cookie lives (the sliding lifetime, within the absolute one). */
  get cookieMaxAgeSeconds(): number {
    return Math.floor(Math.min(this.ttlMs, this.maxMs) / 1000);
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

  /** A user's live sessions, newest first, with the hashed id of each. */
  async listFor(userId: string): Promise<{ sid: string; data: SessionData }[]> {
    const rows = await this.db
      .select({ sid: sessions.sid, sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)));
    return rows
      .map((r) => {
        const d = r.sess as Partial<SessionData>;
        // Sessions from before device details were kept: named by their hashed id.
        const createdAt = d.createdAt ?? new Date(0).toISOString();
        const data: SessionData = {
          id: d.id ?? r.sid,
          userId,
          createdAt,
          lastSeenAt: d.lastSeenAt ?? createdAt,
          ip: d.ip ?? null,
          userAgent: d.userAgent ?? null,
        };
        return { sid: r.sid, data };
      })
      .sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
  }

  /** Ends one of a user's sessions by its public id; false when there is none. */
  async destroyById(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNotNull(sessions.userId),
          or(sql`${sessions.sess}->>'id' = ${id}`, eq(sessions.sid, id)),
        ),
      )
      .returning({ sid: sessions.sid });
    return rows.length > 0;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, sql`now()`));
  }
}
