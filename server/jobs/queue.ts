/**
 * One PostgreSQL-backed job queue on both engines (the `jobs` table, server/db/schema/jobs.ts).
 *
 * - send(): inserts a row; it survives a restart, and any replica's worker may take it.
 * - work(): polls for due rows of that name and claims them with one UPDATE over a
 *   `SELECT … FOR UPDATE SKIP LOCKED`, so a job is taken once however many replicas poll.
 *   On PGlite everything runs in the one process.
 * - A handler that throws is retried with exponential backoff until `retryLimit` retries
 *   are spent, then the job is `failed` (kept for the admin and metrics). A worker that
 *   dies mid-job leaves the row `active` with a lock deadline; once it passes, the job is
 *   taken again as a new attempt.
 * - stop(): stops polling and waits for running handlers (workers drain).
 * - work(…, { redact }): a job's data is replaced by `redact(data)` once it is done
 *   (completed or failed for good), so a secret it carried (a one-time code in an e-mail)
 *   does not stay in the table; while it may still be retried, the data is kept.
 *
 * Protocol: server/jobs/README.md; why not pg-boss: docs/decisions/041-job-queue-and-mailer.md.
 */
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema.ts";

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** While a job with this key (and name) is queued or active, send() returns null. */
  singletonKey?: string;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
}

