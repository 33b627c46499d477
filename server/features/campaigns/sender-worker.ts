/**
 * The campaign sender, run by job-queue workers on any replica. Each message:
 *   1. reserve a send slot (pacing shared by every replica through one database row);
 *   2. claim one queued recipient atomically (FOR UPDATE SKIP LOCKED), with a fresh claim
 *      token and a lease;
 *   3. stream the message over SMTP, and before its final dot record 'sent' (with a "not
 *      confirmed" note) in an UPDATE that only matches while this worker still holds the
 *      claim (smtp-sender.ts); clear the note once the server accepts the dot;
 *   4. on an SMTP refusal, give the claim back with a backoff, or mark the recipient failed
 *      with the server's reply on a 5xx or after the last attempt.
 * A worker that dies mid-message leaves a claim that expires after the lease; the message
 * never got its final dot, so the next worker sends it again safely.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { CAMPAIGN_MESSAGES } from "#common/campaign.ts";
import type { Db } from "../../db/client.ts";
import { campaignRecipients, campaigns } from "../../db/schema.ts";
import { compileTemplate, renderMessage } from "./render.ts";
import type { SendingDeps } from "./sending.ts";
import { type CampaignJobs, unsubscribeParts } from "./sending.ts";
import { CampaignSmtpSender, smtpFrom } from "./smtp-sender.ts";
import { queryRows } from "./sql-rows.ts";

export const MAX_ATTEMPTS = 5;
/**
 * The wait after the n-th failed attempt: by default (CAMPAIGN_RETRY_BASE_SECONDS=30) 30 s,
 * 2 min, 8 min, 32 min between attempts, so a mail server's bad hour is survived.
 */
export const backoffMs = (baseSeconds: number, attempts: number) =>
  Math.round(baseSeconds * 1000 * 4 ** (attempts - 1));

type RecipientRow = typeof campaignRecipients.$inferSelect;

