/**
 * Webhooks: subscriptions of other systems to events, and one
 * delivery row per event and subscription (the log the admin reads). A delivery is sent by
 * the `webhook.deliver` job (server/features/webhooks/delivery.ts), retried with backoff.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "#common/webhook.ts";
import { inList, stamp } from "./columns.ts";
import { users } from "./users.ts";

export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    format: text("format").notNull().default("json"),
    /** `whsec_<base64>`: signs json deliveries (Standard Webhooks); shown once at creation. */
    secret: text("secret").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stamp("created_at"),
  },
  (t) => [
    index("webhooks_events_idx").using("gin", t.events),
    check("webhooks_format_valid", inList("format", WEBHOOK_FORMATS)),
    check(
      "webhooks_events_valid",
      sql.raw(
        `cardinality(events) > 0 AND events <@ ARRAY[${WEBHOOK_EVENTS.map((e) => `'${e}'`).join(", ")}]::text[]`,
      ),
    ),
  ],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The event's id (`msg_…`): the body's `id` and the `webhook-id` header, on every retry. */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** The `{ id, type, at, data }` sent (a slack delivery turns it into `{ text }`). */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure (an HTTP status or a network error); null once delivered. */
    error: text("error"),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt.desc()),
    check("webhook_deliveries_type_valid", inList("type", WEBHOOK_EVENTS)),
    check("webhook_deliveries_status_valid", inList("status", WEBHOOK_DELIVERY_STATUSES)),
  ],
);
