/**
 * What a link's viewers do (the customer workspace inside a link): one-time codes, verified
 * viewer sessions, visits and profile views, verdicts, interview requests. Everything hangs
 * off the link with ON DELETE CASCADE, so deleting a link ends its viewers and history.
 *
 * A viewer is keyed by `viewer_key`: `email:<address>` when verified, `anon:<id>` for an
 * anonymous browser (visits). Verdicts key anonymous viewers as '' so they count as one.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { INTERVIEW_REQUEST_STATUSES } from "#common/interview-request.ts";
import { VERDICTS } from "#common/verdict.ts";
import { candidates } from "./candidates.ts";
import { inList, stamp } from "./columns.ts";
import { shareableLinks } from "./job-orders.ts";

const linkRef = () =>
  uuid("link_id")
    .notNull()
    .references(() => shareableLinks.id, { onDelete: "cascade" });
const candidateRef = () =>
  uuid("candidate_id")
    .notNull()
    .references(() => candidates.id, { onDelete: "cascade" });

/** One-time codes: only a salted SHA-256 is stored; single use, void after 5 wrong tries. */
export const linkAccessCodes = pgTable(
  "link_access_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
  },
  (t) => [
    index("link_access_codes_lookup_idx").on(t.linkId, t.email, t.createdAt),
    check("link_access_codes_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Wrong one-time codes entered on a link, whatever the address (the per-link cap, so
 * guessing from many addresses is no easier than from one):
 * only the last `codeWindowMinutes` count; older rows are deleted as new ones arrive.
 */
export const linkCodeFailures = pgTable(
  "link_code_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    email: text("email").notNull(),
    at: stamp("at"),
  },
  (t) => [index("link_code_failures_link_at_idx").on(t.linkId, t.at)],
);

/**
 * Notifications to a link's creator that are throttled, so a busy link does not
 * flood their inbox: one row per event. A row
 * sent on its own (`held` false) opens the topic's window; events inside it are held and
 * summed up by one digest (`digested_at` set when it is queued). Rows are pruned once
 * their window has passed and they are sent or digested.
 */
export const linkNotices = pgTable(
  "link_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    /** What the throttle counts by, e.g. `verdict:<developer id>:<viewer key>`. */
    topic: text("topic").notNull(),
    /** The event in one line, as the digest lists it. */
    line: text("line").notNull(),
    held: boolean("held").notNull().default(false),
    digestedAt: timestamp("digested_at", { withTimezone: true }),
    at: stamp("at"),
  },
  (t) => [
    index("link_notices_topic_idx").on(t.linkId, t.topic, t.at),
    index("link_notices_held_idx").on(t.linkId).where(sql`held AND digested_at IS NULL`),
  ],
);

/** A verified viewer's session on one link; the cookie holds a token, the row its hash. */
export const linkViewerSessions = pgTable(
  "link_viewer_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** False for a session started by accepting an agreement alone: the e-mail is as typed. */
    verified: boolean("verified").notNull().default(true),
    /** SHA-256 hex of the agreement text this browser accepted, or null. */
    agreementSha256: text("agreement_sha256"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: stamp("created_at"),
  },
  (t) => [
    uniqueIndex("link_viewer_sessions_token_unique").on(t.tokenHash),
    index("link_viewer_sessions_link_idx").on(t.linkId),
  ],
);

/** One row per opening of the listing (or of a profile without a visit yet). */
export const linkVisits = pgTable(
  "link_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    viewerKey: text("viewer_key").notNull(),
    viewerEmail: text("viewer_email"),
    at: stamp("at"),
  },
  (t) => [
    index("link_visits_link_at_idx").on(t.linkId, t.at),
    index("link_visits_viewer_idx").on(t.linkId, t.viewerKey, t.at),
  ],
);

/** Profiles opened during a visit; the beacon adds the seconds spent, atomically. */
export const linkProfileViews = pgTable(
  "link_profile_views",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => linkVisits.id, { onDelete: "cascade" }),
    candidateId: candidateRef(),
    seconds: integer("seconds").notNull().default(0),
    openedAt: stamp("opened_at"),
  },
  (t) => [
    primaryKey({ columns: [t.visitId, t.candidateId] }),
    check("link_profile_views_seconds_positive", sql`${t.seconds} >= 0`),
  ],
);

export const linkVerdicts = pgTable(
  "link_verdicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    candidateId: candidateRef(),
    /** The verified viewer's address, or '' for the link's anonymous viewers (one voice). */
    viewerKey: text("viewer_key").notNull(),
    verdict: text("verdict").notNull(),
    reason: text("reason"),
    comment: text("comment"),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    uniqueIndex("link_verdicts_one_per_viewer").on(t.linkId, t.candidateId, t.viewerKey),
    check("link_verdicts_verdict_valid", inList("verdict", VERDICTS)),
    check("link_verdicts_reason_length", sql`length(${t.reason}) <= 200`),
    check("link_verdicts_comment_length", sql`length(${t.comment}) <= 2000`),
  ],
);

export const interviewRequests = pgTable(
  "interview_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    candidateId: candidateRef(),
    viewerEmail: text("viewer_email"),
    contactEmail: text("contact_email").notNull(),
    slots: timestamp("slots", { withTimezone: true }).array().notNull(),
    timezone: text("timezone").notNull(),
    message: text("message"),
    status: text("status").notNull().default("new"),
    /** The interview, once scheduled. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes"),
    meetingUrl: text("meeting_url"),
    /** The invitation's SEQUENCE (RFC 5545): raised with each invitation, update or cancel. */
    inviteSequence: integer("invite_sequence").notNull().default(0),
    /** When the last invitation went out; null: none is outstanding (never sent, or cancelled). */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    index("interview_requests_link_idx").on(t.linkId, t.createdAt),
    index("interview_requests_created_idx").on(t.createdAt),
    check("interview_requests_status_valid", inList("status", INTERVIEW_REQUEST_STATUSES)),
    check("interview_requests_slots_count", sql`cardinality(${t.slots}) BETWEEN 1 AND 3`),
    check("interview_requests_duration_range", sql`${t.durationMinutes} BETWEEN 5 AND 480`),
  ],
);
