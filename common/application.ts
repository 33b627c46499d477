/**
 * Applications: a developer asking to join the pool from /apply,
 * and the admins' vetting of it. The allowed values, the form's words and the consent
 * text live once in ./application-values.ts (re-exported here); the schemas are here.
 */
import {
  APPLICATION_BULK_MAX,
  APPLICATION_STATUSES,
  applicationMessages,
  applicationReviewMessages,
  SCORE_RANGE,
  SCORECARD_KEYS,
  SCORECARD_LABELS,
  type ScorecardKey,
} from "./application-values.ts";
import { candidateFields } from "./candidate.ts";
import { AVAILABILITY_VALUES, CANDIDATE_RANGES, TEXT_LIMITS } from "./constants.ts";
import { profileSuggestionsSchema } from "./suggestions.ts";
import { z } from "./zod.ts";

export * from "./application-values.ts";

/** A blank form field is "not given". */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const optionalInt = (range: { min: number; max: number }) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number(applicationMessages.wholeNumber)
      .int(applicationMessages.wholeNumber)
      .min(range.min)
      .max(range.max)
      .optional(),
  );
const optionalUrl = z.preprocess(
  blank,
  z
    .url({ protocol: /^https?$/, error: "Please enter a valid http:// or https:// URL" })
    .max(TEXT_LIMITS.url)
    .optional(),
);

/** Comma-separated skills as typed (a JSON caller may send a list). */
export function parseSkills(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((s) => (typeof s === "string" ? s.trim() : s));
  if (typeof value !== "string") return value;
  return [
    ...new Set(
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The application's fields, as a form posts them (strings) or a JSON caller sends them.
 * `consent` must be true ("true" or a checked box's "on").
 */
export const applicationInputSchema = z.object({
  fullName: candidateFields.fullName,
  email: candidateFields.email,
  title: candidateFields.title,
  location: optionalText(TEXT_LIMITS.short),
  skills: z.preprocess(
    parseSkills,
    z
      .array(z.string().min(1).max(TEXT_LIMITS.listItem), applicationMessages.skills)
      .max(TEXT_LIMITS.listItems, applicationMessages.skills)
      .default([]),
  ),
  experience: optionalInt(CANDIDATE_RANGES.experience),
  hourlyRate: optionalInt(CANDIDATE_RANGES.hourlyRate),
  availability: z.preprocess(
    blank,
    z.enum(AVAILABILITY_VALUES, applicationMessages.availability).optional(),
  ),
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  summary: optionalText(TEXT_LIMITS.summary),
  consent: z.preprocess(
    (v) => v === true || v === "true" || v === "on",
    z.literal(true, applicationMessages.consentRequired),
  ),
});
export type ApplicationInput = z.output<typeof applicationInputSchema>;

/** 201 of POST /api/applications: nothing more, so a known address looks like any other. */
export const applicationCreatedSchema = z.object({ id: z.string() });

export const scorecardSchema = z.object(
  Object.fromEntries(
    SCORECARD_KEYS.map((key) => [
      key,
      z
        .number(`${SCORECARD_LABELS[key]} must be a score from 1 to 5`)
        .int(`${SCORECARD_LABELS[key]} must be a score from 1 to 5`)
        .min(SCORE_RANGE.min, `${SCORECARD_LABELS[key]} must be a score from 1 to 5`)
        .max(SCORE_RANGE.max, `${SCORECARD_LABELS[key]} must be a score from 1 to 5`),
    ]),
  ) as Record<ScorecardKey, z.ZodNumber>,
);
export type Scorecard = z.infer<typeof scorecardSchema>;

const statusSchema = z.enum(APPLICATION_STATUSES, applicationReviewMessages.unknownStatus);
const noteSchema = z
  .string()
  .trim()
  .min(1, applicationReviewMessages.emptyNote)
  .max(TEXT_LIMITS.message);

/**
 * PATCH /api/admin/applications/{id}. A status change keeps the note and scorecard sent
 * with it, as one step of the record.
 */
export const applicationPatchSchema = z
  .object({
    status: statusSchema.optional(),
    note: noteSchema.optional(),
    scorecard: scorecardSchema.optional(),
    // A suggestion from the résumé, confirmed on the review (common/suggestions.ts).
    skills: applicationInputSchema.shape.skills.optional(),
    experience: applicationInputSchema.shape.experience,
    githubUrl: applicationInputSchema.shape.githubUrl,
    linkedinUrl: applicationInputSchema.shape.linkedinUrl,
  })
  .refine(
    (v) =>
      v.status ||
      v.note ||
      v.scorecard ||
      v.skills ||
      v.experience !== undefined ||
      v.githubUrl ||
      v.linkedinUrl,
    applicationReviewMessages.emptyPatch,
  );
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

/** POST /api/admin/applications/bulk: one status (and note) for many, each as if alone. */
export const applicationBulkSchema = z.object({
  ids: z
    .array(z.uuid(applicationReviewMessages.unknownApplication))
    .min(1, applicationReviewMessages.noneChosen)
    .max(APPLICATION_BULK_MAX, applicationReviewMessages.tooManyChosen),
  status: statusSchema,
  note: noteSchema.optional(),
});
export type ApplicationBulk = z.infer<typeof applicationBulkSchema>;
/** How many of the chosen applications were changed (an id no longer found is not). */
export const applicationBulkResultSchema = z.object({ updated: z.number().int() });

export const applicationListQuerySchema = z.object({
  status: statusSchema.optional(),
  /** Part of the name, e-mail address or title, any case. */
  q: z.preprocess(blank, z.string().trim().max(TEXT_LIMITS.short).optional()),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** One step's record: what an admin wrote or scored at that status. */
export const applicationReviewSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  scorecard: scorecardSchema.nullable(),
  authorId: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.number().nullable(),
  hourlyRate: z.number().nullable(),
  availability: z.enum(AVAILABILITY_VALUES).nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  summary: z.string().nullable(),
  /** The stored résumé's /objects path (admins open it), or null. */
  resumeUrl: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** The latest scorecard given. */
  scorecard: scorecardSchema.nullable(),
  /** The latest note given (each review keeps its own). */
  note: z.string().nullable(),
  consentVersion: z.string(),
  consentedAt: z.string(),
  /** The candidate approval created or linked; null before. */
  candidateId: z.string().nullable(),
  rejectionSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationDetailSchema = applicationSchema.extend({
  reviews: z.array(applicationReviewSchema),
  /** From the résumé's text once read in the background; {} until then or without one. */
  suggestions: profileSuggestionsSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
/** One row of the admins' list: also how many other applications share its e-mail address. */
export const applicationListItemSchema = applicationSchema.extend({
  duplicates: z.number().int(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export const applicationListSchema = z.array(applicationListItemSchema);
