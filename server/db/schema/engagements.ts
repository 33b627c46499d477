/**
 * Engagements: a hire from a job order's pipeline, its 7-day trial,
 * the customer's decision and free replacements. The trial job (server/features/engagements/
 * trial-job.ts) stamps `reminder_sent_at` in the same transaction that queues the decision
 * e-mail, so the e-mail goes out once per engagement however many replicas check.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ENGAGEMENT_DECISIONS,
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_STATUSES,
} from "#common/engagement.ts";
import { candidates } from "./candidates.ts";
import { between, inList, stamp } from "./columns.ts";
import { jobOrders } from "./job-orders.ts";
import { users } from "./users.ts";

export const engagements = pgTable(
  "engagements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** The job order's customer when the engagement was made. */
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    hoursPerWeek: integer("hours_per_week"),
    rate: integer("rate"),
    /** startDate (UTC midnight) + 7 days. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ENGAGEMENT_STATUSES }).notNull().default("trial"),
    endReason: text("end_reason"),
    /** The engagement this one is the free replacement of. */
    replacementOf: uuid("replacement_of").references((): AnyPgColumn => engagements.id, {
      onDelete: "set null",
    }),
    /** The customer's decision on the trial, its rating (1–5) and comment. */
    decision: text("decision", { enum: ENGAGEMENT_DECISIONS }),
    rating: integer("rating"),
    comment: text("comment"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** SHA-256 of the decision link's token, minted with the e-mail that carries it. */
    decisionTokenHash: text("decision_token_hash"),
    /** Set once, in the transaction that queues the decision e-mail. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** Where the e-mail's link points without PUBLIC_URL: the origin the hire came to. */
    siteOrigin: text("site_origin"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at").$onUpdate(() => new Date()),
  },
  (t) => [
    index("engagements_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("engagements_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // The trial check: trials by their end.
    index("engagements_trial_idx").on(t.trialEndsAt).where(sql`status = 'trial'`),
    index("engagements_candidate_idx").on(t.candidateId),
    index("engagements_job_order_idx").on(t.jobOrderId),
    uniqueIndex("engagements_decision_token_unique").on(t.decisionTokenHash),
    // One running engagement per job order and candidate (a second hire is a 409).
    uniqueIndex("engagements_running_unique")
      .on(t.jobOrderId, t.candidateId)
      .where(sql`status IN ('trial', 'active')`),
    check("engagements_customer_email_lower", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    check("engagements_status_valid", inList("status", ENGAGEMENT_STATUSES)),
    check("engagements_decision_valid", inList("decision", ENGAGEMENT_DECISIONS)),
    check("engagements_hours_range", between("hours_per_week", ENGAGEMENT_LIMITS.hoursPerWeek)),
    check("engagements_rate_range", between("rate", ENGAGEMENT_LIMITS.rate)),
    check("engagements_rating_range", between("rating", ENGAGEMENT_LIMITS.rating)),
    check("engagements_comment_length", sql.raw(`length(comment) <= ${ENGAGEMENT_LIMITS.comment}`)),
    check(
      "engagements_end_reason_length",
      sql.raw(`length(end_reason) <= ${ENGAGEMENT_LIMITS.endReason}`),
    ),
    check("engagements_decided_together", sql`(${t.decision} IS NULL) = (${t.decidedAt} IS NULL)`),
  ],
);
