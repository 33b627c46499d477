import * as z from "zod";
import {
  AVAILABILITY_VALUES,
  CANDIDATE_RANGES,
  CANDIDATE_STATUS_VALUES,
  TEXT_LIMITS,
} from "./constants.ts";

const optionalUrl = z
  .union([z.url("Please enter a valid URL").max(TEXT_LIMITS.url), z.literal("")])
  .optional()
  .nullable();

const optionalText = (max: number) => z.string().max(max).optional().nullable();

const optionalInt = (min: number, max: number) =>
  z.number().int("Must be a whole number").min(min).max(max).optional().nullable();

const stringList = z
  .array(z.string().trim().min(1).max(TEXT_LIMITS.listItem))
  .max(TEXT_LIMITS.listItems)
  .optional()
  .nullable();

/**
 * The candidate fields every form field and API body share (spec §5 "Candidate form").
 * Only fullName, email and title are required.
 */
export const candidateFields = {
  fullName: z
    .string()
    .trim()
    .min(2, "Full name must be at least 2 characters")
    .max(TEXT_LIMITS.name),
  email: z.email("Please enter a valid email address").max(TEXT_LIMITS.email),
  phone: optionalText(50),
  title: z.string().trim().min(2, "Title must be at least 2 characters").max(TEXT_LIMITS.short),
  summary: optionalText(TEXT_LIMITS.summary),
  location: optionalText(TEXT_LIMITS.short),
  experience: optionalInt(CANDIDATE_RANGES.experience.min, CANDIDATE_RANGES.experience.max),
  hourlyRate: optionalInt(CANDIDATE_RANGES.hourlyRate.min, CANDIDATE_RANGES.hourlyRate.max),
  availability: z.enum(AVAILABILITY_VALUES).optional().nullable(),
  portfolioUrl: optionalUrl,
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  isActive: z.enum(CANDIDATE_STATUS_VALUES).default("active"),
  aiAssessmentScore: z
    .number()
    .min(CANDIDATE_RANGES.aiAssessmentScore.min)
    .max(CANDIDATE_RANGES.aiAssessmentScore.max)
    .optional()
    .nullable(),
  skills: stringList,
  spokenLanguages: stringList,
  profilePhoto: optionalText(TEXT_LIMITS.url),
  resumeUrl: optionalText(TEXT_LIMITS.url),
};

/** Body of POST /api/candidates and PUT /api/candidates/{id} (the insert shape of §3). */
export const candidateInputSchema = z.object(candidateFields);
export type CandidateInput = z.input<typeof candidateInputSchema>;

/** A candidate as the API returns it. */
export interface Candidate {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  profilePhoto: string | null;
  title: string;
  summary: string | null;
  location: string | null;
  experience: number | null;
  hourlyRate: number | null;
  availability: (typeof AVAILABILITY_VALUES)[number] | null;
  resumeUrl: string | null;
  portfolioUrl: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  skills: string[];
  spokenLanguages: string[];
  isActive: (typeof CANDIDATE_STATUS_VALUES)[number];
  aiAssessmentScore: number | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Body of PUT /api/candidates/{id}: the same fields, but an absent optional field keeps its
 * stored value (the edit form attaches photo and resume through their own calls) and an
 * absent status keeps the current one instead of resetting it to the default.
 */
export const candidateUpdateSchema = candidateInputSchema.extend({
  isActive: z.enum(CANDIDATE_STATUS_VALUES).optional(),
});
export type CandidateUpdate = z.input<typeof candidateUpdateSchema>;

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

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);
const queryInt = (min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).optional());

/**
 * Query parameters of GET /api/candidates. Every one is optional, so the plain call still
 * answers an array (spec §7); the developer list keeps the same names in its own URL.
 * `skills` is comma-separated (skills never contain commas: the form splits on them).
 */
export const candidateSearchSchema = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  skills: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v.join(",") : typeof v === "string" ? v : "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    z.array(z.string().max(TEXT_LIMITS.listItem)).max(20),
  ),
  availability: z.preprocess(emptyAsUndefined, z.enum(AVAILABILITY_VALUES).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(CANDIDATE_STATUS_VALUES).optional()),
  minRate: queryInt(CANDIDATE_RANGES.hourlyRate.min, CANDIDATE_RANGES.hourlyRate.max),
  maxRate: queryInt(CANDIDATE_RANGES.hourlyRate.min, CANDIDATE_RANGES.hourlyRate.max),
  minScore: queryInt(
    CANDIDATE_RANGES.aiAssessmentScore.min,
    CANDIDATE_RANGES.aiAssessmentScore.max,
  ),
  sort: z.preprocess(emptyAsUndefined, z.enum(CANDIDATE_SORTS).default("newest")),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(CANDIDATE_MAX_LIMIT).default(CANDIDATE_MAX_LIMIT),
  ),
  offset: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(CANDIDATE_MAX_OFFSET).default(0),
  ),
});
export type CandidateSearch = z.output<typeof candidateSearchSchema>;

/** GET /api/candidates/stats: the developer list's four figures (spec §9), pool-wide. */
export interface CandidateStats {
  total: number;
  active: number;
  /** Rounded mean hourly rate of active candidates, a missing rate counted as 0. */
  avgRate: number;
  /** Rounded mean AI score of active candidates, a missing score counted as 0. */
  avgScore: number;
}

/** Spec §5: on submit, skills and languages are split on commas, trimmed, empties dropped. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The candidate form's values: the API fields, with skills and languages as the
 * comma-separated text the user types. Messages come from candidateFields.
 */
export const candidateFormSchema = candidateInputSchema.extend({
  skills: z.string().max(TEXT_LIMITS.summary),
  spokenLanguages: z.string().max(TEXT_LIMITS.summary),
});
export type CandidateFormValues = z.input<typeof candidateFormSchema>;
