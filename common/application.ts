/**
 * Applications (product-extensions §8): a developer asking to join the pool from /apply,
 * and the admins' vetting of it. The allowed values, the form's words and the consent
 * text live here once: the page, the server, the table's CHECK and the admin screen use them.
 */
import { candidateFields } from "./candidate.ts";
import { AVAILABILITY_VALUES, CANDIDATE_RANGES, TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const APPLICATION_STATUSES = [
  "new",
  "screening",
  "interview",
  "test-project",
  "approved",
  "rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  "test-project": "Test project",
  approved: "Approved",
  rejected: "Rejected",
};

export const SCORECARD_KEYS = ["technical", "communication", "english", "reliability"] as const;
export type ScorecardKey = (typeof SCORECARD_KEYS)[number];
export const SCORECARD_LABELS: Record<ScorecardKey, string> = {
  technical: "Technical",
  communication: "Communication",
  english: "English",
  reliability: "Reliability",
};
export const SCORE_RANGE = { min: 1, max: 5 } as const;

/**
 * The consent the applicant gives, and its version: the version and the time are stored
 * with each application. A new wording gets a new version.
 */
export const CONSENT_VERSION = "2026-11-25";
export const CONSENT_TEXT =
  "I agree that my application, résumé and contact details are stored and used to assess me for the talent pool and to propose me to customers. I can ask for a copy of my data or its erasure at any time.";

/** The /apply form's id: the server writes its no-JavaScript notice just before it. */
export const APPLY_FORM_ID = "apply-form";

/** Where the privacy notice is: the /apply page's own section. */
export const PRIVACY_NOTICE_PATH = "/apply#privacy";

/** At most this many applications per e-mail address and client in an hour (429 after). */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: "1 hour" } as const;

/** The multipart fields of POST /api/applications, in the form's order. */
export const APPLICATION_FIELDS = [
  "fullName",
  "email",
  "title",
  "location",
  "skills",
  "experience",
  "hourlyRate",
  "availability",
  "githubUrl",
  "linkedinUrl",
  "portfolioUrl",
  "summary",
  "consent",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const applicationMessages = {
  consentRequired: "Please agree to the privacy notice to apply.",
  skills: "Please list at most 100 skills, each at most 100 characters.",
  wholeNumber: "Must be a whole number",
  availability: `Availability must be one of: ${AVAILABILITY_VALUES.join(", ")}`,
  resumeTooLarge: "The resume is too large. Resumes may be at most 10 MB.",
  resumeWrongType: "Resumes must be PDF or Word documents (PDF, DOC or DOCX).",
  sent: {
    title: "Application sent",
    description:
      "Thank you for applying. We have e-mailed you a confirmation and will be in touch after we review your application.",
  },
  failure: {
    title: "Your application was not sent",
    description: "Please check the highlighted fields and try again.",
  },
  labels: {
    fullName: "Full name",
    email: "Email",
    title: "Title",
    location: "Location",
    skills: "Skills",
    experience: "Years of experience",
    hourlyRate: "Hourly rate (USD)",
    availability: "Availability",
    githubUrl: "GitHub URL",
    linkedinUrl: "LinkedIn URL",
    portfolioUrl: "Portfolio URL",
    summary: "About you",
    consent: "Consent",
    resume: "Résumé (PDF or Word, up to 10 MB)",
  } satisfies Record<ApplicationField | "resume", string>,
} as const;

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

/** PATCH /api/admin/applications/{id}. */
export const applicationPatchSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, "Unknown status").optional(),
    note: z.string().trim().min(1, "The note is empty").max(TEXT_LIMITS.message).optional(),
    scorecard: scorecardSchema.optional(),
  })
  .refine((v) => v.status || v.note || v.scorecard, "Send a status, a note or a scorecard");
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, "Unknown status").optional(),
});

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
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export const applicationListSchema = z.array(applicationSchema);
