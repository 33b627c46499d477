/**
 * A company's timeline: the newest events over its links and job orders, in one UNION of
 * the tables that record them (each branch takes only its own newest, so a busy link's
 * thousands of visits cost one index scan, not a sort of all of them).
 */
import { sql } from "drizzle-orm";
import {
  COMPANY_TIMELINE_LIMIT,
  type CompanyTimeline,
  type CompanyTimelineEvent,
} from "#common/company.ts";
import type { Db } from "../../db/client.ts";

export async function companyTimeline(db: Db, id: string): Promise<CompanyTimeline> {
  const n = COMPANY_TIMELINE_LIMIT;
  const result = (await db.execute(sql`
    SELECT * FROM (
      (SELECT v.at, 'visit' AS kind, v.viewer_email AS viewer_email, NULL::text AS subject,
              NULL::text AS verdict, v.link_id, l.job_order_id
       FROM link_visits v JOIN shareable_links l ON l.id = v.link_id
       WHERE l.company_id = ${id} ORDER BY v.at DESC LIMIT ${n})
      UNION ALL
      (SELECT d.updated_at, 'verdict', nullif(d.viewer_key, ''), c.full_name, d.verdict,
              d.link_id, l.job_order_id
       FROM link_verdicts d
       JOIN shareable_links l ON l.id = d.link_id
       JOIN candidates c ON c.id = d.candidate_id
       WHERE l.company_id = ${id} ORDER BY d.updated_at DESC LIMIT ${n})
      UNION ALL
      (SELECT r.created_at, 'interview-request', r.viewer_email, c.full_name, NULL,
              r.link_id, l.job_order_id
       FROM interview_requests r
       JOIN shareable_links l ON l.id = r.link_id
       JOIN candidates c ON c.id = r.candidate_id
       WHERE l.company_id = ${id} ORDER BY r.created_at DESC LIMIT ${n})
      UNION ALL
      (SELECT j.created_at, 'job-order', NULL, j.title, NULL, NULL, j.id
       FROM job_orders j WHERE j.company_id = ${id} ORDER BY j.created_at DESC LIMIT ${n})
      UNION ALL
      (SELECT l.created_at, 'link', NULL, l.customer_name, NULL, l.id, l.job_order_id
       FROM shareable_links l WHERE l.company_id = ${id} ORDER BY l.created_at DESC LIMIT ${n})
    ) events
    ORDER BY at DESC, kind
    LIMIT ${n}`)) as unknown as { rows: Record<string, unknown>[] };
  const text = (value: unknown) => (value == null ? null : String(value));
  return result.rows.map((row) => ({
    at: new Date(row.at as string).toISOString(),
    kind: row.kind as CompanyTimelineEvent["kind"],
    viewerEmail: text(row.viewer_email),
    subject: text(row.subject),
    verdict: text(row.verdict) as CompanyTimelineEvent["verdict"],
    linkId: text(row.link_id),
    jobOrderId: text(row.job_order_id),
  }));
}