export interface WorkerDeps extends Omit<SendingDeps, "mailer"> {
  /** Set when the app is closing: the worker stops before its next claim. */
  stopped: () => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for this sender's turn under CAMPAIGN_RATE_PER_MINUTE, counted by the database clock. */
async function waitForSlot(db: Db, ratePerMinute: number) {
  if (ratePerMinute <= 0) return;
  const interval = Math.ceil(60_000 / ratePerMinute);
  const result = await queryRows<{ wait: string }>(
    db,
    sql`
    WITH now_ms AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
    INSERT INTO app_settings (key, value)
    SELECT 'campaigns.nextSendSlot', to_jsonb(ms + ${interval}) FROM now_ms
    ON CONFLICT (key) DO UPDATE
      SET value = to_jsonb(greatest((app_settings.value)::text::bigint, (SELECT ms FROM now_ms)) + ${interval})
    RETURNING ((value)::text::bigint - ${interval} - (SELECT ms FROM now_ms))::text AS wait`,
  );
  const wait = Number(result[0]?.wait ?? 0);
  if (wait > 0) await sleep(wait);
}

async function claim(db: Db, campaignId: string, leaseSeconds: number) {
  const token = randomUUID();
  const result = await queryRows<{ id: string }>(
    db,
    sql`
    UPDATE campaign_recipients SET claim_token = ${token},
      claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id = (
      SELECT r.id FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
      WHERE r.campaign_id = ${campaignId} AND c.status = 'sending' AND r.status = 'queued'
        AND r.next_attempt_at <= now() AND (r.claimed_until IS NULL OR r.claimed_until < now())
      ORDER BY r.next_attempt_at, r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED)
    RETURNING id`,
  );
  const id = result[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(campaignRecipients).where(eq(campaignRecipients.id, id));
  return row ? { row, token } : null;
}

/**
 * 'sent', but only while the claim is ours and the campaign was not cancelled meanwhile.
 * The row carries the "not confirmed" note until the server accepts the final dot
 * (confirmSent): if this process dies in between, the message may be lost, and the admin
 * sees that on the recipient instead of a plain 'sent'.
 */
async function commitSent(db: Db, id: string, token: string): Promise<boolean> {
  const result = await queryRows<{ id: string }>(
    db,
    sql`
    UPDATE campaign_recipients r SET status = 'sent', sent_at = now(),
      error = ${CAMPAIGN_MESSAGES.sendUnconfirmed},
      claim_token = NULL, claimed_until = NULL
    FROM campaigns c
    WHERE r.id = ${id} AND r.claim_token = ${token} AND r.status = 'queued'
      AND r.claimed_until > now() AND c.id = r.campaign_id AND c.status = 'sending'
    RETURNING r.id`,
  );
  return result.length === 1;
}

/** The server accepted the message: the "not confirmed" note goes. */
async function confirmSent(db: Db, id: string) {
  await db
    .update(campaignRecipients)
    .set({ error: null })
    .where(
      and(
        eq(campaignRecipients.id, id),
        eq(campaignRecipients.error, CAMPAIGN_MESSAGES.sendUnconfirmed),
      ),
    );
}

async function release(
  db: Db,
  config: WorkerDeps["config"],
  claimed: { row: RecipientRow; token: string },
  refusal: { error: string; permanent: boolean },
) {
  const { row, token } = claimed;
  const { error, permanent } = refusal;
  const failed = permanent || row.attempts >= MAX_ATTEMPTS;
  await db
    .update(campaignRecipients)
    .set({
      status: failed ? "failed" : "queued",
      error,
      sentAt: null,
      claimToken: null,
      claimedUntil: null,
      nextAttemptAt: new Date(
        Date.now() + (failed ? 0 : backoffMs(config.CAMPAIGN_RETRY_BASE_SECONDS, row.attempts)),
      ),
    })
    .where(
      and(eq(campaignRecipients.id, row.id), sql`(claim_token = ${token} OR status = 'sent')`),
    );
}

/**
 * Nothing claimable: finish the campaign when no recipient is left queued, or come back
 * when the earliest backoff or lease ends.
 */
async function finishOrResume(db: Db, campaignId: string, jobs: CampaignJobs) {
  const result = await queryRows<{ next: string | null; status: string }>(
    db,
    sql`
    SELECT c.status, (SELECT min(greatest(r.next_attempt_at, coalesce(r.claimed_until, r.next_attempt_at)))
      FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'queued')::text AS next
    FROM campaigns c WHERE c.id = ${campaignId}`,
  );
  const state = result[0];
  if (state?.status !== "sending") return;
  if (state.next === null) {
    await db
      .update(campaigns)
      .set({ status: "sent", finishedAt: new Date() })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending")));
    return;
  }
  await jobs.enqueueSend(campaignId, new Date(new Date(state.next).getTime() + 1000));
}

export async function runCampaignSender(deps: WorkerDeps, campaignId: string): Promise<void> {
  const { db, config } = deps;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (campaign?.status !== "sending") return;
  const template = await compileTemplate(campaign.subject, campaign.body);
  const tokens = await deps.tokens();
  const from = smtpFrom(config);
  const host = new URL(`http://${config.SMTP_HOST ?? "localhost"}`).hostname;
  const smtp = new CampaignSmtpSender(config);
  try {
    while (!deps.stopped()) {
      await waitForSlot(db, config.CAMPAIGN_RATE_PER_MINUTE);
      const claimed = await claim(db, campaignId, config.CAMPAIGN_CLAIM_LEASE_SECONDS);
      if (!claimed) break;
      const { row, token } = claimed;
      const unsubscribe = unsubscribeParts(config, tokens.sign({ campaignId, email: row.email }));
      const message = renderMessage(template, row, unsubscribe.pageUrl);
      const outcome = await smtp.send(
        {
          from,
          to: row.email,
          ...message,
          headers: unsubscribe.headers,
          // The same id on every attempt: a receiver may fold a repeat into one message.
          messageId: `<${row.id}.campaign@${host}>`,
        },
        () => commitSent(db, row.id, token),
      );
      // A lost claim needs nothing: the row is another sender's, or claimable again.
      if (outcome.kind === "sent") {
        await confirmSent(db, row.id);
      } else if (outcome.kind === "not-sent") {
        await release(db, config, claimed, outcome);
      } else if (outcome.kind === "after-commit") {
        if (outcome.delivered === "no") await release(db, config, claimed, outcome);
        else
          await db
            .update(campaignRecipients)
            .set({ error: `Connection lost after the message was handed over: ${outcome.error}` })
            .where(eq(campaignRecipients.id, row.id));
      }
    }
  } finally {
    smtp.close();
  }
  if (!deps.stopped()) await finishOrResume(db, campaignId, deps.jobs);
}
