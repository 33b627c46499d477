/**
 * Applications, candidate self-service and personal data:
 * developers' applications with their consent and the admins' step-by-step reviews, the
 * candidates' single-use sign-in links and their sessions (apart from users' sessions).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES } from "#common/application.ts";
import { AVAILABILITY_VALUES } from "#common/constants.ts";
import { RESUME_TEXT_FAILURES } from "#common/resume-text-values.ts";
import { candidates } from "./candidates.ts";
import { createdAt, inList } from "./columns.ts";
import { users } from "./users.ts";

/** One developer's application from /apply, and where the vetting stands. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    title: text("title").notNull(),
    location: text("location"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    experience: integer("experience"),
    hourlyRate: integer("hourly_rate"),
    availability: text("availability"),
    githubUrl: text("github_url"),
    linkedinUrl: text("linkedin_url"),
    portfolioUrl: text("portfolio_url"),
    summary: text("summary"),
    /** The checked résumé's /objects path (an attached row of `uploads`), or null. */
    resumeUrl: text("resume_url"),
    /**
     * The résumé's text, read in the background like a candidate's (candidates/resume-text.ts),
     * for the suggestions an admin confirms; never sent. Why it could not be read, or null.
     */
    resumeText: text("resume_text"),
    resumeTextFailure: text("resume_text_failure"),
    status: text("status").notNull().default("new"),
    /** The latest scorecard (each review keeps its own). */
    scorecard: jsonb("scorecard"),
    /** The consent text's version the applicant agreed to, and when. */
    consentVersion: text("consent_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** The candidate approval created or linked. */
    candidateId: uuid("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** Set once, when the rejection e-mail was queued: it is never sent twice. */
    rejectionSentAt: timestamp("rejection_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("applications_status_created_idx").on(t.status, t.createdAt.desc()),
    index("applications_created_idx").on(t.createdAt.desc()),
    index("applications_email_idx").on(t.email, t.createdAt.desc()),
    index("applications_candidate_idx").on(t.candidateId),
    check("applications_email_lower", sql`${t.email} = lower(${t.email})`),
    check("applications_status_valid", inList("status", APPLICATION_STATUSES)),
    check("applications_availability_valid", inList("availability", AVAILABILITY_VALUES)),
    check(
      "applications_resume_text_failure_valid",
      inList("resume_text_failure", RESUME_TEXT_FAILURES),
    ),
  ],
);

/** An admin's note and/or scorecard at one step of an application's vetting. */
export const applicationReviews = pgTable(
  "application_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** The application's status when this was written (the step). */
    status: text("status").notNull(),
    note: text("note"),
    scorecard: jsonb("scorecard"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_reviews_application_idx").on(t.applicationId, t.createdAt),
    check("application_reviews_status_valid", inList("status", APPLICATION_STATUSES)),
  ],
);

/** A candidate's sign-in link (`/talent/access/{token}`): SHA-256 only, single use. */
export const talentAccessTokens = pgTable(
  "talent_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("talent_access_tokens_candidate_idx").on(t.candidateId)],
);

/** A candidate's session: reaches /api/talent/* only (a cookie of its own, not `sid`). */
export const candidateSessions = pgTable(
  "candidate_sessions",
  {
    sid: text("sid").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("candidate_sessions_candidate_idx").on(t.candidateId),
    index("candidate_sessions_expire_idx").on(t.expire),
  ],
);
