/**
 * The tables of spec §3, with their rules enforced by PostgreSQL itself: unique emails and
 * tokens, foreign keys, CHECKs for the enums and ranges of spec §5, defaults and timestamps.
 * Emails are stored lower-cased (spec-decisions), and a CHECK keeps it that way.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  AUTH_PROVIDERS,
  AVAILABILITY_VALUES,
  CANDIDATE_RANGES,
  CANDIDATE_STATUS_VALUES,
  HIRING_NEEDS_VALUES,
} from "#common/constants.ts";
import { jobOrders } from "./schema-job-orders.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

/** A CHECK that a column lies within one of the shared ranges (common/constants.ts). */
const inRange = (column: AnyPgColumn, range: { min: number; max: number }) =>
  sql`${column} BETWEEN ${sql.raw(String(range.min))} AND ${sql.raw(String(range.max))}`;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    passwordHash: text("password_hash"),
    authProvider: text("auth_provider").notNull().default("manual"),
    /** The external provider's stable subject id (OpenID Connect `sub`). */
    externalSubject: text("external_subject"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * When the user proved the address (product-extensions §9): a sign-up's link, or at
     * creation for admin-made users and external logins with a verified e-mail. Null: the
     * account may sign in but not read the talent pool.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** When an admin let this account read the pool (needed only with POOL_ACCESS=approved). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_external_subject_unique").on(t.authProvider, t.externalSubject),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_auth_provider_valid", inList("auth_provider", AUTH_PROVIDERS)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token: a leaked table cannot be replayed. */
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    userId: uuid("user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** Required text; the home form may leave it unchosen, stored as ''. */
    hiringNeeds: text("hiring_needs").notNull().default(""),
    message: text("message").notNull(),
    /** When an admin marked the lead handled in the inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_inquiries_created_idx").on(t.createdAt.desc()),
    check(
      "contact_inquiries_hiring_needs_valid",
      // "" = sent without a hiring need (spec §3).
      inList("hiring_needs", ["", ...HIRING_NEEDS_VALUES]),
    ),
  ],
);

export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    profilePhoto: text("profile_photo"),
    title: text("title").notNull(),
    summary: text("summary"),
    location: text("location"),
    experience: integer("experience"),
    hourlyRate: integer("hourly_rate"),
    availability: text("availability"),
    resumeUrl: text("resume_url"),
    /** A short MP4 or WebM introduction (issue 15), an /objects path like the résumé. */
    videoUrl: text("video_url"),
    portfolioUrl: text("portfolio_url"),
    githubUrl: text("github_url"),
    linkedinUrl: text("linkedin_url"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    spokenLanguages: text("spoken_languages").array().notNull().default(sql`'{}'::text[]`),
    isActive: text("is_active").notNull().default("active"),
    aiAssessmentScore: doublePrecision("ai_assessment_score"),
    /** Admins' own labels (issue 15): filterable, never shown to customers. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Text extracted from the résumé file in the background: for search only, never sent. */
    resumeText: text("resume_text"),
    /**
     * Weighted free-text document over name, title, skills, location, summary and résumé
     * text (lowest weight, capped: a search document has a size limit).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(full_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', immutable_array_to_string(skills, ' ')), 'B') || setweight(to_tsvector('simple', coalesce(location, '')), 'C') || setweight(to_tsvector('simple', coalesce(summary, '')), 'D') || setweight(to_tsvector('simple', left(coalesce(resume_text, ''), 100000)), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("candidates_email_unique").on(t.email),
    check("candidates_email_lower", sql`${t.email} = lower(${t.email})`),
    check("candidates_experience_range", inRange(t.experience, CANDIDATE_RANGES.experience)),
    check("candidates_hourly_rate_range", inRange(t.hourlyRate, CANDIDATE_RANGES.hourlyRate)),
    check(
      "candidates_score_range",
      inRange(t.aiAssessmentScore, CANDIDATE_RANGES.aiAssessmentScore),
    ),
    check("candidates_availability_valid", inList("availability", AVAILABILITY_VALUES)),
    check("candidates_status_valid", inList("is_active", CANDIDATE_STATUS_VALUES)),
    index("candidates_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("candidates_status_created_idx").on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index("candidates_score_idx").on(t.aiAssessmentScore.desc().nullsLast(), t.id),
    index("candidates_rate_idx").on(t.hourlyRate, t.id),
    index("candidates_experience_idx").on(t.experience.desc().nullsLast(), t.id),
    // Also candidates_filter_cover_idx (status, availability, score) INCLUDE (rate,
    // experience, skills) and candidates_stats_cover_idx (status) INCLUDE (rate, score),
    // hand-written in migration 0001: the builder has no INCLUDE.
    // Also the stored column skills_lower (lower-cased skills) and its partial GIN index
    // candidates_active_skills_lower_gin, hand-written in migrations 0014 and 0017 and read
    // only by job-order matching (docs/decisions/063-job-order-matching.md).
    index("candidates_skills_gin").using("gin", t.skills),
    index("candidates_tags_gin").using("gin", t.tags),
    index("candidates_search_gin").using("gin", t.searchVector),
    index("candidates_full_name_trgm").using("gin", sql`lower(${t.fullName}) gin_trgm_ops`),
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
    // Customer workspace (product-extensions §1); the defaults keep the spec's behaviour.
    requireEmail: boolean("require_email").notNull().default(false),
    allowedDomains: text("allowed_domains").array().notNull().default(sql`'{}'::text[]`),
    showRates: boolean("show_rates").notNull().default(true),
    showContact: boolean("show_contact").notNull().default(true),
    allowResumeDownload: boolean("allow_resume_download").notNull().default(true),
    notifyOnActivity: boolean("notify_on_activity").notNull().default(true),
    /** Set once, atomically, by the first visit: the creator is told about it once. */
    firstVisitedAt: timestamp("first_visited_at", { withTimezone: true }),
    /** Too many wrong one-time codes on the link: verification refuses until then (429). */
    verificationLockedUntil: timestamp("verification_locked_until", { withTimezone: true }),
    /** The job order it shortlists for (product-extensions §6); kept as NULL when deleted. */
    jobOrderId: uuid("job_order_id").references((): AnyPgColumn => jobOrders.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shareable_links_token_unique").on(t.token),
    index("shareable_links_created_by_idx").on(t.createdBy),
    index("shareable_links_job_order_idx").on(t.jobOrderId),
    check("shareable_links_access_count_positive", sql`${t.accessCount} >= 0`),
    check("shareable_links_token_length", sql`length(${t.token}) >= 22`),
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
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.candidateId] }),
    index("shareable_link_candidates_candidate_idx").on(t.candidateId),
  ],
);

