/**
 * The talent pool's rules: reading, creating and updating candidates (searching is in
 * search.ts). Permissions are checked by the routes' guards; uniqueness and ranges are also
 * enforced by the database (schema.ts), so a race still ends in the right answer.
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { Candidate, CandidateInput, CandidateUpdate } from "#common/candidate.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";

const {
  searchVector: _searchVector,
  resumeText: _resumeText,
  resumeTextFailure: _resumeTextFailure,
  ...apiColumns
} = getTableColumns(candidates);
/**
 * The columns a candidate is read with: never the search document or the résumé's text,
 * which are large and for search only, nor why that text could not be read (admins ask
 * for it on its own: resume-text-routes.ts).
 */
export const candidateColumns = apiColumns;

type Row = Omit<
  typeof candidates.$inferSelect,
  "searchVector" | "resumeText" | "resumeTextFailure"
>;

/** The API's candidate: its columns, dates as ISO strings. */
export function toCandidate(row: Row): Candidate {
  return {
    ...row,
    availability: row.availability as Candidate["availability"],
    isActive: row.isActive as Candidate["isActive"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const DUPLICATE_EMAIL = "A candidate with this email already exists";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "Developer not found";

/** Optional text: '' and whitespace mean "none", stored as null. */
const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim();

/**
 * Resolves what a client sent as a photo or resume (an upload URL, an /objects path, or
 * nothing) into the stored `/objects/…` path; supplied by the uploads feature.
 */
export type FileResolver = (
  value: string,
  kind: "photo" | "resume" | "video",
  context: { userId: string | null },
) => Promise<string>;

type Values = Partial<typeof candidates.$inferInsert>;

async function toValues(
  input: CandidateInput | CandidateUpdate,
  resolveFile: FileResolver,
  userId: string | null,
): Promise<Values> {
  const file = async (value: string | null | undefined, kind: "photo" | "resume" | "video") => {
    const v = blankToNull(value);
    return v ? resolveFile(v, kind, { userId }) : v;
  };
  const values: Values = {
    fullName: input.fullName.trim(),
    email: input.email.toLowerCase(),
    title: input.title.trim(),
    phone: blankToNull(input.phone),
    summary: blankToNull(input.summary),
    location: blankToNull(input.location),
    experience: input.experience,
    hourlyRate: input.hourlyRate,
    availability: input.availability,
    availableFrom: input.availableFrom,
    portfolioUrl: blankToNull(input.portfolioUrl),
    githubUrl: blankToNull(input.githubUrl),
    linkedinUrl: blankToNull(input.linkedinUrl),
    isActive: input.isActive,
    aiAssessmentScore: input.aiAssessmentScore,
    skills: input.skills === undefined ? undefined : (input.skills ?? []),
    spokenLanguages:
      input.spokenLanguages === undefined ? undefined : (input.spokenLanguages ?? []),
    tags: input.tags === undefined ? undefined : [...new Set(input.tags ?? [])],
    profilePhoto: await file(input.profilePhoto, "photo"),
    resumeUrl: await file(input.resumeUrl, "resume"),
    videoUrl: await file(input.videoUrl, "video"),
  };
  // An absent field is left alone (update) or takes the column default (create).
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function getCandidate(db: Db, id: string): Promise<Candidate> {
  if (!uuidPattern.test(id)) throw notFound(NOT_FOUND);
  const [row] = await db.select(candidateColumns).from(candidates).where(eq(candidates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toCandidate(row);
}

export async function createCandidate(
  db: Db,
  input: CandidateInput,
  resolveFile: FileResolver,
  userId: string | null,
): Promise<Candidate> {
  const values = await toValues(input, resolveFile, userId);
  try {
    const [row] = await db
      .insert(candidates)
      .values(values as typeof candidates.$inferInsert)
      .returning(candidateColumns);
    return toCandidate(row!);
  } catch (error) {
    if (isUniqueViolation(error, "candidates_email_unique")) {
      throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
    }
    throw error;
  }
}

export async function updateCandidate(
  db: Db,
  id: string,
  input: CandidateUpdate,
  resolveFile: FileResolver,
  userId: string | null,
): Promise<Candidate> {
  await getCandidate(db, id);
  const values = await toValues(input, resolveFile, userId);
  try {
    const [row] = await db
      .update(candidates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(candidates.id, id))
      .returning(candidateColumns);
    if (!row) throw notFound(NOT_FOUND);
    return toCandidate(row);
  } catch (error) {
    if (isUniqueViolation(error, "candidates_email_unique")) {
      throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
    }
    throw error;
  }
}

/** Sets one file column, returning the stored path; 404 for an unknown candidate. */
export async function setCandidateFile(
  db: Db,
  id: string,
  column: "profilePhoto" | "resumeUrl" | "videoUrl",
  objectPath: string,
): Promise<{ previous: string | null }> {
  const current = await getCandidate(db, id);
  await db
    .update(candidates)
    .set({ [column]: objectPath, updatedAt: new Date() })
    .where(eq(candidates.id, id));
  return { previous: current[column] };
}
