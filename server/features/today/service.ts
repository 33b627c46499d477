/**
 * GET /api/admin/today: the recruiter's work for today, one query per list. Each query
 * names what its screen shows (titles and names joined in, never read one by one) and
 * counts all its rows with a window count before the list's limit cuts them.
 */
import { type SQL, sql } from "drizzle-orm";
import { TODAY_RULES, type Today } from "#common/today.ts";
import type { Db } from "../../db/client.ts";

type Row = Record<string, unknown>;
const HOUR_MS = 3_600_000;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const limit = sql.raw(String(TODAY_RULES.listLimit));

async function listOf(db: Db, query: SQL): Promise<{ rows: Row[]; total: number }> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/**
 * Open job orders not yet shortlisted, from `jobOrderDueSoonHours` after they were opened;
 * the most overdue first.
 */
function dueJobOrders(db: Db, now: Date) {
  const dueSoon = new Date(now.getTime() - TODAY_RULES.jobOrderDueSoonHours * HOUR_MS);
  return listOf(
    db,
    sql`SELECT id, title, customer_name, company, created_at, count(*) OVER () AS total
        FROM job_orders
        WHERE status = 'open' AND first_shortlist_at IS NULL
          AND created_at <= ${dueSoon.toISOString()}::timestamptz
        ORDER BY created_at ASC, id ASC LIMIT ${limit}`,
  );
}

/** Applications nobody has looked at yet, oldest first (they have waited longest). */
function newApplications(db: Db) {
  return listOf(
    db,
    sql`SELECT id, full_name, title, created_at, count(*) OVER () AS total
        FROM applications WHERE status = 'new'
        ORDER BY created_at ASC, id ASC LIMIT ${limit}`,
  );
}

/** Customers' interview requests still `new`: neither scheduled nor declined nor done. */
function interviewsToSchedule(db: Db) {
  return listOf(
    db,
    sql`SELECT r.id, r.candidate_id, c.full_name AS candidate_name, l.customer_name,
               o.id AS job_order_id, o.title AS job_order_title, r.created_at,
               count(*) OVER () AS total
        FROM interview_requests r
        JOIN candidates c ON c.id = r.candidate_id
        JOIN shareable_links l ON l.id = r.link_id
        LEFT JOIN job_orders o ON o.id = l.job_order_id
        WHERE r.status = 'new'
        ORDER BY r.created_at ASC, r.id ASC LIMIT ${limit}`,
  );
}

/**
 * Trials ending within `trialEndingDays`, or whose end passed with no decision (the trial
 * check moves those on within minutes; until then they are still the recruiter's to chase).
 */
function trialsEnding(db: Db, now: Date) {
  const horizon = new Date(now.getTime() + TODAY_RULES.trialEndingDays * 24 * HOUR_MS);
  return listOf(
    db,
    sql`SELECT e.id, c.full_name AS candidate_name, e.customer_name, o.id AS job_order_id,
               o.title AS job_order_title, e.trial_ends_at,
               e.trial_ends_at <= ${now.toISOString()}::timestamptz AS ended,
               count(*) OVER () AS total
        FROM engagements e
        JOIN candidates c ON c.id = e.candidate_id
        JOIN job_orders o ON o.id = e.job_order_id
        WHERE e.status = 'trial' AND e.decision IS NULL
          AND e.trial_ends_at <= ${horizon.toISOString()}::timestamptz
        ORDER BY e.trial_ends_at ASC, e.id ASC LIMIT ${limit}`,
  );
}

/**
 * Job orders with a replaced engagement that no hire has replaced yet (the next hire on
 * the job order records `replacement_of`, as engagements/service.ts does), one row per job
 * order with its latest replaced engagement; a closed job order owes nothing.
 */
function replacementsOwed(db: Db) {
  return listOf(
    db,
    sql`SELECT *, count(*) OVER () AS total FROM (
          SELECT DISTINCT ON (e.job_order_id)
                 e.job_order_id, o.title AS job_order_title, o.customer_name,
                 e.id AS engagement_id, c.full_name AS candidate_name,
                 coalesce(e.decided_at, e.updated_at) AS replaced_at
          FROM engagements e
          JOIN job_orders o ON o.id = e.job_order_id
          JOIN candidates c ON c.id = e.candidate_id
          WHERE e.status = 'replaced' AND o.status <> 'closed'
            AND NOT EXISTS (SELECT 1 FROM engagements r WHERE r.replacement_of = e.id)
          ORDER BY e.job_order_id, coalesce(e.decided_at, e.updated_at) DESC
        ) AS owed
        ORDER BY replaced_at ASC, job_order_id ASC LIMIT ${limit}`,
  );
}

export async function todayWork(db: Db, now = new Date()): Promise<Today> {
  const [jobs, apps, interviews, trials, owed] = await Promise.all([
    dueJobOrders(db, now),
    newApplications(db),
    interviewsToSchedule(db),
    trialsEnding(db, now),
    replacementsOwed(db),
  ]);
  const promiseMs = TODAY_RULES.jobOrderPromiseHours * HOUR_MS;
  const counts = {
    jobOrders: jobs.total,
    applications: apps.total,
    interviewRequests: interviews.total,
    trialsEnding: trials.total,
    replacementsOwed: owed.total,
  };
  return {
    counts: { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) },
    jobOrders: jobs.rows.map((r) => {
      const dueAt = new Date(Date.parse(iso(r.created_at)) + promiseMs);
      return {
        id: String(r.id),
        title: String(r.title),
        customerName: String(r.customer_name),
        company: r.company === null ? null : String(r.company),
        createdAt: iso(r.created_at),
        dueAt: dueAt.toISOString(),
        overdue: dueAt.getTime() < now.getTime(),
      };
    }),
    applications: apps.rows.map((r) => ({
      id: String(r.id),
      fullName: String(r.full_name),
      title: String(r.title),
      createdAt: iso(r.created_at),
    })),
    interviewRequests: interviews.rows.map((r) => ({
      id: String(r.id),
      candidateId: String(r.candidate_id),
      candidateName: String(r.candidate_name),
      customerName: String(r.customer_name),
      jobOrderId: r.job_order_id === null ? null : String(r.job_order_id),
      jobOrderTitle: r.job_order_title === null ? null : String(r.job_order_title),
      createdAt: iso(r.created_at),
    })),
    trialsEnding: trials.rows.map((r) => ({
      id: String(r.id),
      candidateName: String(r.candidate_name),
      customerName: String(r.customer_name),
      jobOrderId: String(r.job_order_id),
      jobOrderTitle: String(r.job_order_title),
      trialEndsAt: iso(r.trial_ends_at),
      ended: r.ended === true || r.ended === "t",
    })),
    replacementsOwed: owed.rows.map((r) => ({
      jobOrderId: String(r.job_order_id),
      jobOrderTitle: String(r.job_order_title),
      customerName: String(r.customer_name),
      engagementId: String(r.engagement_id),
      candidateName: String(r.candidate_name),
      replacedAt: iso(r.replaced_at),
    })),
  };
}
