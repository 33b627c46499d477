/**
 * The talent pool: candidates with their ranges and allowed values enforced by
 * CHECKs, and the pool version that search counts and figures are cached under.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  AVAILABILITY_VALUES,
  CANDIDATE_RANGES,
  CANDIDATE_STATUS_VALUES,
} from "#common/constants.ts";
import { RESUME_TEXT_FAILURES } from "#common/resume-text-values.ts";
import { createdAt, inList, inRange, tsvector, updatedAt } from "./columns.ts";

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
    /** The first day the candidate can start (null: now); matching weighs it against a start date. */
    availableFrom: date("available_from", { mode: "string" }),
    resumeUrl: text("resume_url"),
    /** A short MP4 or WebM introduction, an /objects path like the résumé. */
    videoUrl: text("video_url"),
    portfolioUrl: text("portfolio_url"),
    githubUrl: text("github_url"),
    linkedinUrl: text("linkedin_url"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    spokenLanguages: text("spoken_languages").array().notNull().default(sql`'{}'::text[]`),
    isActive: text("is_active", { enum: CANDIDATE_STATUS_VALUES }).notNull().default("active"),
    aiAssessmentScore: doublePrecision("ai_assessment_score"),
    /** Admins' own labels: filterable, never shown to customers. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Text extracted from the résumé file in the background: for search only, never sent. */
    resumeText: text("resume_text"),
    /**
     * Why the résumé's text could not be read (common/resume-text-values.ts), set by the
     * background job and cleared when the résumé changes; null otherwise. Admins see it.
     */
    resumeTextFailure: text("resume_text_failure"),
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
    check(
      "candidates_resume_text_failure_valid",
      inList("resume_text_failure", RESUME_TEXT_FAILURES),
    ),
    index("candidates_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("candidates_status_created_idx").on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index("candidates_score_idx").on(t.aiAssessmentScore.desc().nullsLast(), t.id),
    index("candidates_rate_idx").on(t.hourlyRate, t.id),
    index("candidates_experience_idx").on(t.experience.desc().nullsLast(), t.id),
    // The four order indexes above also carry the filter columns (INCLUDE status,
    // availability, rate, score, skills, tags; migration 0022), so a filtered page's walk
    // reads index entries only. Also candidates_active_matching_idx (score, id) INCLUDE
    // (availability, available_from, rate, experience, skills_lower) over active candidates,
    // hand-written in migrations 0023 and 0026, for a job order's matches walked by assessment. Also
    // candidates_filter_cover_idx (status, availability, score) INCLUDE (rate, experience,
    // skills) and candidates_stats_cover_idx (status) INCLUDE (rate, score), hand-written
    // in migration 0001: the builder has no INCLUDE.
    // Also the stored column skills_lower (lower-cased skills) and its partial GIN index
    // candidates_active_skills_lower_gin, hand-written in migrations 0014 and 0017 and read
    // only by job-order matching (docs/decisions/063-job-order-matching.md).
    index("candidates_skills_gin").using("gin", t.skills),
    index("candidates_tags_gin").using("gin", t.tags),
    index("candidates_search_gin").using("gin", t.searchVector),
    index("candidates_full_name_trgm").using("gin", sql`lower(${t.fullName}) gin_trgm_ops`),
  ],
);

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
    /**
     * candidate_change_log holds every candidate written at a version after this one
     * (migration 0034): older entries are pruned, and a statement writing many rows
     * (an import) logs none of them and moves this on instead.
     */
    changesLoggedAfter: bigint("changes_logged_after", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("candidate_pool_version_single_row", sql`${t.singleton}`)],
);

/**
 * The ids each statement writing `candidates` touched, at the pool version it made
 * (triggers of migration 0034): what is kept in memory under an older version is corrected
 * from these rows alone instead of read again (job-orders/namers.ts). Complete only after
 * candidate_pool_version.changes_logged_after.
 */
export const candidateChangeLog = pgTable(
  "candidate_change_log",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    candidateId: uuid("candidate_id").notNull(),
  },
  (t) => [index("candidate_change_log_version_idx").on(t.version)],
);

/**
 * The developer list's four figures kept up to date by statement-level triggers
 * with transition tables (migration 0020): every insert, update, delete or truncate of
 * candidates adds what it changed, in the same transaction, so the figures are read as one
 * row instead of aggregating the whole pool after each write
 * (docs/decisions/075-talent-pool-at-a-million.md). Sums are numeric: adding and taking
 * away scores for years never drifts.
 */
export const candidatePoolStats = pgTable(
  "candidate_pool_stats",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    total: bigint("total", { mode: "number" }).notNull().default(0),
    active: bigint("active", { mode: "number" }).notNull().default(0),
    /** Sum of hourly rates of active candidates, a missing rate counted as 0. */
    activeRateSum: numeric("active_rate_sum").notNull().default("0"),
    /** Sum of AI scores of active candidates, a missing score counted as 0. */
    activeScoreSum: numeric("active_score_sum").notNull().default("0"),
  },
  (t) => [check("candidate_pool_stats_single_row", sql`${t.singleton}`)],
);
