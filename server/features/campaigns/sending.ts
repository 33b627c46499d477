/**
 * Starting, scheduling and cancelling a campaign, and the test send. Starting freezes the
 * audience into `campaign_recipients` in the same transaction that flips the status to
 * 'sending', then hands the work to the job queue (sender-worker.ts does the sending).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  CAMPAIGN_MESSAGES,
  type CampaignStatus,
  EDITABLE_CAMPAIGN_STATUSES,
  SAMPLE_MERGE_VALUES,
} from "#common/campaign.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { campaigns } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/http-error.ts";
import { configuredOrigin } from "../../lib/site-origin.ts";
import { freezeAudience } from "./audience.ts";
import { compileTemplate, renderMessage } from "./render.ts";
import { findCampaign } from "./service.ts";
import { queryRows } from "./sql-rows.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

/** What sending needs from the job queue (wired to `app.jobs` in routes.ts). */
export interface CampaignJobs {
  /** Run the senders of a campaign now, or after `startAfter`. */
  enqueueSend(campaignId: string, startAfter?: Date): Promise<void>;
  /** Start a scheduled campaign at its time. */
  enqueueStart(campaignId: string, startAfter: Date): Promise<void>;
}

export interface Mail {
  configured: boolean;
  send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

export interface SendingDeps {
  db: Db;
  config: Config;
  jobs: CampaignJobs;
  mailer: Mail;
  tokens: () => Promise<UnsubscribeTokens>;
}

/** The footer link (a page with a confirm button) and the RFC 8058 one-click headers. */
export function unsubscribeParts(config: Config, token: string) {
  const origin = configuredOrigin(config);
  return {
    pageUrl: `${origin}/unsubscribe/${token}`,
    headers: {
      "List-Unsubscribe": `<${origin}/api/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

function requireMail(mailer: Mail) {
  if (!mailer.configured) throw conflict(CAMPAIGN_MESSAGES.smtpNotConfigured);
}

export async function sendTest(deps: SendingDeps, id: string, email: string) {
  const campaign = await findCampaign(deps.db, id);
  requireMail(deps.mailer);
  const address = email.toLowerCase();
  const token = (await deps.tokens()).sign({ campaignId: campaign.id, email: address });
  const { pageUrl, headers } = unsubscribeParts(deps.config, token);
  const message = renderMessage(
    await compileTemplate(campaign.subject, campaign.body),
    { ...SAMPLE_MERGE_VALUES, email: address },
    pageUrl,
  );
  await deps.mailer.send({ to: address, ...message, headers });
}

/** Send now, or (with `scheduledAt`) schedule; a scheduled campaign may be moved or started. */
export async function sendCampaign(deps: SendingDeps, id: string, scheduledAt?: string) {
  const campaign = await findCampaign(deps.db, id);
  requireMail(deps.mailer);
  if (!EDITABLE_CAMPAIGN_STATUSES.includes(campaign.status as CampaignStatus)) {
    throw conflict(CAMPAIGN_MESSAGES.notSendable);
  }
  if (scheduledAt) {
    const at = new Date(scheduledAt);
    if (at.getTime() <= Date.now()) {
      throw badRequest("Validation failed", { scheduledAt: CAMPAIGN_MESSAGES.scheduledInPast });
    }
    const [row] = await deps.db
      .update(campaigns)
      .set({ status: "scheduled", scheduledAt: at })
      .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...EDITABLE_CAMPAIGN_STATUSES])))
      .returning();
    if (!row) throw conflict(CAMPAIGN_MESSAGES.notSendable);
    await deps.jobs.enqueueStart(id, at);
    return;
  }
  const started = await startCampaign(deps.db, id, { requireDue: false });
  if (started === "empty") throw conflict(CAMPAIGN_MESSAGES.noRecipients);
  if (started !== "started") throw conflict(CAMPAIGN_MESSAGES.notSendable);
  await deps.jobs.enqueueSend(id);
}

type StartResult = "started" | "empty" | "not-startable";

/**
 * Freezes the audience and flips the status, under a row lock so a concurrent edit, cancel
 * or second start waits and then sees 'sending'. A scheduled start (`requireDue`) only
 * proceeds when the campaign is still scheduled for now or earlier: a moved schedule has
 * its own job.
 */
export async function startCampaign(
  db: Db,
  id: string,
  options: { requireDue: boolean },
): Promise<StartResult> {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ status: string; due: boolean }>(
      tx as unknown as Db,
      sql`SELECT status, (scheduled_at IS NOT NULL AND scheduled_at <= now()) AS due
          FROM campaigns WHERE id = ${id} FOR UPDATE`,
    );
    const current = locked[0];
    if (!current) return "not-startable";
    if (
      options.requireDue
        ? current.status !== "scheduled" || !current.due
        : !EDITABLE_CAMPAIGN_STATUSES.includes(current.status as CampaignStatus)
    ) {
      return "not-startable";
    }
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
    const frozen = await freezeAudience(tx as unknown as Db, id, campaign!.audience);
    if (frozen === 0) return "empty";
    await tx
      .update(campaigns)
      .set({ status: "sending", startedAt: new Date() })
      .where(eq(campaigns.id, id));
    return "started";
  });
}

/** Stops a scheduled or sending campaign: recipients not yet sent stay unsent. */
export async function cancelCampaign(db: Db, id: string) {
  await findCampaign(db, id);
  const [row] = await db
    .update(campaigns)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["scheduled", "sending"])))
    .returning();
  if (!row) throw conflict(CAMPAIGN_MESSAGES.notCancellable);
  return row;
}
