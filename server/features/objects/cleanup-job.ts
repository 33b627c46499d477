/**
 * The periodic sweep that removes uploads never attached to a candidate once they are a
 * day old. Every replica may run it: each deletion is idempotent.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { cleanupUnattachedUploads } from "./service.ts";

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export function startUploadCleanup(deps: {
  db: Db;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await cleanupUnattachedUploads(deps.db, deps.storage);
      if (removed > 0) deps.log.info({ removed }, "removed unattached uploads");
    } catch (error) {
      deps.log.warn({ err: error }, "upload cleanup failed; retrying next round");
    } finally {
      running = false;
    }
  };
  // The first sweep waits a minute, so start-up (and short-lived test apps) stay quiet.
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, deps.intervalMs ?? CLEANUP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
