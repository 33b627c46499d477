/**
 * Searching the talent pool: free text, filters, orders, the capped match count (cached
 * until the next write, pool-cache.ts) and the pool's figures (kept by triggers).
 */
import {
  and,
  arrayContains,
  asc,
  type Column,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CANDIDATE_COUNT_CAP, type Candidate, type CandidateSearch } from "#common/candidate.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { cachedFigure, readPoolVersion } from "./pool-cache.ts";
import {
  countMatches,
  estimatedMatches,
  readsTextByIndex,
  throughTheIndex,
} from "./search-plan.ts";
import { candidateColumns, toCandidate } from "./service.ts";
import { candidateStats } from "./stats.ts";

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

export function filters(search: Omit<CandidateSearch, "sort" | "limit" | "offset">): SQL[] {
  const where: SQL[] = [];
  if (search.skills.length > 0) {
    where.push(arrayContains(candidates.skills, search.skills));
  }
  if (search.tags.length > 0) where.push(arrayContains(candidates.tags, search.tags));
  if (search.availability) where.push(eq(candidates.availability, search.availability));
  if (search.status) where.push(eq(candidates.isActive, search.status));
  if (search.minRate !== undefined) where.push(gte(candidates.hourlyRate, search.minRate));
  if (search.maxRate !== undefined) where.push(lte(candidates.hourlyRate, search.maxRate));
  if (search.minScore !== undefined) {
    where.push(gte(candidates.aiAssessmentScore, search.minScore));
  }
  // The text last: PostgreSQL tests a row's conditions in the order written when it costs
  // them alike, and the search document is the one that must be fetched and decompressed
  // (a résumé's worth), so a row another filter rules out never pays for it.
  if (search.q) where.push(matchesText(candidates.searchVector, search.q));
  return where;
}

/** A search document matching the free text (toPrefixQuery); only punctuation matches nothing. */
function matchesText(searchVector: Column, text: string): SQL {
  const query = toPrefixQuery(text);
  return query ? sql`${searchVector} @@ to_tsquery('simple', ${query})` : sql`false`;
}

