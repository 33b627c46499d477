/**
 * Telling other systems: `emitWebhookEvent(deps, type, data)` writes one delivery row per
 * subscription to `type` and queues one `webhook.deliver` job for each (delivery.ts sends
 * it, retried with backoff). A feature calls it after its own change is stored; it never
 * throws, so a webhook problem cannot fail the request that caused the event.
 */
import { randomUUID } from "node:crypto";
import { arrayContains } from "drizzle-orm";
import type { WebhookEvent, WebhookEventData, WebhookPayload } from "#common/webhook.ts";
import { WEBHOOK_LIMITS } from "#common/webhook.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";

export const WEBHOOK_DELIVER_JOB = "webhook.deliver";

export interface DeliverJob {
  deliveryId: string;
}

export interface EmitDeps {
  db: Db;
  jobs: JobQueue;
  log?: { error(obj: unknown, msg?: string): void };
}

/** A fresh event id, as Standard Webhooks names them. */
export const newEventId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/**
 * Queues the event for every subscription to it. Resolves to the number of deliveries
 * queued (0 when nobody subscribed, or when queuing failed: that is logged, not thrown).
 */
export async function emitWebhookEvent(
  deps: EmitDeps,
  type: WebhookEvent,
  data: WebhookEventData,
): Promise<number> {
  try {
    const subscribers = await deps.db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(arrayContains(webhooks.events, [type]));
    if (subscribers.length === 0) return 0;
    const clean = Object.fromEntries(
      Object.entries(data).filter(([, value]) => value !== undefined),
    ) as WebhookEventData;
    const payload: WebhookPayload = {
      id: newEventId(),
      type,
      at: new Date().toISOString(),
      data: clean,
    };
    const rows = await deps.db
      .insert(webhookDeliveries)
      .values(subscribers.map((s) => ({ webhookId: s.id, eventId: payload.id, type, payload })))
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) {
      await deps.jobs.send<DeliverJob>(
        WEBHOOK_DELIVER_JOB,
        { deliveryId: row.id },
        { retryLimit: WEBHOOK_LIMITS.retries },
      );
    }
    return rows.length;
  } catch (error) {
    deps.log?.error({ err: error, type }, "webhook event could not be queued");
    return 0;
  }
}
