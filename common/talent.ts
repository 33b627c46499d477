/**
 * Candidate self-service and personal data: the sign-in link, the
 * candidate's own profile with its completeness, the export, and the erased row's words.
 */
import { applicationReviewSchema, applicationSchema } from "./application.ts";
import { candidateFields } from "./candidate.ts";
import { AVAILABILITY_VALUES } from "./constants.ts";
import { profileSuggestionsSchema } from "./suggestions.ts";
import { z } from "./zod.ts";

// The plain values (link and session lengths, the erased row's words, the messages and the
// completeness parts) live once in ./talent-values.ts, without zod, for the /talent screen.
export * from "./talent-values.ts";

/** POST /api/talent/access. */
export const talentAccessSchema = z.object({ email: candidateFields.email });
/** POST /api/talent/session: the token of the sign-in link (the page's form posts it). */
export const talentSessionSchema = z.object({ token: z.string().min(1).max(200) });

/** PUT /api/talent/me: what the candidate keeps current; an absent field is left as it is. */
export const talentUpdateSchema = z.object({
  availability: candidateFields.availability,
  // Years of experience: the résumé's date ranges suggest them, the candidate confirms.
  experience: candidateFields.experience,
  availableFrom: candidateFields.availableFrom,
  hourlyRate: candidateFields.hourlyRate,
  location: candidateFields.location,
  skills: candidateFields.skills,
  spokenLanguages: candidateFields.spokenLanguages,
  summary: candidateFields.summary,
  githubUrl: candidateFields.githubUrl,
  linkedinUrl: candidateFields.linkedinUrl,
  portfolioUrl: candidateFields.portfolioUrl,
  phone: candidateFields.phone,
});
export type TalentUpdate = z.input<typeof talentUpdateSchema>;

export const talentProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  title: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
  experience: z.number().nullable(),
  hourlyRate: z.number().nullable(),
  availability: z.enum(AVAILABILITY_VALUES).nullable(),
  availableFrom: z.string().nullable(),
  skills: z.array(z.string()),
  spokenLanguages: z.array(z.string()),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  /** 0–100: how much of the profile is filled in (talentCompleteness). */
  completeness: z.number().int().min(0).max(100),
  updatedAt: z.string(),
  /** From the résumé's text, to confirm one by one (common/suggestions.ts); {} without. */
  suggestions: profileSuggestionsSchema,
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

/** PUT /api/talent/me/resume, after POST /api/talent/upload. */
export const talentResumeBodySchema = z.object({ resumeURL: z.string().min(1).max(4096) });
export const talentResumeResponseSchema = z.object({ resumeUrl: z.string() });
export const talentUploadSchema = z.object({ uploadURL: z.string() });

const row = z.record(z.string(), z.unknown());

/** GET /api/talent/me/export: every stored fact about the candidate. */
export const talentExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  applications: z.array(applicationSchema.extend({ reviews: z.array(applicationReviewSchema) })),
  notes: z.array(row),
  pipelineEntries: z.array(row),
  verdicts: z.array(row),
  engagements: z.array(row),
  /** Rows of every other table that names the candidate, by table. */
  other: z.record(z.string(), z.array(row)),
});
export type TalentExport = z.infer<typeof talentExportSchema>;

/** The 202 of an erasure. */
export const erasureAcceptedSchema = z.object({ id: z.string(), erased: z.literal(true) });
