/**
 * Candidate reads from memory: GET /api/candidates/{id} and the pages of GET /api/candidates
 * are read from the database once and kept until any write to the candidates table, on any
 * replica, commits (the statement trigger of migration 0009_cache_change_notify.sql notifies
 * "candidate_changes"; every write then empties every replica's caches). Same rules as the
 * session cache (auth/session-cache.ts): nothing is served while the listener is down, a
 * request first syncs with the listener (one sync per request, shared with the session
 * cache: server/db/listener.ts) so a write committed before it is seen, and a read that
 * overlapped a write is not kept.
 */
import type { FastifyInstance } from "fastify";
import type { CandidateSearch } from "#common/candidate.ts";
import type { Database } from "../../db/client.ts";
import { candidateBody, type ListPage, listPage } from "./wire.ts";

export const CANDIDATE_CHANGES_CHANNEL = "candidate_changes";

/**
 * Values kept while the feed listens and no write has been announced since they were read.
 * The least recently read goes first when there are more than `maxEntries` or their
 * `sizeOf` passes `maxSize`.
 */
export class ChangeCache<V> {
  readonly #entries = new Map<string, V>();
  /** Reads in progress, joined by requests that come while they run (same generation). */
  readonly #pending = new Map<string, Promise<V>>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #sizeOf: (value: V) => number;
  #size = 0;
  #listening = false;
  /** Bumped by every invalidation: a read that started before one must not be kept. */
  #generation = 0;

  constructor(options: { maxEntries: number; maxSize?: number; sizeOf?: (value: V) => number }) {
    this.#maxEntries = options.maxEntries;
    this.#maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = options.sizeOf ?? (() => 0);
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

  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
    this.#size = 0;
  }

  get(key: string): V | undefined {
    if (!this.#listening) return undefined;
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Map order is insertion order: re-inserting keeps the most used last.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#remove(key);
    const size = this.#sizeOf(value);
    if (size > this.#maxSize) return;
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#maxEntries || this.#size + size > this.#maxSize)
    ) {
      this.#remove(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, value);
    this.#size += size;
  }

  /**
   * The value under `key`: from memory when `synced` (the request's sync answered true),
   * else read by `load` and kept unless something changed meanwhile. Requests that come
   * while a read of the same key runs wait for it: nothing was announced since it started,
   * so its answer is as new as theirs would be (and a write at once empties the cache).
   */
  async read(key: string, synced: boolean, load: () => Promise<V>): Promise<V> {
    if (synced) {
      const hit = this.get(key) ?? this.#pending.get(key);
      if (hit !== undefined) return hit;
    }
    const generation = this.#generation;
    const loading = load();
    if (this.#listening) {
      this.#pending.set(key, loading);
      loading.then(
        (value) => this.set(key, value, generation),
        () => {},
      );
      void loading
        .catch(() => {})
        .finally(() => {
          if (this.#pending.get(key) === loading) this.#pending.delete(key);
        });
    }
    return loading;
  }

  #remove(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#size -= this.#sizeOf(value);
  }
}

/** About 2 KB each: 2 MB at most. */
const MAX_CANDIDATES = 1_000;
const MAX_CANDIDATE_BYTES = 4 * 1024 * 1024;
/** A page of 24 is about 20 KB (bench data): a few hundred pages within the budget. */
const MAX_PAGES = 1_000;
const MAX_PAGE_BYTES = 8 * 1024 * 1024;

export interface CandidateReads {
  /**
   * One candidate, serialized (wire.ts); `scope` is the request, whose sync the session
   * cache may have made.
   */
  candidate(id: string, scope?: object): Promise<Buffer>;
  /** One page of the list, serialized. */
  page(search: CandidateSearch, scope?: object): Promise<ListPage>;
}

/** One pair of caches per app (like a replica), closed with it. */
export function candidateReads(app: FastifyInstance, database: Database): CandidateReads {
  const candidates = new ChangeCache<Buffer>({
    maxEntries: MAX_CANDIDATES,
    maxSize: MAX_CANDIDATE_BYTES,
    sizeOf: (body) => body.byteLength,
  });
  const pages = new ChangeCache<ListPage>({
    maxEntries: MAX_PAGES,
    maxSize: MAX_PAGE_BYTES,
    sizeOf: (page) => page.body.byteLength,
  });
  const feed = database.listen(CANDIDATE_CHANGES_CHANNEL);
  const unsubscribe = feed.subscribe({
    onMessage: () => {
      candidates.clear();
      pages.clear();
    },
    onListening: (listening) => {
      candidates.setListening(listening);
      pages.setListening(listening);
    },
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await feed.close();
  });
  // Both caches listen together: one check says whether memory may answer.
  const synced = async (scope?: object) => candidates.listening && (await feed.sync(scope));
  return {
    candidate: async (id, scope) =>
      candidates.read(id, await synced(scope), () => candidateBody(database.db, id)),
    page: async (search, scope) =>
      pages.read(JSON.stringify(search), await synced(scope), () => listPage(database.db, search)),
  };
}
