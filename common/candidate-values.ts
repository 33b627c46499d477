/**
 * The developer list's plain values: sorts, page sizes, filter keys and the list splitter,
 * without zod, so the signed-in screens' first load carries none of the schemas
 * (common/candidate.ts re-exports all of this with the schemas, which are built from it).
 */

export const CANDIDATE_SORTS = ["newest", "score", "rate", "experience"] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

/** Page size the developer list asks for, and the most one request may ask for. */
export const CANDIDATE_PAGE_SIZE = 24;
export const CANDIDATE_MAX_LIMIT = 100;
/** Deep offsets cost a scan of every skipped row; past this, narrow the filters instead. */
export const CANDIDATE_MAX_OFFSET = 10_000;
/**
 * Matches are counted exactly up to this many; past it the count stops (the list says
 * "1,000+"): counting every row of a broad filter costs a scan of all of them.
 */
export const CANDIDATE_COUNT_CAP = 1_000;

/**
 * The list's filters and order: every parameter of GET /api/candidates but the page's
 * window (limit, offset). candidateSearchSchema (common/candidate.ts) is built with exactly
 * these keys plus the window; its type check and candidate-filters.test.ts hold them equal.
 */
export const CANDIDATE_FILTER_KEYS = [
  "q",
  "skills",
  "tags",
  "availability",
  "status",
  "minRate",
  "maxRate",
  "minScore",
  "sort",
] as const;
export type CandidateFilterKey = (typeof CANDIDATE_FILTER_KEYS)[number];

/** On submit, skills and languages are split on commas, trimmed, empties dropped. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
