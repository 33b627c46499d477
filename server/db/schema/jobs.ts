/**
 * The background job queue's table (server/jobs/queue.ts). One row per job; workers claim
 * rows with FOR UPDATE SKIP LOCKED, so a job is taken once however many replicas poll.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { JOB_STATES } from "#common/jobs.ts";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    data: jsonb("data").notNull(),
    state: text("state").notNull().default("queued"),
    /** Attempts started so far; the handler sees this number (1 on the first run). */
    attempt: integer("attempt").notNull().default(0),
    /** Retries after the first attempt: attempt may reach retry_limit + 1. */
    retryLimit: integer("retry_limit").notNull().default(3),
    startAfter: timestamp("start_after", { withTimezone: true }).notNull().defaultNow(),
    /** While active: when a worker that died mid-job lets another replica take it again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** At most one queued or active job per name and key (see the partial unique index). */
    singletonKey: text("singleton_key"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_fetch_idx").on(t.name, t.state, t.startAfter),
    uniqueIndex("jobs_singleton_unique")
      .on(t.name, t.singletonKey)
      .where(sql`singleton_key IS NOT NULL AND state IN ('queued', 'active')`),
    check("jobs_state_valid", sql.raw(`state IN (${JOB_STATES.map((v) => `'${v}'`).join(", ")})`)),
    check("jobs_retry_limit_range", sql`${t.retryLimit} >= 0 AND ${t.retryLimit} <= 50`),
  ],
);
