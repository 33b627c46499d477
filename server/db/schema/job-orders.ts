/**
 * Job orders, the pipeline and its events. A job order is what a
 * customer asked for; each candidate considered for it has one pipeline entry (its stage),
 * and every move of an entry is one event row with who made it. Links point at a job
 * order through `shareable_links.job_order_id` (below), set to NULL when it is deleted.
 *
 * Shareable links live here too: a link may shortlist for a job order and a job order may
 * come from a link, so each table refers to the other and one file holds both.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGREEMENT_LIMITS } from "#common/agreement-values.ts";
import {
  ENGAGEMENT_TYPES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_STATUSES,
  PIPELINE_STAGES,
  REJECTION_REASONS,
  SENIORITIES,
} from "#common/job-order.ts";
import { candidates } from "./candidates.ts";
import { between, createdAt, inList, stamp, updatedAt } from "./columns.ts";
import { companies } from "./companies.ts";
import { contactInquiries } from "./inquiries.ts";
import { users } from "./users.ts";

export const jobOrders = pgTable(
  "job_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    company: text("company"),
    /** The customer's company, or NULL (kept so when the company is deleted). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    /** The inquiry it was made from, if any (kept when the inquiry goes). */
    inquiryId: uuid("inquiry_id").references(() => contactInquiries.id, { onDelete: "set null" }),
    /** The link a customer asked for it from (POST /api/shared/{token}/job-orders). */
    sourceLinkId: uuid("source_link_id").references((): AnyPgColumn => shareableLinks.id, {
      onDelete: "set null",
    }),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    mustHave: text("must_have").array().notNull().default(sql`'{}'::text[]`),
    seniority: text("seniority", { enum: SENIORITIES }),
    engagementType: text("engagement_type", { enum: ENGAGEMENT_TYPES })
      .notNull()
      .default("full-time"),
    hoursPerWeek: integer("hours_per_week"),
    rateMin: integer("rate_min"),
    rateMax: integer("rate_max"),
    timezone: text("timezone"),
    startDate: date("start_date", { mode: "string" }),
    description: text("description"),
    status: text("status", { enum: JOB_ORDER_STATUSES }).notNull().default("open"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Set once, by the first candidate to reach `shortlisted`: the 24-hour promise's clock. */
    firstShortlistAt: timestamp("first_shortlist_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at").$onUpdate(() => new Date()),
  },
  (t) => [
    index("job_orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("job_orders_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("job_orders_inquiry_idx").on(t.inquiryId),
    index("job_orders_company_idx").on(t.companyId),
    check("job_orders_customer_email_lower", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    check("job_orders_seniority_valid", inList("seniority", SENIORITIES)),
    check("job_orders_engagement_type_valid", inList("engagement_type", ENGAGEMENT_TYPES)),
    check("job_orders_status_valid", inList("status", JOB_ORDER_STATUSES)),
    check("job_orders_hours_range", between("hours_per_week", JOB_ORDER_LIMITS.hoursPerWeek)),
    check("job_orders_rate_min_range", between("rate_min", JOB_ORDER_LIMITS.rate)),
    check("job_orders_rate_max_range", between("rate_max", JOB_ORDER_LIMITS.rate)),
    check("job_orders_rate_order", sql`${t.rateMin} <= ${t.rateMax}`),
    check(
      "job_orders_description_length",
      sql.raw(`length(description) <= ${JOB_ORDER_LIMITS.description}`),
    ),
  ],
);

/** One candidate's place in one job order's pipeline. */
export const pipelineEntries = pgTable(
  "pipeline_entries",
  {
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: PIPELINE_STAGES }).notNull(),
    /** Why the candidate was rejected: set exactly when the stage is `rejected`. */
    reason: text("reason", { enum: REJECTION_REASONS }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    primaryKey({ columns: [t.jobOrderId, t.candidateId] }),
    index("pipeline_entries_candidate_idx").on(t.candidateId),
    check("pipeline_entries_stage_valid", inList("stage", PIPELINE_STAGES)),
    check("pipeline_entries_reason_valid", inList("reason", REJECTION_REASONS)),
    check(
      "pipeline_entries_reason_when_rejected",
      sql`(${t.stage} = 'rejected') = (${t.reason} IS NOT NULL)`,
    ),
  ],
);

