/**
 * GET /api/candidates/{id} from memory: a candidate is read from the database once and kept
 * until any write to the candidates table, on any replica, commits (the statement trigger
 * of migration 0009_cache_change_notify.sql notifies "candidate_changes"; every write then
 * empties every replica's cache). Same rules as the session cache (auth/session-cache.ts):
 * nothing is served while the listener is down, a request first syncs with the listener so
 * a write committed before it is seen, and a read that overlapped a write is not kept.
 */
import type { FastifyInstance } from "fastify";
import type { Candidate } from "#common/candidate.ts";
import type { Database } from "../../db/client.ts";
import { getCandidate } from "./service.ts";

export const CANDIDATE_CHANGES_CHANNEL = "candidate_changes";
/** About 2 KB each: 2 MB at most; the least recently read goes first. */
const MAX_ENTRIES = 1_000;

export class CandidateCache {
  readonly #entries = new Map<string, Candidate>();
  readonly #maxEntries: number;
  #listening = false;
  #generation = 0;

  constructor(maxEntries = MAX_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  get listening(): boolean {
    return this.#listening;
  }

  get generation(): number {
    return this.#generation;
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get(id: string): Candidate | undefined {
    if (!this.#listening) return undefined;
    const hit = this.#entries.get(id);
    if (hit) {
      this.#entries.delete(id);
      this.#entries.set(id, hit);
    }
    return hit;
  }

  set(id: string, candidate: Candidate, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#entries.delete(id);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(id, candidate);
  }
}

/** One reader per app (like a replica), closed with it. */
export function candidateReader(app: FastifyInstance, database: Database) {
  const cache = new CandidateCache();
  const feed = database.listen(CANDIDATE_CHANGES_CHANNEL);
  const unsubscribe = feed.subscribe({
    onMessage: () => cache.clear(),
    onListening: (listening) => cache.setListening(listening),
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await feed.close();
  });
  return async (id: string): Promise<Candidate> => {
    if (cache.listening && (await feed.sync())) {
      const hit = cache.get(id);
      if (hit) return hit;
    }
    const generation = cache.generation;
    const candidate = await getCandidate(database.db, id);
    cache.set(id, candidate, generation);
    return candidate;
  };
}
