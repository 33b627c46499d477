/**
 * Signed-in sessions remembered in this process, so a signed-in request needs no database
 * read. Kept exact across replicas by the "session_changes" notifications (migration
 * 0009_cache_change_notify.sql: triggers on sessions, users and user_mfa): a revoked
 * session or a changed user is dropped on every replica as the change commits. While the
 * feed is not listening nothing is served from here (a notification may have been missed).
 * docs/decisions/054-session-cache.md.
 */

/** What a session row says, as read from the database. */
export interface CachedSession<U> {
  user: U;
  userId: string;
  expireMs: number;
  createdAtMs: number;
}

interface Entry<U> extends CachedSession<U> {
  loadedAtMs: number;
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

export class SessionCache<U> {
  readonly #entries = new Map<string, Entry<U>>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  #listening = false;
  /** Bumped by every invalidation: a read that started before one must not be stored. */
  #generation = 0;

  constructor(maxEntries = SESSION_CACHE_MAX_ENTRIES, maxAgeMs = SESSION_CACHE_MAX_AGE_MS) {
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
  }

  get listening(): boolean {
    return this.#listening;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The feed started (true) or stopped (false) listening: either way, start empty. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }

  /** A notification payload: 's:<sid>', 'u:<user id>' or '*'. */
  onNotification(payload: string): void {
    if (payload.startsWith("s:")) this.dropSession(payload.slice(2));
    else if (payload.startsWith("u:")) this.dropUser(payload.slice(2));
    else this.clear();
  }

  get(sid: string, nowMs: number): CachedSession<U> | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(sid);
    if (!entry) return undefined;
    if (nowMs - entry.loadedAtMs >= this.#maxAgeMs || nowMs >= entry.expireMs) {
      this.#remove(sid);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most used last.
    this.#entries.delete(sid);
    this.#entries.set(sid, entry);
    return entry;
  }

  /** Stores a session read from the database, unless something changed since `generation`. */
  set(sid: string, session: CachedSession<U>, generation: number, nowMs: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#remove(sid);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#remove(oldest);
    }
    this.#entries.set(sid, { ...session, loadedAtMs: nowMs });
    let sids = this.#byUser.get(session.userId);
    if (!sids) {
      sids = new Set();
      this.#byUser.set(session.userId, sids);
    }
    sids.add(sid);
  }

  dropSession(sid: string): void {
    this.#generation++;
    this.#remove(sid);
  }

  dropUser(userId: string): void {
    this.#generation++;
    for (const sid of this.#byUser.get(userId) ?? []) this.#entries.delete(sid);
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#byUser.clear();
  }

  #remove(sid: string): void {
    const entry = this.#entries.get(sid);
    if (!entry) return;
    this.#entries.delete(sid);
    const sids = this.#byUser.get(entry.userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.#byUser.delete(entry.userId);
  }
}
