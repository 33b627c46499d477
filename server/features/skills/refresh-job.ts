/**
 * Keeping the related skills learned: one job name on the one queue (server/jobs/queue.ts),
 * queued
 *
 * - after candidates change: every write to `candidates` notifies "candidate_changes"
 *   (migration 0009), whoever makes it (an import, an edit, an approval, a trial's end, a
 *   script). The first notice queues a run DEBOUNCE later under the singleton key
 *   "changed", so a burst of writes (an import's ten files) is learned from once;
 * - daily, at 04:00 UTC, under that day's singleton key (one run a day whatever the
 *   replicas), each run queueing the next;
 * - once at start-up, so a new table (or one a deploy left behind) is filled.
 *
 * A run learns only when the pool changed since the table was learned (its version,
 * candidate_pool_version, is stored with it). A write during a run would be missed, since
 * "changed" is still taken by the running job: the run then queues one more under the
 * other key ("changed-again"), which in turn hands back to "changed"; and a notice that
 * finds "changed" taken queues under "changed-again" itself, for a write the run's last
 * look at the pool came too early to see.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { CANDIDATE_CHANGES_CHANNEL } from "../candidates/candidate-cache.ts";
import { readPoolVersion } from "../candidates/pool-cache.ts";
import { learnRelatedSkills } from "./related-skills.ts";
import { learnedFrom, storeRelatedSkills } from "./related-skills-table.ts";

export const RELATED_SKILLS_JOB = "skills.related-refresh";

type RunKey = "changed" | "changed-again" | "daily";
interface RunData {
  key: RunKey;
}

export interface RefreshOutcome {
  /** False when the pool had not changed since the table was learned. */
  learned: boolean;
  /** Candidates changed while it learned: another run is due. */
  changedMeanwhile: boolean;
}

/** One run: learns from the pool when it changed since the last time (or when forced). */
export async function refreshRelatedSkills(
  db: Db,
  options: { now?: Date; force?: boolean } = {},
): Promise<RefreshOutcome> {
  const version = await readPoolVersion(db);
  const last = await learnedFrom(db);
  if (!options.force && last?.poolVersion === version) {
    return { learned: false, changedMeanwhile: false };
  }
  const learned = await learnRelatedSkills(db);
  const learnedAt = (options.now ?? new Date()).toISOString();
  await storeRelatedSkills(db, learned, { poolVersion: version, learnedAt });
  return { learned: true, changedMeanwhile: (await readPoolVersion(db)) !== version };
}

/** The daily run after `now`: the following day at 04:00 UTC. */
export function nextDailyRun(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 4));
}

/** Queues the daily run at `at` (once per day). */
export function scheduleDailyRefresh(jobs: JobQueue, at: Date) {
  return jobs.send<RunData>(
    RELATED_SKILLS_JOB,
    { key: "daily" },
    { startAfter: at, singletonKey: `daily@${at.toISOString().slice(0, 10)}` },
  );
}

/** Queues a run `delayMs` after `now`, unless one under `key` is already waiting or running. */
export function queueRefresh(
  jobs: JobQueue,
  now: Date,
  delayMs: number,
  key: "changed" | "changed-again" = "changed",
) {
  return jobs.send<RunData>(
    RELATED_SKILLS_JOB,
    { key },
    { startAfter: new Date(now.getTime() + delayMs), singletonKey: key },
  );
}

export interface RefreshDeps {
  database: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** How long after a change the pool is learned from: writes meanwhile join that run. */
  debounceMs: number;
  /** False in tests: a test queues the daily run itself, with dates. */
  scheduleDaily: boolean;
}

/** Registers the worker, follows candidate changes and queues the first runs; returns a stop. */
export async function startRelatedSkillsRefresh(deps: RefreshDeps): Promise<() => Promise<void>> {
  const { database, jobs, log, debounceMs } = deps;
  const db = database.db;
  await jobs.work<RunData>(RELATED_SKILLS_JOB, async (data) => {
    const outcome = await refreshRelatedSkills(db, { force: data.key === "daily" });
    if (outcome.changedMeanwhile) {
      await queueRefresh(
        jobs,
        new Date(),
        debounceMs,
        data.key === "changed" ? "changed-again" : "changed",
      );
    }
    if (data.key === "daily") await scheduleDailyRefresh(jobs, nextDailyRun(new Date()));
    if (outcome.learned) log.debug("related skills learned from the pool");
  });

  // A notice within the debounce of a queued run is already covered by it: no send.
  let coveredUntil = 0;
  const changed = () => {
    const now = Date.now();
    if (now < coveredUntil) return;
    coveredUntil = now + debounceMs;
    const at = new Date(now);
    // "changed" may be taken by a run that has already read the pool's version for the
    // last time (it learned before this write, and will not see it): the other key then
    // queues one more run, which reads the pool after this write. When "changed" is only
    // waiting, that run is one more that finds nothing new and learns nothing.
    queueRefresh(jobs, at, debounceMs, "changed")
      .then((id) => id ?? queueRefresh(jobs, at, debounceMs, "changed-again"))
      .catch((error: unknown) => {
        coveredUntil = 0;
        log.error({ err: error }, "related skills: queueing a refresh failed");
      });
  };
  const feed = database.listen(CANDIDATE_CHANGES_CHANNEL);
  const unsubscribe = feed.subscribe({
    onMessage: changed,
    // Notices may have been missed while not listening: learn again if the pool moved.
    onListening: (listening) => {
      if (listening) changed();
    },
  });
  if (deps.scheduleDaily) await scheduleDailyRefresh(jobs, nextDailyRun(new Date()));
  return async () => {
    unsubscribe();
    await feed.close();
  };
}
