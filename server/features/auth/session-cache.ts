/**
 * Signed-in sessions remembered in this process, so a signed-in request needs no database
 * read: a ChangeCache (server/lib/change-cache.ts) fed by the "session_changes"
 * notifications (migration 0009_cache_change_notify.sql: triggers on sessions, users and
 * user_mfa). A revoked session or a changed user is dropped on every replica as the change
 * commits. While the feed is not listening nothing is served from here (a notification may
 * have been missed). docs/decisions/054-session-cache.md, 071-one-change-cache.md.
 */
import { ChangeCache } from "../../lib/change-cache.ts";

/** What a session row says, as read from the database. */
export interface CachedSession<U> {
  user: U;
  userId: string;
  expireMs: number;
  createdAtMs: number;
}

/**
 * A safety net only: notifications make entries exact, but a change that fires no trigger
 * (a restore with session_replication_role = replica, a trigger dropped by hand) would
 * otherwise live as long as the process. Five seconds costs one indexed read per active
 * session per replica every five seconds, nothing next to the requests it saves.
 */
export const SESSION_CACHE_MAX_AGE_MS = 5_000;
/** About 1 KB each: a few MB at most. The least recently used goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionCache<U> = ChangeCache<CachedSession<U>>;

/** Sessions by hashed token, grouped by user, gone at their expiry or after the age cap. */
export function sessionCache<U>(
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
): SessionCache<U> {
  return new ChangeCache<CachedSession<U>>({
    maxEntries,
    maxAgeMs,
    expiresAtMs: (session) => session.expireMs,
    groupOf: (session) => session.userId,
  });
}

/** A notification payload: 's:<sid>' (one session), 'u:<user id>' (all of a user's) or '*'. */
export function onSessionChange<U>(cache: SessionCache<U>, payload: string): void {
  if (payload.startsWith("s:")) cache.drop(payload.slice(2));
  else if (payload.startsWith("u:")) cache.dropGroup(payload.slice(2));
  else cache.clear();
}
