/**
 * Who a campaign goes to: the inquiries matching its filter, or the customers of the
 * shareable links that still work (active, not expired); one recipient per address
 * (compared lower-cased, the latest entry's names win), and addresses that unsubscribed
 * are left out and counted. Counting and freezing run in the database (no list in memory),
 * so a large audience costs the server no memory.
 */
import { type SQL, sql } from "drizzle-orm";
import type { CampaignAudience } from "#common/campaign.ts";
import type { Db } from "../../db/client.ts";
import { queryRows } from "./sql-rows.ts";

export interface AudienceMember {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
}

export interface ResolvedAudience {
  recipients: AudienceMember[];
  /** Addresses in the audience that asked for no more campaigns. */
  unsubscribed: number;
}

/** A date alone means from the start of that day (UTC). */
export function sinceInstant(since: string | null | undefined): Date | null {
  if (!since) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00Z` : since);
}

function candidatesQuery(audience: CampaignAudience): SQL {
  if (audience.source === "link-customers") {
    // A link names its customer once, often a company: it fills both name fields. A link
    // that was deactivated or has expired is a relationship that ended (or paused): its
    // customer gets no campaign through it (the customer view denies it too).
    return sql`SELECT lower(customer_email) AS email, customer_name AS first_name,
      '' AS last_name, customer_name AS company, created_at FROM shareable_links
      WHERE is_active AND (expires_at IS NULL OR expires_at > now())`;
  }
  const conditions: SQL[] = [sql`true`];
  if (audience.hiringNeeds?.length) {
    conditions.push(
      sql`hiring_needs IN (${sql.join(
        audience.hiringNeeds.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  }
  const since = sinceInstant(audience.since);
  if (since) conditions.push(sql`created_at >= ${since.toISOString()}::timestamptz`);
  return sql`SELECT lower(email) AS email, first_name, last_name, company, created_at
    FROM contact_inquiries WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** One row per address: its names and whether it unsubscribed. */
function membersQuery(audience: CampaignAudience): SQL {
  return sql`
    WITH entries AS (${candidatesQuery(audience)}),
    latest AS (
      SELECT DISTINCT ON (email) email, first_name, last_name, company
      FROM entries ORDER BY email, created_at DESC
    )
    SELECT latest.*, (u.email IS NOT NULL) AS unsubscribed
    FROM latest LEFT JOIN campaign_unsubscribes u ON u.email = latest.email`;
}

/** The recipients as resolved now (the contract's list before sending). */
export async function resolveAudience(
  db: Db,
  audience: CampaignAudience,
): Promise<ResolvedAudience> {
  const rows = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    company: string;
    unsubscribed: boolean;
  }>(db, sql`SELECT * FROM (${membersQuery(audience)}) AS members ORDER BY email`);
  const recipients: AudienceMember[] = [];
  let unsubscribed = 0;
  for (const row of rows) {
    if (row.unsubscribed) {
      unsubscribed++;
      continue;
    }
    recipients.push({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company,
    });
  }
  return { recipients, unsubscribed };
}

/** The figures of an audience before sending, counted by the database. */
export async function countAudience(
  db: Db,
  audience: CampaignAudience,
): Promise<{ total: number; unsubscribed: number }> {
  const [row] = await queryRows<{ total: number; unsubscribed: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE NOT unsubscribed))::int AS total,
          (count(*) FILTER (WHERE unsubscribed))::int AS unsubscribed
        FROM (${membersQuery(audience)}) AS members`,
  );
  return { total: Number(row?.total ?? 0), unsubscribed: Number(row?.unsubscribed ?? 0) };
}

/**
 * Freezes the audience into `campaign_recipients` in one INSERT … SELECT (the rows never
 * pass through this process); resolves to the number of recipients inserted.
 */
export async function freezeAudience(
  db: Db,
  campaignId: string,
  audience: CampaignAudience,
): Promise<number> {
  const [row] = await queryRows<{ inserted: number }>(
    db,
    sql`
    WITH inserted AS (
      INSERT INTO campaign_recipients (campaign_id, email, first_name, last_name, company)
      SELECT ${campaignId}::uuid, email, first_name, last_name, company
      FROM (${membersQuery(audience)}) AS members WHERE NOT unsubscribed
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS inserted FROM inserted`,
  );
  return Number(row?.inserted ?? 0);
}
