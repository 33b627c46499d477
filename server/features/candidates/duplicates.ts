/**
 * Probable duplicates: another candidate with the same e-mail, the same LinkedIn
 * or GitHub profile (URLs compared normalised), or a close name (pg_trgm similarity) with
 * the same phone number (digits compared). Used by the form's warning and by the import.
 */
import { and, eq, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  DUPLICATE_REASONS,
  type DuplicateMatch,
  type DuplicateQuery,
  type DuplicateReason,
} from "#common/duplicate.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";

/** How alike two names must be (pg_trgm similarity, 0–1) to flag a shared phone. */
export const NAME_SIMILARITY = 0.5;
/** Fewer digits than this is not a phone number worth matching on. */
const MIN_PHONE_DIGITS = 6;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A profile URL reduced to what identifies the profile: no scheme, no "www.", no query,
 * fragment or trailing slash, lower-cased. `normalizedUrlSql` is the same in SQL.
 */
export function normalizeProfileUrl(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  const text = url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
  return text || null;
}

export const normalizedUrlSql = (column: SQLWrapper) =>
  sql`rtrim(regexp_replace(regexp_replace(regexp_replace(lower(${column}), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.', ''), '[?#].*$', ''), '/')`;

export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

export const phoneDigitsSql = sql`regexp_replace(coalesce(${candidates.phone}, ''), '\\D', '', 'g')`;

const matchColumns = {
  candidateId: candidates.id,
  fullName: candidates.fullName,
  email: candidates.email,
};

/** Candidates that are probably the person described, strongest reason first, each once. */
export async function findDuplicates(db: Db, query: DuplicateQuery): Promise<DuplicateMatch[]> {
  const exclude =
    query.excludeId && uuidPattern.test(query.excludeId)
      ? ne(candidates.id, query.excludeId)
      : undefined;
  const checks: Array<{ reason: DuplicateReason; where: SQL | undefined }> = [];
  if (query.email) {
    checks.push({ reason: "email", where: eq(candidates.email, query.email.toLowerCase()) });
  }
  for (const field of ["linkedinUrl", "githubUrl"] as const) {
    const url = normalizeProfileUrl(query[field]);
    if (url) {
      checks.push({
        reason: field,
        where: sql`${normalizedUrlSql(candidates[field])} = ${url}`,
      });
    }
  }
  const digits = phoneDigits(query.phone);
  if (digits && query.fullName) {
    checks.push({
      reason: "namePhone",
      where: and(
        sql`${phoneDigitsSql} = ${digits}`,
        sql`similarity(lower(${candidates.fullName}), lower(${query.fullName})) >= ${NAME_SIMILARITY}`,
      ),
    });
  }
  const found = new Map<string, DuplicateMatch>();
  for (const check of checks) {
    const rows = await db
      .select(matchColumns)
      .from(candidates)
      .where(and(check.where, exclude))
      .limit(10);
    for (const row of rows) {
      if (found.has(row.candidateId)) continue;
      found.set(row.candidateId, {
        ...row,
        reason: check.reason,
        message: DUPLICATE_REASONS[check.reason],
      });
    }
  }
  return [...found.values()];
}
