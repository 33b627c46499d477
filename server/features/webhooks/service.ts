/** Webhook subscriptions and their delivery log. */
import { randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import {
  type CreatedWebhook,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookFormat,
} from "#common/webhook.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { checkWebhookUrl, UnsafeWebhookUrl } from "./url-guard.ts";

const columns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  format: webhooks.format,
  createdAt: webhooks.createdAt,
};

function toWebhook(row: {
  id: string;
  url: string;
  events: string[];
  format: string;
  createdAt: Date;
}): Webhook {
  return {
    ...row,
    events: row.events as WebhookEvent[],
    format: row.format as WebhookFormat,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  const rows = await db.select(columns).from(webhooks).orderBy(desc(webhooks.createdAt));
  return rows.map(toWebhook);
}

export async function createWebhook(
  db: Db,
  input: { url: string; events: WebhookEvent[]; format: WebhookFormat },
  options: { allowHttp: boolean; createdBy: string | null },
): Promise<CreatedWebhook> {
  try {
    await checkWebhookUrl(input.url, options.allowHttp);
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) {
      throw badRequest(error.message, { url: error.message });
    }
    throw error;
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(webhooks);
  if (total >= WEBHOOK_LIMITS.maxWebhooks) throw badRequest(WEBHOOK_MESSAGES.tooMany);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ ...input, secret, createdBy: options.createdBy })
    .returning(columns);
  return { ...toWebhook(row!), secret };
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function deleteWebhook(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(WEBHOOK_MESSAGES.notFound);
  const gone = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
  if (gone.length === 0) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** The newest deliveries of one webhook first. */
export async function listDeliveries(db: Db, id: string): Promise<WebhookDelivery[]> {
  if (!isUuid(id)) throw notFound(WEBHOOK_MESSAGES.notFound);
  const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  if (!hook) throw notFound(WEBHOOK_MESSAGES.notFound);
  const rows = await db
    .select({
      at: webhookDeliveries.createdAt,
      type: webhookDeliveries.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      error: webhookDeliveries.error,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.deliveriesShown);
  return rows.map((r) => ({
    ...r,
    at: r.at.toISOString(),
    type: r.type as WebhookEvent,
    status: r.status as WebhookDeliveryStatus,
  }));
}
