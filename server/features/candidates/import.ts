/**
 * POST /api/candidates/import. Each valid row is matched
 * against the pool: a row whose e-mail is already a candidate's updates that candidate; a
 * row that is probably someone already there (same LinkedIn or GitHub profile, or a close
 * name with the same phone) is skipped and reported; the rest are created. Nothing is
 * written on a dry run or when any row has an error (then the answer counts nothing created or
 * updated and every row skipped); otherwise one transaction writes all.
 */
import type { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import type { ImportResult } from "#common/candidate-csv.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { conflict, isUniqueViolation } from "../../lib/http-error.ts";
import {
  NAME_SIMILARITY,
  normalizedUrlSql,
  normalizeProfileUrl,
  phoneDigits,
  phoneDigitsSql,
} from "./duplicates.ts";
import { type ImportRow, readImport } from "./import-rows.ts";

/** Rows per look-up and per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;

type Values = typeof candidates.$inferInsert;
type Match = { candidateId: string; reason: string };

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The row's given fields as column values: text trimmed, lists without repeats. */
function toValues(row: ImportRow): Values {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.values)) {
    if (value === undefined || value === null) continue;
    values[key] =
      typeof value === "string" ? value.trim() : Array.isArray(value) ? [...new Set(value)] : value;
  }
  return values as Values;
}

/** Existing candidates by e-mail: the rows that update them. */
async function byEmail(db: Db, rows: ImportRow[]): Promise<Map<number, Match>> {
  const found = new Map<number, Match>();
  for (const batch of chunks(rows)) {
    const existing = await db
      .select({ id: candidates.id, email: candidates.email })
      .from(candidates)
      .where(
        inArray(
          candidates.email,
          batch.map((r) => r.values.email),
        ),
      );
    const ids = new Map(existing.map((c) => [c.email, c.id]));
    for (const r of batch) {
      const id = ids.get(r.values.email);
      if (id) found.set(r.row, { candidateId: id, reason: "email" });
    }
  }
  return found;
}

/** Probable duplicates of new rows: same profile URL, or close name and same phone. */
async function probable(db: Db, rows: ImportRow[]): Promise<Map<number, Match>> {
  const found = new Map<number, Match>();
  for (const batch of chunks(rows)) {
    for (const field of ["linkedinUrl", "githubUrl"] as const) {
      const wanted = new Map<string, number[]>();
      for (const r of batch) {
        const url = normalizeProfileUrl(r.values[field]);
        if (url) wanted.set(url, [...(wanted.get(url) ?? []), r.row]);
      }
      if (wanted.size === 0) continue;
      const normalized = normalizedUrlSql(candidates[field]);
      const hits = await db
        .select({ id: candidates.id, url: sql<string>`${normalized}` })
        .from(candidates)
        .where(sql`${normalized} = ANY(${sql.param([...wanted.keys()])}::text[])`);
      for (const hit of hits) {
        for (const row of wanted.get(hit.url) ?? []) {
          if (!found.has(row)) found.set(row, { candidateId: hit.id, reason: field });
        }
      }
    }
    const withPhone = batch.filter((r) => phoneDigits(r.values.phone) && !found.has(r.row));
    if (withPhone.length === 0) continue;
    const hits = await db
      .select({ row: sql<number>`r.row`.mapWith(Number), id: candidates.id })
      .from(candidates)
      .innerJoin(
        sql`unnest(${sql.param(withPhone.map((r) => r.row))}::int[],
                   ${sql.param(withPhone.map((r) => phoneDigits(r.values.phone)))}::text[],
                   ${sql.param(withPhone.map((r) => r.values.fullName.toLowerCase()))}::text[])
            AS r(row, phone, name)`,
        sql`${phoneDigitsSql} = r.phone
            AND similarity(lower(${candidates.fullName}), r.name) >= ${NAME_SIMILARITY}`,
      );
    for (const hit of hits) {
      const row = hit.row;
      if (!found.has(row)) found.set(row, { candidateId: hit.id, reason: "namePhone" });
    }
  }
  return found;
}

export async function importCandidates(
  db: Db,
  body: Readable,
  options: { dryRun: boolean },
): Promise<ImportResult> {
  const { rows, errors, total } = await readImport(body);
  const updates = await byEmail(db, rows);
  const fresh = rows.filter((r) => !updates.has(r.row));
  const skips = await probable(db, fresh);
  const creates = fresh.filter((r) => !skips.has(r.row));

  const duplicates = [...updates, ...skips]
    .map(([row, match]) => ({ row, ...match }))
    .sort((a, b) => a.row - b.row);
  // Any row error means nothing is written: the answer (and the dry run's, which answers
  // what the import would do) says so, every row skipped, instead of counting the valid rows
  // as created or updated, which would tell the admin rows were written that were not. The
  // matches found are still listed.
  if (errors.length > 0) {
    return { created: 0, updated: 0, skipped: total, duplicates, errors };
  }
  const result: ImportResult = {
    created: creates.length,
    updated: updates.size,
    skipped: skips.size,
    duplicates,
    errors,
  };
  if (options.dryRun) return result;

  const byRow = new Map(rows.map((r) => [r.row, r]));
  try {
    await db.transaction(async (tx) => {
      for (const batch of chunks(creates)) {
        await tx.insert(candidates).values(batch.map(toValues));
      }
      for (const [row, match] of updates) {
        const { email: _email, ...values } = toValues(byRow.get(row)!);
        await tx
          .update(candidates)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(candidates.id, match.candidateId));
      }
    });
  } catch (error) {
    // Someone created one of these e-mails between the check and the write.
    if (isUniqueViolation(error, "candidates_email_unique")) {
      throw conflict("A candidate in the file was created meanwhile; run the import again");
    }
    throw error;
  }
  return result;
}
