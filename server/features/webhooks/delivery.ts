/**
 * The `webhook.deliver` job: one POST of one event to one subscription (emit.ts queues it).
 * A `json` delivery is the `{ id, type, at, data }` signed as Standard Webhooks do; a `slack`
 * delivery is Slack's incoming-webhook `{ text }`. A 2xx answer delivers it; anything else
 * (another status, a redirect, a time-out, a refused connection) is written to the log and
 * the job throws, so the queue retries it with doubling waits until WEBHOOK_LIMITS.retries
 * are spent; then the delivery is `failed`. An address the URL rule refuses (url-guard.ts)
 * fails it at once: retrying would not make it safe.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { eq } from "drizzle-orm";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_LIMITS,
  type WebhookFormat,
  type WebhookPayload,
} from "#common/webhook.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type DeliverJob, WEBHOOK_DELIVER_JOB } from "./emit.ts";
import { checkWebhookUrl, guardedLookup, UnsafeWebhookUrl } from "./url-guard.ts";

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by the secret after `whsec_`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const digest = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** Slack's text for an event: what happened, then the ids it is about. */
export function slackText(payload: WebhookPayload): string {
  const ids = Object.entries(payload.data)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
  return `${WEBHOOK_EVENT_LABELS[payload.type]} (${payload.type})${ids ? `\n${ids}` : ""}`;
}

export function deliveryBody(format: WebhookFormat, payload: WebhookPayload): string {
  return JSON.stringify(format === "slack" ? { text: slackText(payload) } : payload);
}

interface PostResult {
  status: number;
}

function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  allowLoopback: boolean,
): Promise<PostResult> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowLoopback),
        timeout: WEBHOOK_LIMITS.timeoutSeconds * 1000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`no answer within ${WEBHOOK_LIMITS.timeoutSeconds} s`)),
    );
    request.on("error", reject);
    request.end(body);
  });
}

export interface DeliveryDeps {
  db: Db;
  jobs: JobQueue;
  allowHttp: boolean;
}

/** Registers the worker (once per process, at start-up). */
export function startWebhookWorker(deps: DeliveryDeps): Promise<void> {
  const { db, allowHttp } = deps;
  return deps.jobs.work<DeliverJob>(
    WEBHOOK_DELIVER_JOB,
    async ({ deliveryId }, job) => {
      const [row] = await db
        .select({
          status: webhookDeliveries.status,
          payload: webhookDeliveries.payload,
          url: webhooks.url,
          format: webhooks.format,
          secret: webhooks.secret,
        })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, deliveryId));
      // The webhook was deleted (its deliveries with it), or a rerun after success.
      if (row?.status !== "pending") return;

      const payload = row.payload as WebhookPayload;
      const body = deliveryBody(row.format as WebhookFormat, payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const record = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
        db
          .update(webhookDeliveries)
          .set({ attempts: job.attempt, updatedAt: new Date(), ...values })
          .where(eq(webhookDeliveries.id, deliveryId));

      let failure: string;
      try {
        const url = new URL(row.url);
        await checkWebhookUrl(row.url, allowHttp);
        const result = await post(
          url,
          body,
          {
            "content-type": "application/json",
            "user-agent": "talent-site-webhooks/1",
            "webhook-id": payload.id,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": signWebhook(row.secret, payload.id, timestamp, body),
          },
          allowHttp,
        );
        if (result.status >= 200 && result.status < 300) {
          await record({ status: "delivered", error: null });
          return;
        }
        failure = `HTTP ${result.status}`;
      } catch (error) {
        if (error instanceof UnsafeWebhookUrl) {
          await record({ status: "failed", error: error.message });
          return;
        }
        failure = error instanceof Error ? error.message : String(error);
      }
      const last = job.attempt > WEBHOOK_LIMITS.retries;
      await record({ status: last ? "failed" : "pending", error: failure });
      if (!last) throw new Error(`webhook delivery failed: ${failure}`);
    },
    { concurrency: 4 },
  );
}
