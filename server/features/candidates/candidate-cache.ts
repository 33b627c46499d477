/**
 * Candidate reads from memory: GET /api/candidates/{id} and the pages of GET /api/candidates
 * are read from the database once and kept until any write to the candidates table, on any
 * replica, commits (the statement trigger of migration 0009_cache_change_notify.sql notifies
 * "candidate_changes"; every write then empties every replica's caches). Two ChangeCaches
 * (server/lib/change-cache.ts), the session cache's building block: nothing is served while
 * the listener is down, a request first syncs with the listener (one sync per request,
 * shared with the session cache: server/db/listener.ts) so a write committed before it is
 * seen, and a read that overlapped a write is not kept.
 */
import type { FastifyInstance } from "fastify";
import type { CandidateSearch } from "#common/candidate.ts";
import type { Database } from "../../db/client.ts";
import { ChangeCache } from "../../lib/change-cache.ts";
import { candidateBody, type ListPage, listPage } from "./wire.ts";

export const CANDIDATE_CHANGES_CHANNEL = "candidate_changes";

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
  // Every write empties both (the default on a message).
  const unsubscribe = [candidates.follow(feed), pages.follow(feed)];
  app.addHook("onClose", async () => {
    for (const u of unsubscribe) u();
    await feed.close();
  });
  return {
    candidate: async (id, scope) =>
      candidates.read(id, () => candidateBody(database.db, id), {
        fresh: await candidates.synced(scope),
      }),
    page: async (search, scope) =>
      pages.read(JSON.stringify(search), () => listPage(database.db, search), {
        fresh: await pages.synced(scope),
      }),
  };
}
