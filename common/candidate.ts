import {
  CANDIDATE_MAX_LIMIT,
  CANDIDATE_MAX_OFFSET,
  CANDIDATE_SORTS,
  type CandidateFilterKey,
} from "./candidate-values.ts";
import {
  AVAILABILITY_VALUES,
  CANDIDATE_RANGES,
  CANDIDATE_STATUS_VALUES,
  SEARCH_QUERY_MAX,
  TEXT_LIMITS,
} from "./constants.ts";
import { RESUME_TEXT_FAILURES, RESUME_TEXT_STATES } from "./resume-text-values.ts";
import { z } from "./zod.ts";

export * from "./candidate-values.ts";

/** Only web addresses: a `javascript:` or `data:` URL would run or load in a viewer's page. */
const webUrl = z
  .url({ protocol: /^https?$/, error: "Please enter a valid http:// or https:// URL" })
  .max(TEXT_LIMITS.url);

const optionalUrl = z
  .union([webUrl, z.literal("")])
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
 * The candidate fields every form field and API body share, with the candidate form's rules.
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
  /** The first day the candidate can start (YYYY-MM-DD); null or absent: available now. */
  availableFrom: z.iso
    .date("Please enter a valid date")
    .or(z.literal("").transform(() => null))
    .optional()
    .nullable(),
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
  /** Admin-only labels; never part of what a customer sees. */
  tags: stringList,
  profilePhoto: optionalText(TEXT_LIMITS.url),
  resumeUrl: optionalText(TEXT_LIMITS.url),
  /** An MP4 or WebM introduction, held and sent like resumeUrl. */
  videoUrl: optionalText(TEXT_LIMITS.url),
};

/** Body of POST /api/candidates and PUT /api/candidates/{id} (no id, no timestamps). */
export const candidateInputSchema = z.object(candidateFields);
export type CandidateInput = z.input<typeof candidateInputSchema>;

/**
 * A candidate as the API returns it (the routes' response schema: a field not listed here,
 * such as the résumé's search text, is never serialised).
 */
export const candidateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** Null (as phone and resumeUrl) for a non-admin when POOL_CONTACT_DETAILS=admins. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.number().nullable(),
  hourlyRate: z.number().nullable(),
  availability: z.enum(AVAILABILITY_VALUES).nullable(),
  availableFrom: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  skills: z.array(z.string()),
  spokenLanguages: z.array(z.string()),
  tags: z.array(z.string()),
  isActive: z.enum(CANDIDATE_STATUS_VALUES),
  aiAssessmentScore: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidateListSchema = z.array(candidateSchema);

/** PUT /api/candidates/{id}/profile-photo and /resume: the upload URL, then the stored path. */
export const candidatePhotoBodySchema = z.object({ profilePhotoURL: z.string().min(1).max(4096) });
export const candidatePhotoResponseSchema = z.object({ profilePhoto: z.string() });
export const candidateResumeBodySchema = z.object({ resumeURL: z.string().min(1).max(4096) });
export const candidateResumeResponseSchema = z.object({ resumeUrl: z.string() });
/**
 * GET /api/candidates/{id}/resume-text (admins): whether the résumé's words are searchable,
 * and if not, why (`message` says so in words).
 */
export const candidateResumeTextSchema = z.object({
  state: z.enum(RESUME_TEXT_STATES),
  failure: z.enum(RESUME_TEXT_FAILURES).nullable(),
  message: z.string().nullable(),
});
export type CandidateResumeText = z.infer<typeof candidateResumeTextSchema>;
/** PUT /api/candidates/{id}/video: likewise, MP4 or WebM up to 500 MB. */
export const candidateVideoBodySchema = z.object({ videoURL: z.string().min(1).max(4096) });
export const candidateVideoResponseSchema = z.object({ videoUrl: z.string() });

/**
 * Body of PUT /api/candidates/{id}: the same fields, but an absent optional field keeps its
 * stored value (the edit form attaches photo and resume through their own calls) and an
 * absent status keeps the current one instead of resetting it to the default.
 */
export const candidateUpdateSchema = candidateInputSchema.extend({
  isActive: z.enum(CANDIDATE_STATUS_VALUES).optional(),
});
export type CandidateUpdate = z.input<typeof candidateUpdateSchema>;

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);
const queryInt = (min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).optional());
/** A comma-separated query list (items never contain commas: the form splits on them). */
const queryList = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v.join(",") : typeof v === "string" ? v : "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(z.string().max(TEXT_LIMITS.listItem)).max(20),
);

/**
 * Query parameters of GET /api/candidates. Every one is optional, so the plain call still
 * answers the array of candidates it always has; the developer list keeps the same names in
 * its own URL.
 * `skills` and `tags` are comma-separated; a candidate must have all of the ones named.
 * Its keys are the list's filter keys (./candidate-values.ts) and the page's window: the
 * `satisfies` holds them equal.
 */
export const candidateSearchSchema = z.object({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(SEARCH_QUERY_MAX).optional()),
  skills: queryList,
  tags: queryList,
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
} satisfies Record<CandidateFilterKey | "limit" | "offset", z.ZodType>);
export type CandidateSearch = z.output<typeof candidateSearchSchema>;

/** GET /api/candidates/stats: the developer list's four figures, pool-wide. */
export const candidateStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  /** Rounded mean hourly rate of active candidates, a missing rate counted as 0. */
  avgRate: z.number(),
  /** Rounded mean AI score of active candidates, a missing score counted as 0. */
  avgScore: z.number(),
});
export type CandidateStats = z.infer<typeof candidateStatsSchema>;

/**
 * The candidate form's values: the API fields, with skills and languages as the
 * comma-separated text the user types. Messages come from candidateFields.
 */
export const candidateFormSchema = candidateInputSchema.extend({
  skills: z.string().max(TEXT_LIMITS.summary),
  spokenLanguages: z.string().max(TEXT_LIMITS.summary),
  tags: z.string().max(TEXT_LIMITS.summary).optional(),
});
export type CandidateFormValues = z.input<typeof candidateFormSchema>;
