/**
 * Figures about the talent pool that cost a scan to compute but change only when a
 * candidate is written: a filter's match count (up to the cap) and the pool-wide stats.
 * Each is remembered under the pool version (table candidate_pool_version, bumped by a
 * trigger on every write to candidates) that was read before it was computed, and served
 * only while the pool is still at that version. So a cached figure is never older than
 * the last write, whoever made it: this process, another replica, a script or psql.
 */
import type { Db } from "../../db/client.ts";
import { candidatePoolVersion } from "../../db/schema.ts";

/** Enough for every filter a team uses between two edits; the oldest goes first. */
const MAX_ENTRIES = 1_000;

export class PoolCache {
  #version = -1;
  readonly #entries = new Map<string, unknown>();
  readonly #maxEntries: number;

  constructor(maxEntries = MAX_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  get<T>(version: number, key: string): T | undefined {
    if (version !== this.#version || !this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as T;
    // Map order is insertion order: re-inserting keeps the most used entries last.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(version: number, key: string, value: unknown): void {
    // A figure computed under an older pool may be out of date already.
    if (version < this.#version) return;
    if (version > this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    if (!this.#entries.has(key) && this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, value);
  }
}

/** The pool's current version: a one-row primary-key read. */
export async function readPoolVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: candidatePoolVersion.version })
    .from(candidatePoolVersion);
  // The migration inserts the row; without it nothing is ever served from the cache.
  return row?.version ?? -1;
}

const caches = new WeakMap<Db, PoolCache>();

/** One cache per database handle, so apps on different databases never share figures. */
export function poolCacheFor(db: Db): PoolCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PoolCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Computes a figure once per pool version and key. `version` must be read before
 * `compute` starts, so the figure's snapshot is at least as new as the version.
 */
export async function cachedFigure<T>(
  db: Db,
  version: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = poolCacheFor(db);
  const hit = cache.get<T>(version, key);
  if (hit !== undefined) return hit;
  const value = await compute();
  if (version >= 0) cache.set(version, key, value);
  return value;
}
