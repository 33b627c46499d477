/**
 * A company's roll-up: what its people did on all of its links, read from the tables the
 * customer workspace writes (link_visits and link_profile_views, link_verdicts,
 * interview_requests) and summed in SQL that PGlite and PostgreSQL run alike.
 *
 * Who a viewer is:
 * - A verified viewer is their e-mail address, lower-case, the same person on every link of
 *   the company (a visit's `viewer_email`, a verdict's `viewer_key`, a request's
 *   `viewer_email`).
 * - Everyone else is one row, `anonymous` (ANONYMOUS_VIEWER): an anonymous browser's visitor
 *   cookie tells browsers apart, not people, and verdicts already count a link's anonymous
 *   viewers as one voice. The row appears only when anonymous viewers did something.
 * - `profilesViewed` counts different developers whose profiles the viewer opened, over all
 *   the company's links: opening one profile on two visits is one profile.
 *
 * The links' rows count as each link's own summary does (`viewers`: every visitor cookie or
 * address apart), so the figures match the links tab.
 */
import { type SQL, sql } from "drizzle-orm";
import { ANONYMOUS_VIEWER, type CompanyActivity } from "#common/company.ts";
import type { EngagementStatus } from "#common/engagement-values.ts";
import type { JobOrderStatus } from "#common/job-order-values.ts";
import type { Db } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";

type Row = Record<string, unknown>;

/** Both drivers answer `{ rows }`; counts arrive as numbers or strings, times as Dates or strings. */
async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

function viewersQuery(id: string): SQL {
  const anonymous = sql`${ANONYMOUS_VIEWER}::text`;
  return sql`
    WITH company_links AS (
      SELECT id FROM shareable_links WHERE company_id = ${id}
    ), visits AS (
      SELECT coalesce(lower(v.viewer_email), ${anonymous}) AS email,
             count(*)::int AS visits, max(v.at) AS last_visit_at
      FROM link_visits v JOIN company_links l ON l.id = v.link_id
      GROUP BY 1
    ), profiles AS (
      SELECT coalesce(lower(v.viewer_email), ${anonymous}) AS email,
             count(DISTINCT p.candidate_id)::int AS profiles_viewed
      FROM link_profile_views p
      JOIN link_visits v ON v.id = p.visit_id
      JOIN company_links l ON l.id = v.link_id
      GROUP BY 1
    ), verdicts AS (
      SELECT coalesce(nullif(lower(d.viewer_key), ''), ${anonymous}) AS email,
             count(*)::int AS verdicts
      FROM link_verdicts d JOIN company_links l ON l.id = d.link_id
      GROUP BY 1
    ), requests AS (
      SELECT coalesce(lower(r.viewer_email), ${anonymous}) AS email,
             count(*)::int AS interview_requests
      FROM interview_requests r JOIN company_links l ON l.id = r.link_id
      GROUP BY 1
    ), viewers AS (
      SELECT email FROM visits UNION SELECT email FROM verdicts UNION SELECT email FROM requests
    )
    SELECT w.email,
           coalesce(visits.visits, 0) AS visits,
           visits.last_visit_at,
           coalesce(profiles.profiles_viewed, 0) AS profiles_viewed,
           coalesce(verdicts.verdicts, 0) AS verdicts,
           coalesce(requests.interview_requests, 0) AS interview_requests
    FROM viewers w
    LEFT JOIN visits ON visits.email = w.email
    LEFT JOIN profiles ON profiles.email = w.email
    LEFT JOIN verdicts ON verdicts.email = w.email
    LEFT JOIN requests ON requests.email = w.email
    ORDER BY visits.last_visit_at DESC NULLS LAST, w.email`;
}

function linksQuery(id: string): SQL {
  return sql`
    SELECT l.id,
           coalesce(v.visits, 0) AS visits,
           coalesce(v.viewers, 0) AS viewers,
           coalesce(d.interested, 0) AS interested,
           coalesce(d.maybe, 0) AS maybe,
           coalesce(d.not_a_fit, 0) AS not_a_fit
    FROM shareable_links l
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS visits, count(DISTINCT viewer_key)::int AS viewers
      FROM link_visits WHERE link_id = l.id
    ) v ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE verdict = 'interested')::int AS interested,
             count(*) FILTER (WHERE verdict = 'maybe')::int AS maybe,
             count(*) FILTER (WHERE verdict = 'not-a-fit')::int AS not_a_fit
      FROM link_verdicts WHERE link_id = l.id
    ) d ON true
    WHERE l.company_id = ${id}
    ORDER BY l.created_at DESC, l.id DESC`;
}

/** The roll-up of a company known to exist (the caller answers 404 otherwise). */
export async function companyActivity(db: Db, id: string): Promise<CompanyActivity> {
  const [viewers, links, orders, hires] = await Promise.all([
    rows(db, viewersQuery(id)),
    rows(db, linksQuery(id)),
    rows(
      db,
      sql`SELECT id, title, status FROM job_orders WHERE company_id = ${id}
          ORDER BY created_at DESC, id DESC`,
    ),
    // An engagement belongs to the company of its job order.
    rows(
      db,
      sql`SELECT e.id, e.status FROM engagements e JOIN job_orders j ON j.id = e.job_order_id
          WHERE j.company_id = ${id} ORDER BY e.created_at DESC, e.id DESC`,
    ),
  ]);
  return {
    viewers: viewers.map((r) => ({
      email: String(r.email),
      visits: Number(r.visits),
      lastVisitAt: iso(r.last_visit_at),
      profilesViewed: Number(r.profiles_viewed),
      verdicts: Number(r.verdicts),
      interviewRequests: Number(r.interview_requests),
    })),
    links: links.map((r) => ({
      id: String(r.id),
      visits: Number(r.visits),
      viewers: Number(r.viewers),
      interested: Number(r.interested),
      maybe: Number(r.maybe),
      notAFit: Number(r.not_a_fit),
    })),
    jobOrders: orders.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      status: r.status as JobOrderStatus,
    })),
    engagements: hires.map((r) => ({ id: String(r.id), status: r.status as EngagementStatus })),
  };
}

const CSV_COLUMNS = [
  "email",
  "visits",
  "lastVisitAt",
  "profilesViewed",
  "verdicts",
  "interviewRequests",
] as const;

/** The viewers' roll-up as a spreadsheet: one line per viewer, the API's field names as heads. */
export function viewersCsv(viewers: CompanyActivity["viewers"]): string {
  return [CSV_COLUMNS, ...viewers.map((v) => CSV_COLUMNS.map((c) => v[c]))]
    .map((values) => csvLine(values))
    .join("");
}
