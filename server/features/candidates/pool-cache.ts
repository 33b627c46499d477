/**
 * Figures about the talent pool that cost a scan to compute but change only when a
 * candidate is written: a filter's match count (up to the cap). (The pool-wide stats are
 * kept by triggers instead, table candidate_pool_stats: one row to read.)
 * Each is remembered under the pool version (table candidate_pool_version, bumped by a
 * trigger on every write to candidates) that was read before it was computed, and served
 * only while the pool is still at that version. So a cached figure is never older than
 * the last write, whoever made it: this process, another replica, a script or psql.
 * A versioned ChangeCache (server/lib/change-cache.ts): the version row, not the change
 * listener, keeps it exact, so it also serves code that has no listener (scripts, benches)
 * and costs no sync (docs/decisions/071-one-change-cache.md).
 */
import type { Db } from "../../db/client.ts";
import { candidatePoolVersion } from "../../db/schema.ts";
import { ChangeCache } from "../../lib/change-cache.ts";

/** Enough for every filter a team uses between two edits; the oldest goes first. */
const MAX_ENTRIES = 1_000;

/** Figures by key, valid at one pool version (the cache's generation). */
export function poolCache(maxEntries = MAX_ENTRIES): ChangeCache<unknown> {
  return new ChangeCache<unknown>({ maxEntries, versioned: true });
}

/** The pool's current version: a one-row primary-key read. */
export async function readPoolVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: candidatePoolVersion.version })
    .from(candidatePoolVersion);
  // The migration inserts the row; without it nothing is ever served from the cache.
  return row?.version ?? -1;
}

const caches = new WeakMap<Db, ChangeCache<unknown>>();

/** One cache per database handle, so apps on different databases never share figures. */
export function poolCacheFor(db: Db): ChangeCache<unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = poolCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Computes a figure once per pool version and key. `version` must be read before
 * `compute` starts, so the figure's snapshot is at least as new as the version. A figure
 * computed under an older version than the cache has seen is returned, not kept.
 */
export async function cachedFigure<T>(
  db: Db,
  version: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return figureAt(poolCacheFor(db), version, key, compute);
}

/** `cachedFigure` on a given cache. */
export async function figureAt<T>(
  cache: ChangeCache<unknown>,
  version: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  cache.advanceTo(version);
  return cache.read(key, compute, { generation: version }) as Promise<T>;
}
