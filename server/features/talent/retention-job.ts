/**
 * The daily retention job: inquiries older than RETENTION_MONTHS
 * and never handled are erased. It runs through the one job queue: each run queues the
 * next for the following day at 03:00 UTC under that day's singleton key, so however many
 * replicas start, one run per day is queued (a restart may add one more run that day,
 * which finds nothing left to do).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { recordAudit } from "../audit/service.ts";
import { removeOutboxMail } from "./outbox-erasure.ts";
import { eraseExpiredInquiries } from "./privacy.ts";

export const RETENTION_JOB = "gdpr.retention";

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The next run after `now`: the following day at 03:00 UTC. */
export function nextRunAfter(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3));
  return next;
}

/** Queues the run at `at` (once per day key). */
export function scheduleRetention(jobs: JobQueue, at: Date) {
  return jobs.send(RETENTION_JOB, {}, { startAfter: at, singletonKey: dayKey(at) });
}

/** One run: erases what is due as of `now` (and its outbox mail) and audits each erasure. */
export async function runRetention(
  db: Db,
  months: number,
  now = new Date(),
  dataDir?: string,
): Promise<string[]> {
  const results = await eraseExpiredInquiries(db, months, now);
  const erased = results.map((r) => r.id);
  if (dataDir) for (const r of results) await removeOutboxMail(dataDir, r);
  for (const id of erased) {
    await recordAudit(db, null, {
      action: "gdpr.erase",
      targetType: "inquiry",
      targetId: id,
      details: { by: "retention", retentionMonths: months },
      actor: { id: null, email: null },
    });
  }
  return erased;
}

export async function startRetention(deps: {
  db: Db;
  jobs: JobQueue;
  months: number;
  dataDir: string;
  log: FastifyBaseLogger;
  /** False in tests: a test queues and runs the job itself. */
  schedule: boolean;
}): Promise<void> {
  const { db, jobs, months, log } = deps;
  await jobs.work(RETENTION_JOB, async () => {
    const erased = await runRetention(db, months, new Date(), deps.dataDir);
    if (erased.length > 0) log.info({ erased: erased.length }, "retention: inquiries erased");
    await scheduleRetention(jobs, nextRunAfter(new Date()));
  });
  // The first run a minute after start-up, then daily.
  if (deps.schedule) await scheduleRetention(jobs, new Date(Date.now() + 60_000));
}
