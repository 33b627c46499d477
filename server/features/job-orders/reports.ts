/**
 * The reports' summary (reportEndpoints.summary): how the 24-hour promise is kept,
 * and the weekly funnel from inquiry to hire. Periods are whole UTC days, `from` and `to`
 * included; weeks start on Monday (UTC).
 *
 * - `inquiries`, `jobOrders`: created in the period.
 * - `shortlistedWithin24h`: the period's job orders as the 24-hour promise judges them.
 *   `pending`: created less than 24 hours before the period's end (or before now, whichever
 *   is earlier) and not shortlisted yet: their 24 hours are not over, so they are neither
 *   kept nor missed. `of`: the others; `count`: those of them whose first candidate reached
 *   `shortlisted` within 24 hours of the job order's creation.
 * - `medianHoursToShortlist`: over the period's job orders that have a shortlist (1 decimal).
 * - `verdicts`: customer verdicts last set in the period; `interviews`: interview requests
 *   sent in it; `hires`: pipeline moves to `hired` in it.
 * - `trials`: engagements made in the period (`started`), and the customers' decisions
 *   on the trial given in it (`continued`, `replaced`).
 * - `weeks[].shortlists`: job orders first shortlisted that week.
 */
import { sql } from "drizzle-orm";
import type { EngagementDecision } from "#common/engagement-values.ts";
import { JOB_ORDER_LIMITS, type PipelineStage } from "#common/job-order.ts";
import type { ReportSummary } from "#common/job-order-report.ts";
import { resolvePeriod } from "#common/report-period.ts";
import type { Db } from "../../db/client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// The values the counts look for, held to common/'s lists by their types (sent as parameters).
const HIRED: PipelineStage = "hired";
const CONTINUED: EngagementDecision = "continue";
const REPLACED: EngagementDecision = "replace";

export interface Period {
  /** First instant of the period. */
  start: Date;
  /** First instant after it. */
  end: Date;
}

/**
 * `from`/`to` as instants; the dates left out take their defaults (the last 90 days up to
 * today). The route's schema has already held them to common/report-period.ts's bounds.
 */
export function periodOf(query: { from?: string; to?: string }, now = new Date()): Period {
  const { from, to } = resolvePeriod(query, now.toISOString().slice(0, 10));
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
  };
}

/** Mondays (YYYY-MM-DD) of every week the period touches, oldest first. */
export function weeksOf(period: Period): string[] {
  const first = new Date(period.start);
  const weekday = (first.getUTCDay() + 6) % 7; // Monday 0
  first.setUTCDate(first.getUTCDate() - weekday);
  const weeks: string[] = [];
  for (let t = first.getTime(); t < period.end.getTime(); t += 7 * DAY_MS) {
    weeks.push(new Date(t).toISOString().slice(0, 10));
  }
  return weeks;
}

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

export async function reportSummary(
  db: Db,
  period: Period,
  now = new Date(),
): Promise<ReportSummary> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const within = (column: string) =>
    sql.raw(`${column} >= '${start}'::timestamptz AND ${column} < '${end}'::timestamptz`);
  const promise = JOB_ORDER_LIMITS.shortlistPromiseHours;
  // Job orders opened after this and not shortlisted yet still have time to keep the promise.
  const cutoff = Math.min(period.end.getTime(), now.getTime());
  const stillInTime = new Date(cutoff - promise * 60 * 60 * 1000).toISOString();

  const [totals] = rowsOf(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM contact_inquiries WHERE ${within("created_at")}) AS inquiries,
        (SELECT count(*) FROM job_orders WHERE ${within("created_at")}) AS job_orders,
        (SELECT count(*) FROM job_orders WHERE ${within("created_at")}
           AND first_shortlist_at IS NULL AND created_at > ${stillInTime}::timestamptz
        ) AS pending,
        (SELECT count(*) FROM job_orders WHERE ${within("created_at")}
           AND first_shortlist_at IS NOT NULL
           AND first_shortlist_at - created_at <= make_interval(hours => ${sql.raw(String(promise))})
        ) AS within_promise,
        (SELECT percentile_cont(0.5) WITHIN GROUP (
            ORDER BY extract(epoch FROM first_shortlist_at - created_at) / 3600)
           FROM job_orders WHERE ${within("created_at")} AND first_shortlist_at IS NOT NULL
        ) AS median_hours,
        (SELECT count(*) FROM link_verdicts WHERE ${within("updated_at")} AND verdict = 'interested') AS interested,
        (SELECT count(*) FROM link_verdicts WHERE ${within("updated_at")} AND verdict = 'maybe') AS maybe,
        (SELECT count(*) FROM link_verdicts WHERE ${within("updated_at")} AND verdict = 'not-a-fit') AS not_a_fit,
        (SELECT count(*) FROM interview_requests WHERE ${within("created_at")}) AS interviews,
        (SELECT count(*) FROM pipeline_events WHERE ${within("at")} AND to_stage = ${HIRED}) AS hires,
        (SELECT count(*) FROM engagements WHERE ${within("created_at")}) AS trials_started,
        (SELECT count(*) FROM engagements WHERE ${within("decided_at")} AND decision = ${CONTINUED}) AS trials_continued,
        (SELECT count(*) FROM engagements WHERE ${within("decided_at")} AND decision = ${REPLACED}) AS trials_replaced
    `),
  );

  const week = (column: string) =>
    sql.raw(`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`);
  const weekly = rowsOf(
    await db.execute(sql`
      SELECT week, kind, count(*) AS n FROM (
        SELECT ${week("created_at")} AS week, 'inquiries' AS kind FROM contact_inquiries
          WHERE ${within("created_at")}
        UNION ALL
        SELECT ${week("created_at")}, 'jobOrders' FROM job_orders WHERE ${within("created_at")}
        UNION ALL
        SELECT ${week("first_shortlist_at")}, 'shortlists' FROM job_orders
          WHERE ${within("first_shortlist_at")}
        UNION ALL
        SELECT ${week("at")}, 'hires' FROM pipeline_events
          WHERE ${within("at")} AND to_stage = ${HIRED}
      ) AS happened
      GROUP BY week, kind
    `),
  );
  const weeks = weeksOf(period).map((w) => ({
    week: w,
    inquiries: 0,
    jobOrders: 0,
    shortlists: 0,
    hires: 0,
  }));
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  for (const row of weekly) {
    const entry = byWeek.get(String(row.week));
    const kind = String(row.kind) as "inquiries" | "jobOrders" | "shortlists" | "hires";
    if (entry) entry[kind] = num(row.n);
  }

  const median = totals?.median_hours;
  return {
    inquiries: num(totals?.inquiries),
    jobOrders: num(totals?.job_orders),
    shortlistedWithin24h: {
      count: num(totals?.within_promise),
      of: num(totals?.job_orders) - num(totals?.pending),
      pending: num(totals?.pending),
    },
    medianHoursToShortlist:
      median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
    verdicts: {
      interested: num(totals?.interested),
      maybe: num(totals?.maybe),
      notAFit: num(totals?.not_a_fit),
    },
    interviews: num(totals?.interviews),
    hires: num(totals?.hires),
    trials: {
      started: num(totals?.trials_started),
      continued: num(totals?.trials_continued),
      replaced: num(totals?.trials_replaced),
    },
    weeks,
  };
}
