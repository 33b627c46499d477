/**
 * Applications: storing one from /apply with its consent, and the admins' reads (the list
 * by status and text, one application with its reviews and résumé suggestions). A change
 * to one is ./vetting.ts.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  APPLICATION_LIST_MAX,
  type Application,
  type ApplicationDetail,
  type ApplicationInput,
  type ApplicationListItem,
  type ApplicationListQuery,
  type ApplicationStatus,
  CONSENT_VERSION,
  type Scorecard,
} from "#common/application.ts";
import type { Db } from "../../db/client.ts";
import { applicationReviews, applications, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import { suggestionsFor } from "../candidates/suggestions.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const APPLICATION_NOT_FOUND = "Application not found";

export type Row = typeof applications.$inferSelect;

/**
 * The list's columns: all but the résumé's text, which may be a hundred thousand characters
 * and only the one application's suggestions read.
 */
const {
  resumeText: _text,
  resumeTextFailure: _failure,
  ...listColumns
} = getTableColumns(applications);

/** `note` is the latest note of its reviews (`latestNote`), or null before any. */
export function toApplication(
  row: Omit<Row, "resumeText" | "resumeTextFailure">,
  note: string | null,
): Application {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    title: row.title,
    location: row.location,
    skills: row.skills,
    experience: row.experience,
    hourlyRate: row.hourlyRate,
    availability: row.availability as Application["availability"],
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    portfolioUrl: row.portfolioUrl,
    summary: row.summary,
    resumeUrl: row.resumeUrl,
    status: row.status as ApplicationStatus,
    scorecard: (row.scorecard as Scorecard | null) ?? null,
    note,
    consentVersion: row.consentVersion,
    consentedAt: row.consentedAt.toISOString(),
    candidateId: row.candidateId,
    rejectionSentAt: row.rejectionSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The creation time of the `n`-th newest application made after `since`, or null when
 * fewer were made: the daily ceiling's count. Read through the creation-time index, so it
 * touches at most `n` index entries.
 */
export async function nthNewestSince(db: Db, since: Date, n: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(gt(applications.createdAt, since))
    .orderBy(desc(applications.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt ?? null;
}

export async function createApplication(
  db: Db,
  input: ApplicationInput,
  resumeUrl: string | null,
): Promise<Application> {
  const [row] = await db
    .insert(applications)
    .values({
      fullName: input.fullName.trim(),
      email: input.email.toLowerCase(),
      title: input.title.trim(),
      location: input.location ?? null,
      skills: input.skills,
      experience: input.experience ?? null,
      hourlyRate: input.hourlyRate ?? null,
      availability: input.availability ?? null,
      githubUrl: input.githubUrl ?? null,
      linkedinUrl: input.linkedinUrl ?? null,
      portfolioUrl: input.portfolioUrl ?? null,
      summary: input.summary ?? null,
      resumeUrl,
      consentVersion: CONSENT_VERSION,
      consentedAt: new Date(),
    })
    .returning();
  return toApplication(row!, null);
}

/*
 * Two subqueries of the admins' list. Each names the outer row by its table
 * (`applications.id`): drizzle leaves a one-table query's own columns unqualified, and a
 * bare "id" inside a subquery means the subquery's own table.
 */

/**
 * The latest note written on an application: the note lives in its reviews (one per step),
 * so the application shows the newest of them instead of keeping a copy in step.
 */
const latestNote = sql<string | null>`(
  SELECT r.note FROM ${applicationReviews} r
  WHERE r.application_id = ${applications}.id AND r.note IS NOT NULL
  ORDER BY r.created_at DESC, r.id DESC LIMIT 1
)`;

/** How many other applications share this one's e-mail address (its index answers it). */
const otherApplicationsWithEmail = sql<number>`(
  SELECT count(*)::int FROM ${applications} other
  WHERE other.email = ${applications}.email AND other.id <> ${applications}.id
)`;

export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<ApplicationListItem[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(applications.fullName, pattern),
        ilike(applications.email, pattern),
        ilike(applications.title, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ row: listColumns, note: latestNote, duplicates: otherApplicationsWithEmail })
    .from(applications)
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(APPLICATION_LIST_MAX);
  return rows.map(({ row, note, duplicates }) => ({
    ...toApplication(row, note),
    duplicates,
  }));
}

export async function findRow(db: Db, id: string): Promise<Row> {
  if (!uuidPattern.test(id)) throw notFound(APPLICATION_NOT_FOUND);
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/** The latest note of each review list, as `latestNote` picks it (reviews oldest first). */
export const latestNoteOf = (reviews: ReadonlyArray<{ note: string | null }>) =>
  reviews.findLast((r) => r.note !== null)?.note ?? null;

export async function reviewsOf(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ review: applicationReviews, authorEmail: users.email })
    .from(applicationReviews)
    .leftJoin(users, eq(users.id, applicationReviews.authorId))
    .where(inArray(applicationReviews.applicationId, applicationIds))
    .orderBy(asc(applicationReviews.createdAt), asc(applicationReviews.id));
  return rows.map(({ review, authorEmail }) => ({
    applicationId: review.applicationId,
    id: review.id,
    status: review.status as ApplicationStatus,
    note: review.note,
    scorecard: (review.scorecard as Scorecard | null) ?? null,
    authorId: review.authorId,
    authorEmail: authorEmail ?? null,
    createdAt: review.createdAt.toISOString(),
  }));
}

export async function getApplication(db: Db, id: string): Promise<ApplicationDetail> {
  const row = await findRow(db, id);
  const reviews = (await reviewsOf(db, [row.id])).map(({ applicationId: _, ...r }) => r);
  const suggestions = await suggestionsFor(db, row.resumeText, row);
  return { ...toApplication(row, latestNoteOf(reviews)), reviews, suggestions };
}
