/**
 * The candidate CSV's plain values: its columns, separator and limits, without zod, so the
 * developer list's import dialog loads none of the schemas (common/candidate-csv.ts
 * re-exports all of this with the schemas).
 */

/** Rows one import may hold; a bigger file is split by the admin. */
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes one import body may hold: 10,000 full rows with long summaries. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The columns of the candidate CSV, named as the candidate's fields: what the export
 * writes and the import reads. Lists are separated by `;` in one cell.
 */
export const CANDIDATE_CSV_FIELDS = [
  "fullName",
  "email",
  "phone",
  "title",
  "summary",
  "location",
  "experience",
  "hourlyRate",
  "availability",
  "portfolioUrl",
  "githubUrl",
  "linkedinUrl",
  "skills",
  "spokenLanguages",
  "tags",
  "isActive",
  "aiAssessmentScore",
] as const;
export type CandidateCsvField = (typeof CANDIDATE_CSV_FIELDS)[number];
/** Columns the export adds and the import accepts but ignores (files attach by upload). */
export const CANDIDATE_CSV_READ_ONLY = [
  "id",
  "profilePhoto",
  "resumeUrl",
  "createdAt",
  "updatedAt",
] as const;
export const CSV_LIST_SEPARATOR = ";";
export const IMPORT_CONTENT_TYPE_MESSAGE = "Send the import as a CSV file (Content-Type: text/csv)";
