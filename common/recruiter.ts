/**
 * Recruiter tools (product-extensions §5): notes, saved searches, duplicates, import.
 * Schemas the forms and the server share, and the routes' response shapes.
 */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const NOTE_MAX_LENGTH = TEXT_LIMITS.message;

/** Body of POST /api/candidates/{id}/notes. */
export const noteInputSchema = z.object({
  body: z
    .string("Please write a note")
    .trim()
    .min(1, "Please write a note")
    .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters`),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const candidateNoteSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  body: z.string(),
  /** Null once the author's account has been deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;
export const candidateNoteListSchema = z.array(candidateNoteSchema);

/**
 * A saved search's filter as the developer list keeps it: the list's URL query string
 * ("q=react&skills=Go") or the same as an object of parameters. Stored as sent.
 */
const queryValue = z.union([
  z.string().max(TEXT_LIMITS.short),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(TEXT_LIMITS.listItem)).max(TEXT_LIMITS.listItems),
]);
export const savedSearchQuerySchema = z.union([
  z.string().max(TEXT_LIMITS.url, "The search is too long to save"),
  z
    .record(z.string().max(50), queryValue)
    .refine((o) => Object.keys(o).length <= 30, "The search is too long to save"),
]);

export const SAVED_SEARCH_LIMIT = 100;

/** Body of POST /api/saved-searches. */
export const savedSearchInputSchema = z.object({
  name: z
    .string("Please name the search")
    .trim()
    .min(1, "Please name the search")
    .max(TEXT_LIMITS.listItem, `A name holds at most ${TEXT_LIMITS.listItem} characters`),
  query: savedSearchQuerySchema,
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

export const DUPLICATE_SAVED_SEARCH = "You already have a saved search with this name";
export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";

/** Why two candidates are probably the same person. */
export const DUPLICATE_REASONS = {
  email: "Same e-mail address",
  linkedinUrl: "Same LinkedIn profile",
  githubUrl: "Same GitHub profile",
  namePhone: "Similar name and same phone number",
} as const;
export type DuplicateReason = keyof typeof DUPLICATE_REASONS;

const optionalQueryText = (max: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(max).optional());

/** Query of GET /api/candidates/duplicates: what the form has typed so far. */
export const duplicateQuerySchema = z.object({
  email: optionalQueryText(TEXT_LIMITS.email),
  fullName: optionalQueryText(TEXT_LIMITS.name),
  phone: optionalQueryText(50),
  linkedinUrl: optionalQueryText(TEXT_LIMITS.url),
  githubUrl: optionalQueryText(TEXT_LIMITS.url),
  /** The candidate being edited, never reported as its own duplicate. */
  excludeId: optionalQueryText(36),
});
export type DuplicateQuery = z.output<typeof duplicateQuerySchema>;

export const duplicateMatchSchema = z.object({
  candidateId: z.string(),
  fullName: z.string(),
  email: z.string(),
  reason: z.enum(Object.keys(DUPLICATE_REASONS) as [DuplicateReason, ...DuplicateReason[]]),
  /** The reason in words, fit to show. */
  message: z.string(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;
export const duplicateListSchema = z.array(duplicateMatchSchema);

/** Rows one import may hold; a bigger file is split by the admin. */
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes one import body may hold: 10,000 full rows with long summaries. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const importQuerySchema = z.object({
  dryRun: z.preprocess((v) => v === "1" || v === "true" || v === "", z.boolean()),
});

export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  duplicates: z.array(z.object({ row: z.number(), candidateId: z.string(), reason: z.string() })),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * The columns of the candidate CSV, named as the candidate fields (spec §3): what the export
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
