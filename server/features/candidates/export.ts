/**
 * GET /api/candidates/export.csv: every candidate the list's filters match, in the list's
 * order, as spreadsheet-safe CSV. Read in pages so a large pool is streamed, not held.
 */
import { Readable } from "node:stream";
import { and } from "drizzle-orm";
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

export function exportCandidates(
  db: Db,
  search: Omit<CandidateSearch, "limit" | "offset">,
): Readable {
  const where = filters(search);
  const condition = where.length > 0 ? and(...where) : undefined;
  async function* lines() {
    yield csvLine(columns);
    for (let offset = 0; ; offset += BATCH) {
      const rows = await db
        .select(candidateColumns)
        .from(candidates)
        .where(condition)
        .orderBy(...orderings[search.sort])
        .limit(BATCH)
        .offset(offset);
      for (const row of rows) yield csvLine(cellsOf(toCandidate(row)));
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