/** Orders that each follow one of the candidates_*_idx indexes, with id as tiebreaker. */
export const orderings: Record<CandidateSearch["sort"], SQL[]> = {
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
    [...search.tags].sort(),
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
 * A free-text filter is counted before its page is read, because the count decides how
 * the page is read (see pageQuery).
 */
export async function searchCandidates(
  db: Db,
  search: CandidateSearch,
): Promise<{ items: Candidate[]; total: number; capped: boolean }> {
  const where = filters(search);
  const condition = where.length > 0 ? and(...where) : undefined;
  const countUpTo = (version: number, limit: number) =>
    cachedFigure(db, version, `count:${countKey(search)}`, async () => {
      const byIndex =
        search.q !== undefined &&
        readsTextByIndex(await estimatedMatches(db, condition), limit, await poolSize(db, version));
      return countMatches(db, condition, limit, byIndex);
    });
  let rows: Row[];
  let n: number;
  if (search.q === undefined) {
    const [version, page] = await Promise.all([
      readPoolVersion(db),
      pageQuery(db, search, condition, false),
    ]);
    rows = page;
    n = await countUpTo(version, CANDIDATE_COUNT_CAP);
  } else {
    const version = await readPoolVersion(db);
    // Past the cap, a text filter alone matching at most 1 in SET_SHARE of the pool is
    // still read as a set: walking the order's index would test 24 × SET_SHARE search
    // documents or more for a page. With other filters the walk tests those first and
    // opens few documents, while the set would intersect each filter's whole bitmap
    // ('berlin' + Rust at 1,000,000: walk 9 ms, set 125 ms).
    const setLimit = Math.max(
      CANDIDATE_COUNT_CAP,
      where.length === 1 ? Math.floor((await poolSize(db, version)) / SET_SHARE) : 0,
    );
    // One count answers both the total and how to read the page: counted twice (to the cap,
    // then to the set's limit), the first search after a write for 'kubern' at 1,000,000
    // read the index twice, 75 + 85 ms.
    n = await countUpTo(version, setLimit);
    rows = await pageQuery(db, search, condition, n <= setLimit);
  }
  return {
    items: rows.map(toCandidate),
    total: Math.min(n, CANDIDATE_COUNT_CAP),
    capped: n > CANDIDATE_COUNT_CAP,
  };
}

type Row = Awaited<ReturnType<typeof pageQuery>>[number];

/**
 * A text filter matching more than the count cap but at most 1 in this many candidates is
 * read as a set (pageQuery). Up to 100,000 candidates that is the cap itself; past it, a
 * word in a few thousand résumés of 1,000,000 would otherwise cost a walk of about 7,000
 * search documents per page (docs/decisions/075-talent-pool-at-a-million.md).
 */
const SET_SHARE = 100;

/** Candidates in the pool (the figures' row), remembered per pool version. */
function poolSize(db: Db, version: number): Promise<number> {
  return cachedFigure(db, version, "size", async () => (await candidateStats(db)).total);
}

/**
 * One page in the requested order. Asked for the first rows in an order, PostgreSQL walks
 * that order's index and tests each row against the filter; for free text that means
 * fetching and decompressing each row's search document (a two-page résumé's worth). A rare
 * word (376 matches in 100,000) cost 7,940 of them, 37,000 buffers, for one page; the
 * planner, whose statistics do not hold such a word, guessed 500 matches and 830 rows. So
 * a text filter with at most CANDIDATE_COUNT_CAP matches, or in a large pool at most 1 in
 * SET_SHARE candidates (the count is known by then), is read as a set through the GIN
 * index, which answers it exactly, and only that set is sorted (376 rows: 369 buffers). A
 * broader one matches at least 1 row in 100, so the walk finds a page of 24 within 2,400
 * rows, within a few dozen for common words.
 */
function pageQuery(db: Db, search: CandidateSearch, condition: SQL | undefined, asSet: boolean) {
  if (!asSet) {
    if (search.q !== undefined && (search.skills.length > 0 || search.tags.length > 0)) {
      return textAfterFilters(db, search);
    }
    // Without filters the walk reads just the page's rows; with free text it must read
    // each row it passes anyway (the search document is not in any order's index).
    if (condition === undefined || search.q !== undefined) {
      return db
        .select(candidateColumns)
        .from(candidates)
        .where(condition)
        .orderBy(...orderings[search.sort])
        .limit(search.limit)
        .offset(search.offset);
    }
    // Filters without free text: the page's ids first, then its rows. Each order's index
    // carries the filter columns (migration 0022), so finding the ids tests index entries
    // only (an index-only scan) instead of reading a table row for every entry the walk
    // passes; asked for every column, PostgreSQL reads the row before testing it.
    // 'relocating' + Go + active by score at 1,000,000 candidates: 15,500 entries passed,
    // 20-120 ms -> 3-8 ms. The LIMIT keeps the subquery planned on its own, as the walk.
    const ids = db
      .select({ id: candidates.id })
      .from(candidates)
      .where(condition)
      .orderBy(...orderings[search.sort])
      .limit(search.limit)
      .offset(search.offset);
    return db
      .select(candidateColumns)
      .from(candidates)
      .where(inArray(candidates.id, ids))
      .orderBy(...orderings[search.sort]);
  }
  // A subquery with a LIMIT is planned on its own (PostgreSQL cannot pull it up into the
  // ordered, limited outer query); the limit bounds nothing here since every match was
  // counted below it. Its alias is the table's name so that the orderings'
  // "candidates"."…" columns name its columns.
  // Through the index, whatever the planner guesses: at 10,000 candidates it estimated 149
  // matches for 'senior full' (there were 864) and read the whole table instead, 60-75 ms
  // for what the index answers in 4.5 ms.
  const matches = db
    .select(candidateColumns)
    .from(candidates)
    .where(condition)
    .limit(2 ** 31 - 1)
    .as("candidates");
  return throughTheIndex(db, async (d) =>
    d
      .select()
      .from(matches)
      .orderBy(...orderings[search.sort])
      .limit(search.limit)
      .offset(search.offset),
  );
}

/** The candidates table under another name, for a query that names a subquery "candidates". */
const candidate = alias(candidates, "candidate");
const {
  searchVector: candidateSearchVector,
  resumeText: _resumeText,
  resumeTextFailure: _resumeTextFailure,
  ...candidateApiColumns
} = getTableColumns(candidate);

/**
 * A page of free text with a skill or tag filter, along the order's index: the filters are
 * tested on the index's entries (which carry them, migration 0022), and only the entries
 * that pass are looked up by id and their search documents tested. Read directly, every
 * entry the walk passes costs its table row before any filter is tested: with a skill held
 * by 1 candidate in 10, ten rows for each document opened. 'berlin' + Rust, cheapest first,
 * at 1,000,000: 2,972 rows read for a page, or 349 looked up; from a cold cache (the table
 * is 11 GB) 302 ms -> 121-154 ms, warm about the same (6.4-7.5 -> 6.7-7.8 ms through the
 * API, the join's planning costing what the rows saved). A broad filter would lose
 * (status 'active' + 't5000', warm: 5.6 -> 8.5 ms: each passing entry costs a lookup by
 * id besides its row), hence only skills and tags, which name few candidates among many.
 * The walk is a subquery named as the table, so the orderings' "candidates"."…" columns
 * name its columns, in its order, which the join by id keeps (a nested loop).
 */
function textAfterFilters(db: Db, search: CandidateSearch) {
  const walk = db
    .select({
      id: candidates.id,
      createdAt: candidates.createdAt,
      aiAssessmentScore: candidates.aiAssessmentScore,
      hourlyRate: candidates.hourlyRate,
      experience: candidates.experience,
    })
    .from(candidates)
    .where(and(...filters({ ...search, q: undefined })))
    .orderBy(...orderings[search.sort])
    .limit(2 ** 31 - 1)
    .as("candidates");
  return db
    .select(candidateApiColumns)
    .from(candidate)
    .innerJoin(walk, eq(candidate.id, walk.id))
    .where(matchesText(candidateSearchVector, search.q ?? ""))
    .orderBy(...orderings[search.sort])
    .limit(search.limit)
    .offset(search.offset);
}
