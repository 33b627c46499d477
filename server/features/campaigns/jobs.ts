/**
 * The campaign jobs on the shared queue (`app.jobs`):
 * - `campaign.start` starts a scheduled campaign at its time;
 * - `campaign.send` runs one sender for a sending campaign; several run side by side, on
 *   any replica, because recipients are claimed one by one (sender-worker.ts).
 * At start-up every campaign still 'sending' gets senders again: the job a killed process
 * held stays locked by the queue for a while, and the recipients need not wait for it.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { campaigns } from "../../db/schema.ts";
import { runCampaignSender } from "./sender-worker.ts";
import { type CampaignJobs, startCampaign } from "./sending.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

const START = "campaign.start";
const SEND = "campaign.send";
/**
 * Sender jobs per campaign, and how many one process runs at once: more jobs than one
 * process takes, so a second replica shares the work. With pacing on, the send slot in the
 * database spaces them out anyway.
 */
export const SENDER_JOBS = 4;
export const SENDERS_PER_PROCESS = 2;

interface CampaignJob {
  campaignId: string;
}

export async function registerCampaignJobs(
  app: FastifyInstance,
  opts: { db: Db; config: Config; tokens: () => Promise<UnsubscribeTokens> },
): Promise<CampaignJobs> {
  const { db } = opts;
  let stopped = false;
  // Before the queue drains on close: senders stop claiming and their jobs end.
  app.addHook("preClose", async () => {
    stopped = true;
  });

  const jobs: CampaignJobs = {
    async enqueueSend(campaignId, startAfter) {
      for (let i = 0; i < SENDER_JOBS; i++) {
        // A resumption (after a backoff or a lease) is asked for by every sender that ran
        // out of work, all with the same time: the key keeps it to SENDER_JOBS jobs, where
        // one each would multiply the jobs by SENDER_JOBS on every round of retries.
        const options = startAfter
          ? { startAfter, singletonKey: `${campaignId}@${startAfter.toISOString()}#${i}` }
          : {};
        await app.jobs.send<CampaignJob>(SEND, { campaignId }, options);
      }
    },
    async enqueueStart(campaignId, startAfter) {
      await app.jobs.send<CampaignJob>(START, { campaignId }, { startAfter });
    },
  };

  await app.jobs.work<CampaignJob>(
    SEND,
    (data) => runCampaignSender({ ...opts, jobs, stopped: () => stopped }, data.campaignId),
    { concurrency: SENDERS_PER_PROCESS },
  );
  await app.jobs.work<CampaignJob>(START, async ({ campaignId }) => {
    const result = await startCampaign(db, campaignId, { requireDue: true });
    if (result === "started") await jobs.enqueueSend(campaignId);
    if (result === "empty") {
      await db
        .update(campaigns)
        .set({ status: "sent", startedAt: new Date(), finishedAt: new Date() })
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "scheduled")));
    }
  });

  app.addHook("onReady", async () => {
    const sending = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.status, "sending"));
    for (const { id } of sending) await jobs.enqueueSend(id);
  });
  return jobs;
}