/** Every move of a pipeline entry, newest read first; `from_stage` NULL when it was added. */
export const pipelineEvents = pgTable(
  "pipeline_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobOrderId: uuid("job_order_id")
      .notNull()
      .references(() => jobOrders.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /**
     * The candidate's name when the event happened: the history still names someone removed
     * from the pipeline or renamed since ("Erased candidate" once their data is erased).
     */
    candidateName: text("candidate_name").notNull(),
    fromStage: text("from_stage", { enum: PIPELINE_STAGES }),
    toStage: text("to_stage", { enum: PIPELINE_STAGES }).notNull(),
    reason: text("reason", { enum: REJECTION_REASONS }),
    /** The admin's e-mail, `customer:<viewer e-mail or anonymous>`, or `system`. */
    actor: text("actor").notNull(),
    at: stamp("at"),
  },
  (t) => [
    index("pipeline_events_job_order_at_idx").on(t.jobOrderId, t.at.desc(), t.id.desc()),
    index("pipeline_events_to_stage_at_idx").on(t.toStage, t.at),
    check("pipeline_events_from_valid", inList("from_stage", PIPELINE_STAGES)),
    check("pipeline_events_to_valid", inList("to_stage", PIPELINE_STAGES)),
    check("pipeline_events_reason_valid", inList("reason", REJECTION_REASONS)),
  ],
);

export const shareableLinks = pgTable(
  "shareable_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    lastAccessedAt: timestamp("last_accessed_at", { withTimezone: true }),
    accessCount: integer("access_count").notNull().default(0),
    // Customer workspace; the defaults keep the spec's behaviour.
    requireEmail: boolean("require_email").notNull().default(false),
    allowedDomains: text("allowed_domains").array().notNull().default(sql`'{}'::text[]`),
    showRates: boolean("show_rates").notNull().default(true),
    showContact: boolean("show_contact").notNull().default(true),
    allowResumeDownload: boolean("allow_resume_download").notNull().default(true),
    notifyOnActivity: boolean("notify_on_activity").notNull().default(true),
    /** Résumés fetched through the link are PDFs stamped with the viewer. */
    watermark: boolean("watermark").notNull().default(false),
    /** Set once, atomically, by the first visit: the creator is told about it once. */
    firstVisitedAt: timestamp("first_visited_at", { withTimezone: true }),
    /** Too many wrong one-time codes on the link: verification refuses until then (429). */
    verificationLockedUntil: timestamp("verification_locked_until", { withTimezone: true }),
    /** The agreement gate: viewers accept this text before anything shows. */
    requireAgreement: boolean("require_agreement").notNull().default(false),
    agreementText: text("agreement_text").notNull().default(""),

    /** The job order it shortlists for; kept as NULL when deleted. */
    jobOrderId: uuid("job_order_id").references((): AnyPgColumn => jobOrders.id, {
      onDelete: "set null",
    }),
    /** The customer's company, or NULL (kept so when the company is deleted). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shareable_links_token_unique").on(t.token),
    index("shareable_links_company_idx").on(t.companyId),
    index("shareable_links_created_by_idx").on(t.createdBy),
    index("shareable_links_job_order_idx").on(t.jobOrderId),
    check("shareable_links_access_count_positive", sql`${t.accessCount} >= 0`),
    check("shareable_links_token_length", sql`length(${t.token}) >= 22`),
    check(
      "shareable_links_agreement_text_length",
      sql.raw(`length(agreement_text) <= ${AGREEMENT_LIMITS.text}`),
    ),
  ],
);

/** A link's shortlist: when a link has no rows here it shows every active candidate. */
export const shareableLinkCandidates = pgTable(
  "shareable_link_candidates",
  {
    linkId: uuid("link_id")
      .notNull()
      .references(() => shareableLinks.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** When the candidate joined the shortlist: drives the customer's 'New' badge. */
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's place in the order the recruiter gave (0 first): the customer's listing
     * follows it. Links made before it was kept all hold 0 and fall back to the score's order.
     */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.candidateId] }),
    index("shareable_link_candidates_candidate_idx").on(t.candidateId),
  ],
);
