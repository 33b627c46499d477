/**
 * GET /api/candidates/export.csv: every candidate the list's filters match, in the list's
 * order, as spreadsheet-safe CSV. Read in batches so a large pool is streamed, not held.
 */
import { Readable } from "node:stream";
import { and, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Candidate, CandidateSearch } from "#common/candidate.ts";
import {
  CANDIDATE_CSV_FIELDS,
  CANDIDATE_CSV_READ_ONLY,
  CSV_LIST_SEPARATOR,
} from "#common/candidate-csv.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { csvLine } from "../../lib/csv.ts";
import { filters, orderings } from "./search.ts";
import { candidateColumns, toCandidate } from "./service.ts";

const BATCH = 1000;
const columns = [...CANDIDATE_CSV_READ_ONLY, ...CANDIDATE_CSV_FIELDS] as const;

function cellsOf(candidate: Candidate): Array<string | number | null> {
  return columns.map((column) => {
    const value = candidate[column];
    return Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : value;
  });
}

/**
 * Each order of the list (search.ts `orderings`) as its key column, that column's type and
 * the directions of the key and of the id tiebreaker; missing values always come last.
 */
const keys: Record<
  CandidateSearch["sort"],
  { column: PgColumn; type: SQL; descending: boolean; idDescending: boolean }
> = {
  newest: {
    column: candidates.createdAt,
    type: sql.raw("timestamptz"),
    descending: true,
    idDescending: true,
  },
  score: {
    column: candidates.aiAssessmentScore,
    type: sql.raw("float8"),
    descending: true,
    idDescending: false,
  },
  rate: {
    column: candidates.hourlyRate,
    type: sql.raw("int4"),
    descending: false,
    idDescending: false,
  },
  experience: {
    column: candidates.experience,
    type: sql.raw("int4"),
    descending: true,
    idDescending: false,
  },
};

/** Where the previous batch ended: its last row's key (as PostgreSQL's text) and id. */
interface After {
  key: string | null;
  id: string;
}

/**
 * Every candidate the list's filters match, in the list's order, in batches that each
 * continue from the previous batch's last row (keyset), so each batch costs the same at any
 * depth: an OFFSET batch re-walks every row before it, which made a full export of
 * 1,000,000 candidates quadratic (docs/decisions/075-talent-pool-at-a-million.md). After a
 * row with key k and id i the order goes on with (1) the rows of key k past id i, (2) the
 * rows past key k, (3) the rows without a key (past id i when k itself is missing); each
 * part is a range of the order's index.
 */
export function exportCandidates(
  db: Db,
  search: Omit<CandidateSearch, "limit" | "offset">,
  batchSize = BATCH,
): Readable {
  const where = filters(search);
  const key = keys[search.sort];
  const order = orderings[search.sort];
  const idOrder = key.idDescending
    ? sql`${candidates.id} DESC NULLS LAST`
    : sql`${candidates.id} ASC NULLS LAST`;
  const pastId = (id: string) => (key.idDescending ? lt(candidates.id, id) : gt(candidates.id, id));
  const read = (extra: Array<SQL | undefined>, orderBy: SQL[], limit: number) =>
    db
      .select({ ...candidateColumns, sortKey: sql<string | null>`${key.column}::text` })
      .from(candidates)
      .where(and(...where, ...extra))
      .orderBy(...orderBy)
      .limit(limit);

  async function batchAfter(after: After | undefined) {
    if (!after) return read([], order, batchSize);
    const parts: Array<[Array<SQL | undefined>, SQL[]]> = [];
    if (after.key !== null) {
      const k = sql`CAST(${after.key} AS ${key.type})`;
      parts.push([[sql`${key.column} = ${k}`, pastId(after.id)], [idOrder]]);
      parts.push([[key.descending ? sql`${key.column} < ${k}` : sql`${key.column} > ${k}`], order]);
      parts.push([[isNull(key.column)], [idOrder]]);
    } else {
      parts.push([[isNull(key.column), pastId(after.id)], [idOrder]]);
    }
    const rows: Awaited<ReturnType<typeof read>> = [];
    for (const [extra, orderBy] of parts) {
      rows.push(...(await read(extra, orderBy, batchSize - rows.length)));
      if (rows.length === batchSize) break;
    }
    return rows;
  }

  async function* lines() {
    yield csvLine(columns);
    let after: After | undefined;
    for (;;) {
      const rows = await batchAfter(after);
      for (const { sortKey: _key, ...row } of rows) yield csvLine(cellsOf(toCandidate(row)));
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { key: last.sortKey, id: last.id };
    }
  }
  return Readable.from(lines());
}
