/**
 * Campaign rules: CRUD while a draft or scheduled, the figures, and the recipients list
 * (the audience as resolved now, or once sending started the frozen rows with outcomes).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignInput,
  type CampaignRecipient,
  type CampaignStats,
  type CampaignStatus,
  EDITABLE_CAMPAIGN_STATUSES,
} from "#common/campaign.ts";
import type { Db } from "../../db/client.ts";
import { campaignRecipients, campaigns, campaignUnsubscribes } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { countAudience, resolveAudience } from "./audience.ts";

export type CampaignRow = typeof campaigns.$inferSelect;

const isStarted = (status: string) =>
  !EDITABLE_CAMPAIGN_STATUSES.includes(status as CampaignStatus);

function toCampaign(row: CampaignRow, stats: CampaignStats): Campaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    audience: row.audience,
    status: row.status as CampaignStatus,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    stats,
  };
}

export async function findCampaign(db: Db, id: string): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

/** Figures of started campaigns from their rows, in one query for the whole list. */
async function sentStats(db: Db, ids: string[]): Promise<Map<string, CampaignStats>> {
  const stats = new Map<string, CampaignStats>();
  if (ids.length === 0) return stats;
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      total: sql<number>`count(*)::int`,
      queued: sql<number>`(count(*) FILTER (WHERE ${campaignRecipients.status} = 'queued'))::int`,
      sent: sql<number>`(count(*) FILTER (WHERE ${campaignRecipients.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${campaignRecipients.status} = 'failed'))::int`,
      unsubscribed: sql<number>`(count(${campaignUnsubscribes.email}))::int`,
    })
    .from(campaignRecipients)
    .leftJoin(campaignUnsubscribes, eq(campaignUnsubscribes.email, campaignRecipients.email))
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId);
  for (const { campaignId, ...s } of rows) stats.set(campaignId, s);
  return stats;
}

const emptyStats = (): CampaignStats => ({
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
});

/** Before sending, the figures describe the audience as it would be resolved now. */
async function statsFor(db: Db, rows: CampaignRow[]): Promise<CampaignStats[]> {
  const started = await sentStats(
    db,
    rows.filter((r) => isStarted(r.status)).map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      if (isStarted(row.status)) return started.get(row.id) ?? emptyStats();
      return { ...emptyStats(), ...(await countAudience(db, row.audience)) };
    }),
  );
}

export async function campaignView(db: Db, row: CampaignRow): Promise<Campaign> {
  const [stats] = await statsFor(db, [row]);
  return toCampaign(row, stats!);
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const stats = await statsFor(db, rows);
  return rows.map((row, i) => toCampaign(row, stats[i]!));
}

export async function createCampaign(db: Db, input: CampaignInput, userId: string) {
  const [row] = await db
    .insert(campaigns)
    .values({ ...input, createdBy: userId })
    .returning();
  return campaignView(db, row!);
}

/** The status is checked in the UPDATE itself, so a send racing an edit cannot both win. */
export async function updateCampaign(db: Db, id: string, input: CampaignInput) {
  await findCampaign(db, id);
  const [row] = await db
    .update(campaigns)
    .set(input)
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...EDITABLE_CAMPAIGN_STATUSES])))
    .returning();
  if (!row) throw conflict(CAMPAIGN_MESSAGES.notEditable);
  return campaignView(db, row);
}

export async function deleteCampaign(db: Db, id: string) {
  await findCampaign(db, id);
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...EDITABLE_CAMPAIGN_STATUSES])))
    .returning({ id: campaigns.id });
  if (deleted.length === 0) throw conflict(CAMPAIGN_MESSAGES.notEditable);
}

export async function listRecipients(db: Db, id: string): Promise<CampaignRecipient[]> {
  const campaign = await findCampaign(db, id);
  if (!isStarted(campaign.status)) return (await resolveAudience(db, campaign.audience)).recipients;
  const rows = await db
    .select()
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id))
    .orderBy(campaignRecipients.email);
  return rows.map((r) => ({
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    status: r.status as CampaignRecipient["status"],
    error: r.error,
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