export interface JobInfo {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface WorkOptions<T> {
  /** Jobs of this name one process runs at once (default 1). */
  concurrency?: number;
  /** What of the data stays in the row once the job is done (default: all of it). */
  redact?: (data: T) => object;
}

export interface JobQueue {
  /** Queues a job; resolves to its id, or null when a singleton with that key is pending. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for every job of `name`, at most `concurrency` (default 1) at a time. */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions<T>): Promise<void>;
  stats(): Promise<Array<{ name: string; queued: number; active: number; failed: number }>>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  db: Db;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** How often each worker looks for due jobs (default 2 s); send() also wakes local workers. */
  pollIntervalMs?: number;
  /** First retry delay; each later retry doubles it (default 10 s, capped at 1 h). */
  retryDelayMs?: number;
  /** How long a claimed job stays with its worker before another may take it (default 15 min). */
  lockSeconds?: number;
  /** Completed jobs are deleted after this long (default 1 day). */
  keepCompletedMs?: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const DEFAULT_RETRY_LIMIT = 3;

interface Worker {
  name: string;
  handler: JobHandler<unknown>;
  redact: ((data: unknown) => object) | undefined;
  concurrency: number;
  running: number;
  timer: NodeJS.Timeout | null;
  polling: boolean;
  /** A wake-up arrived while polling: poll again right after. */
  again: boolean;
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const { db, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const retryDelayMs = options.retryDelayMs ?? 10_000;
  const lockSeconds = options.lockSeconds ?? 15 * 60;
  const keepCompletedMs = options.keepCompletedMs ?? 24 * 60 * 60 * 1000;
  const workers = new Map<string, Worker>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let lastCleanup = 0;

  function schedule(worker: Worker, delay: number) {
    if (stopped) return;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = setTimeout(() => void poll(worker), delay);
    worker.timer.unref();
  }

  async function poll(worker: Worker): Promise<void> {
    if (stopped) return;
    if (worker.polling) {
      worker.again = true;
      return;
    }
    worker.polling = true;
    try {
      // Before the claims, never after: a send() arriving while a poll awaits anything only
      // sets `again`, and only the loop below reads it. A clean-up after the loop let such a
      // wake-up pass unread, and the job waited for the next timer (pollIntervalMs).
      await cleanup();
      do {
        worker.again = false;
        const free = worker.concurrency - worker.running;
        if (free <= 0) break;
        const claimed = await claim(worker.name, free);
        for (const job of claimed) run(worker, job);
        if (claimed.length === free) worker.again = true;
      } while (worker.again && !stopped);
    } catch (error) {
      if (!stopped) log.error({ err: error, queue: worker.name }, "job queue poll failed");
    } finally {
      worker.polling = false;
      schedule(worker, pollIntervalMs);
    }
  }

  /** One statement: the due rows nobody holds become this worker's, attempt counted. */
  async function claim(name: string, limit: number) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, name),
          or(
            and(eq(jobs.state, "queued"), lte(jobs.startAfter, sql`now()`)),
            and(eq(jobs.state, "active"), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.startAfter)
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: "active",
        attempt: sql`${jobs.attempt} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        data: jobs.data,
        attempt: jobs.attempt,
        retryLimit: jobs.retryLimit,
      });
  }

  function run(
    worker: Worker,
    job: { id: string; data: unknown; attempt: number; retryLimit: number },
  ) {
    worker.running++;
    const done = () => worker.redact?.(job.data);
    const task = (async () => {
      // A job retaken after a crash may already have used up its attempts.
      if (job.attempt > job.retryLimit + 1) {
        await finish(job.id, "failed", "gave up: the worker running it stopped", done());
        return;
      }
      try {
        await worker.handler(job.data, { id: job.id, attempt: job.attempt });
        await finish(job.id, "completed", null, done());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (job.attempt <= job.retryLimit) {
          const delay = Math.min(retryDelayMs * 2 ** (job.attempt - 1), MAX_RETRY_DELAY_MS);
          log.info(
            { err: error, jobId: job.id, queue: worker.name, delay },
            "job failed, retrying",
          );
          await db
            .update(jobs)
            .set({
              state: "queued",
              lockedUntil: null,
              lastError: message,
              startAfter: sql`now() + make_interval(secs => ${delay / 1000})`,
            })
            .where(eq(jobs.id, job.id));
          schedule(worker, delay);
        } else {
          log.error({ err: error, jobId: job.id, queue: worker.name }, "job failed for good");
          await finish(job.id, "failed", message, done());
        }
      }
    })()
      .catch((error) => log.error({ err: error, jobId: job.id }, "job bookkeeping failed"))
      .finally(() => {
        worker.running--;
        inFlight.delete(task);
        // A slot is free: look for the next job now rather than at the next tick.
        if (!stopped) void poll(worker);
      });
    inFlight.add(task);
  }

  async function finish(
    id: string,
    state: "completed" | "failed",
    error: string | null,
    data: object | undefined,
  ) {
    await db
      .update(jobs)
      .set({
        state,
        lockedUntil: null,
        lastError: error,
        finishedAt: sql`now()`,
        ...(data === undefined ? {} : { data }),
      })
      .where(eq(jobs.id, id));
  }

  async function cleanup() {
    if (Date.now() - lastCleanup < 60 * 60 * 1000) return;
    lastCleanup = Date.now();
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.state, "completed"),
          lt(jobs.finishedAt, sql`now() - make_interval(secs => ${keepCompletedMs / 1000})`),
        ),
      );
  }

  return {
    async send(name, data, sendOptions = {}) {
      const [row] = await db
        .insert(jobs)
        .values({
          name,
          data,
          retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
          singletonKey: sendOptions.singletonKey ?? null,
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        })
        .onConflictDoNothing({
          target: [jobs.name, jobs.singletonKey],
          where: sql`singleton_key IS NOT NULL AND state IN ('queued', 'active')`,
        })
        .returning({ id: jobs.id });
      const worker = workers.get(name);
      if (row && worker) {
        const wait = sendOptions.startAfter ? sendOptions.startAfter.getTime() - Date.now() : 0;
        if (wait <= 0) void poll(worker);
        else if (wait < pollIntervalMs) schedule(worker, wait);
      }
      return row?.id ?? null;
    },

    async work(name, handler, workOptions = {}) {
      if (stopped) throw new Error("The job queue is stopped");
      if (workers.has(name)) throw new Error(`A worker for job "${name}" is already registered`);
      const worker: Worker = {
        name,
        handler: handler as JobHandler<unknown>,
        redact: workOptions.redact as ((data: unknown) => object) | undefined,
        concurrency: Math.max(1, workOptions.concurrency ?? 1),
        running: 0,
        timer: null,
        polling: false,
        again: false,
      };
      workers.set(name, worker);
      void poll(worker);
    },

    async stats() {
      const rows = await db
        .select({
          name: jobs.name,
          queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')`.mapWith(Number),
          active: sql<number>`count(*) filter (where ${jobs.state} = 'active')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')`.mapWith(Number),
        })
        .from(jobs)
        .groupBy(jobs.name)
        .orderBy(jobs.name);
      return rows;
    },

    async stop() {
      stopped = true;
      for (const worker of workers.values()) if (worker.timer) clearTimeout(worker.timer);
      // Drain: handlers already running finish (and record their outcome) before close.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // A poll may still be mid-claim; wait for it so no query outlives the database.
      while ([...workers.values()].some((w) => w.polling)) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
