/**
 * E-mail campaigns: the campaign, one row per recipient (its claim and outcome,
 * which make sending exactly-once across crashes and replicas) and the unsubscribed addresses.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CAMPAIGN_STATUSES, type CampaignAudience, RECIPIENT_STATUSES } from "#common/campaign.ts";
import { inList } from "./columns.ts";
import { users } from "./users.ts";

export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: jsonb("audience").$type<CampaignAudience>().notNull(),
    status: text("status").notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt.desc()),
    check("campaigns_status_valid", inList("status", CAMPAIGN_STATUSES)),
  ],
);

/**
 * Written when the campaign starts sending: the audience frozen, one row per address.
 * A worker claims a row by setting `claimToken` and `claimedUntil` (a lease); it records
 * `sent` only while it still holds the claim, and only then ends the SMTP message.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    company: text("company").notNull().default(""),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("campaign_recipients_address_unique").on(t.campaignId, t.email),
    index("campaign_recipients_pending_idx")
      .on(t.campaignId, t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    check("campaign_recipients_status_valid", inList("status", RECIPIENT_STATUSES)),
    check("campaign_recipients_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/** Addresses that asked for no more campaigns; stored lower-cased. */
export const campaignUnsubscribes = pgTable(
  "campaign_unsubscribes",
  {
    email: text("email").primaryKey(),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("campaign_unsubscribes_email_lower", sql`${t.email} = lower(${t.email})`)],
);
