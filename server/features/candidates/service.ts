/**
 * The talent pool's rules: reading, searching, creating and updating candidates.
 * Permissions are checked by the routes' guards; uniqueness and ranges are also enforced
 * by the database (schema.ts), so a race still ends in the right answer.
 */
import { and, arrayContains, asc, count, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import {
  CANDIDATE_COUNT_CAP,
  type Candidate,
  type CandidateInput,
  type CandidateSearch,
  type CandidateStats,
  type CandidateUpdate,
} from "../../../common/candidate.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";
import { cachedFigure, readPoolVersion } from "./pool-cache.ts";

type Row = typeof candidates.$inferSelect;

/** The API's candidate: every column but the search document, dates as ISO strings. */
export function toCandidate(row: Row): Candidate {
  const { searchVector: _searchVector, ...rest } = row;
  return {
    ...rest,
    availability: rest.availability as Candidate["availability"],
    isActive: rest.isActive as Candidate["isActive"],
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
  kind: "photo" | "resume",
  context: { userId: string | null },
) => Promise<string>;

type Values = Partial<typeof candidates.$inferInsert>;

async function toValues(
  input: CandidateInput | CandidateUpdate,
  resolveFile: FileResolver,
  userId: string | null,
): Promise<Values> {
  const file = async (value: string | null | undefined, kind: "photo" | "resume") => {
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
    portfolioUrl: blankToNull(input.portfolioUrl),
    githubUrl: blankToNull(input.githubUrl),
    linkedinUrl: blankToNull(input.linkedinUrl),
    isActive: input.isActive,
    aiAssessmentScore: input.aiAssessmentScore,
    skills: input.skills === undefined ? undefined : (input.skills ?? []),
    spokenLanguages:
      input.spokenLanguages === undefined ? undefined : (input.spokenLanguages ?? []),
    profilePhoto: await file(input.profilePhoto, "photo"),
    resumeUrl: await file(input.resumeUrl, "resume"),
  };
  // An absent field is left alone (update) or takes the column default (create).
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function getCandidate(db: Db, id: string): Promise<Candidate> {
  if (!uuidPattern.test(id)) throw notFound(NOT_FOUND);
  const [row] = await db.select().from(candidates).where(eq(candidates.id, id));
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
      .returning();
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
      .returning();
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
  column: "profilePhoto" | "resumeUrl",
  objectPath: string,
): Promise<{ previous: string | null }> {
  const current = await getCandidate(db, id);
  await db
    .update(candidates)
    .set({ [column]: objectPath, updatedAt: new Date() })
    .where(eq(candidates.id, id));
  return { previous: current[column] };
}

/**
 * Free text as a prefix query over the weighted search document: every word must match
 * the start of some word of name, title, skills, location or summary. Words are quoted so
 * no user input is read as tsquery syntax.
 */
export function toPrefixQuery(text: string): string | null {
  const terms = text
    .split(/\s+/)
    .map((word) => word.replace(/['\\:&|!()<>*]/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8)
    .map((word) => `'${word.toLowerCase()}':*`);
  return terms.length > 0 ? terms.join(" & ") : null;
}

function filters(search: CandidateSearch): SQL[] {
  const where: SQL[] = [];
  if (search.q) {
    const query = toPrefixQuery(search.q);
    // Only punctuation: nothing can match it.
    where.push(
      query ? sql`${candidates.searchVector} @@ to_tsquery('simple', ${query})` : sql`false`,
    );
  }
  if (search.skills.length > 0) {
    where.push(arrayContains(candidates.skills, search.skills));
  }
  if (search.availability) where.push(eq(candidates.availability, search.availability));
  if (search.status) where.push(eq(candidates.isActive, search.status));
  if (search.minRate !== undefined) where.push(gte(candidates.hourlyRate, search.minRate));
  if (search.maxRate !== undefined) where.push(lte(candidates.hourlyRate, search.maxRate));
  if (search.minScore !== undefined) {
    where.push(gte(candidates.aiAssessmentScore, search.minScore));
  }
  return where;
}

/** Orders that each follow one of the candidates_*_idx indexes, with id as tiebreaker. */
const orderings: Record<CandidateSearch["sort"], SQL[]> = {
  // NULLS LAST as in the index: a plain DESC means NULLS FIRST, which it cannot serve.
  newest: [sql`${candidates.createdAt} DESC NULLS LAST`, sql`${candidates.id} DESC NULLS LAST`],
  score: [sql`${candidates.aiAssessmentScore} DESC NULLS LAST`, asc(candidates.id)],
  rate: [sql`${candidates.hourlyRate} ASC NULLS LAST`, asc(candidates.id)],
  experience: [sql`${candidates.experience} DESC NULLS LAST`, asc(candidates.id)],
};

/**
 * What decides a filter's matches (not its order or page), in one canonical form: the key
 * its count is cached under.
 */
function countKey(search: CandidateSearch): string {
  return JSON.stringify([
    search.q === undefined ? null : toPrefixQuery(search.q),
    [...search.skills].sort(),
    search.availability ?? null,
    search.status ?? null,
    search.minRate ?? null,
    search.maxRate ?? null,
    search.minScore ?? null,
  ]);
}

/**
 * One page of the pool and the number of matches, counted up to CANDIDATE_COUNT_CAP (then
 * `capped`).
 * The count is its own query over a LIMIT subquery: it stops after cap + 1 rows instead of
 * visiting every match (a window count would also make PostgreSQL materialise them all).
 * Counting a broad text query still walks its whole GIN bitmap (about 10 ms per 100k
 * rows), so counts are cached per filter until the next write to the pool: the next
 * pages, a refresh and a shared link cost only the page query.
 */
export async function searchCandidates(
  db: Db,
  search: CandidateSearch,
): Promise<{ items: Candidate[]; total: number; capped: boolean }> {
  const where = filters(search);
  const condition = where.length > 0 ? and(...where) : undefined;
  const [version, rows] = await Promise.all([
    readPoolVersion(db),
    db
      .select()
      .from(candidates)
      .where(condition)
      .orderBy(...orderings[search.sort])
      .limit(search.limit)
      .offset(search.offset),
  ]);
  const n = await cachedFigure(db, version, `count:${countKey(search)}`, async () => {
    const matches = db
      .select({ one: sql`1` })
      .from(candidates)
      .where(condition)
      .limit(CANDIDATE_COUNT_CAP + 1)
      .as("matches");
    const [counted] = await db.select({ n: count() }).from(matches);
    return counted?.n ?? 0;
  });
  return {
    items: rows.map(toCandidate),
    total: Math.min(n, CANDIDATE_COUNT_CAP),
    capped: n > CANDIDATE_COUNT_CAP,
  };
}

/** The developer list's figures over the whole pool (spec §9). */
export async function candidateStats(db: Db): Promise<CandidateStats> {
  const version = await readPoolVersion(db);
  return cachedFigure(db, version, "stats", () => computeStats(db));
}

/** Aggregates every row (an index-only scan of candidates_stats_cover_idx). */
async function computeStats(db: Db): Promise<CandidateStats> {
  const active = sql`${candidates.isActive} = 'active'`;
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) FILTER (WHERE ${active})`.mapWith(Number),
      avgRate: sql<
        number | null
      >`round((avg(coalesce(${candidates.hourlyRate}, 0)) FILTER (WHERE ${active}))::numeric)`.mapWith(
        Number,
      ),
      avgScore: sql<
        number | null
      >`round((avg(coalesce(${candidates.aiAssessmentScore}, 0)) FILTER (WHERE ${active}))::numeric)`.mapWith(
        Number,
      ),
    })
    .from(candidates);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    avgRate: row?.avgRate ?? 0,
    avgScore: row?.avgScore ?? 0,
  };
}