/**
 * Every file handed an upload URL. A file never attached to a candidate is removed
 * after a day by the cleanup job.
 */
export const uploads = pgTable(
  "uploads",
  {
    objectPath: text("object_path").primaryKey(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    /** The most the upload URL accepts (a video may be larger than a photo or résumé). */
    maxBytes: integer("max_bytes"),
    /** The multipart upload writing this key, if any: a part call must name both. */
    multipartUploadId: text("multipart_upload_id"),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_unattached_idx").on(t.createdAt).where(sql`attached_at IS NULL`)],
);

/** Small facts about this installation, e.g. that demo data was loaded once. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row whose `version` goes up with every statement that writes `candidates` (a
 * statement-level trigger, migration 0002), whoever runs it: this app, another replica, a
 * script or psql. Search counts and pool figures are cached under this version, so a cached
 * figure is never older than the last write.
 */
export const candidatePoolVersion = pgTable(
  "candidate_pool_version",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("candidate_pool_version_single_row", sql`${t.singleton}`)],
);
export * from "./schema-applications.ts";
export * from "./schema-campaigns.ts";
export * from "./schema-engagements.ts";
export * from "./schema-job-orders.ts";
export * from "./schema-jobs.ts";
export * from "./schema-recruiter.ts";
export * from "./schema-security.ts";
export * from "./schema-webhooks.ts";
export * from "./schema-workspace.ts";
