/**
 * Candidate self-service and personal data (product-extensions §8): the sign-in link, the
 * candidate's own profile with its completeness, the export, and the erased row's words.
 */
import { applicationReviewSchema, applicationSchema } from "./application.ts";
import { candidateFields } from "./candidate.ts";
import { AVAILABILITY_VALUES } from "./constants.ts";
import { z } from "./zod.ts";

/** A sign-in link is valid this long, once. */
export const TALENT_LINK_TTL_MINUTES = 30;
/** A candidate session lasts this long from sign-in. */
export const TALENT_SESSION_DAYS = 7;

/** What an erased candidate or inquiry is called from then on. */
export const ERASED_NAME = "Erased candidate";
export const ERASED_INQUIRY_NAME = "Erased inquiry";
/** Erased rows keep a unique, lower-case, undeliverable address (RFC 2606's .invalid). */
export const ERASED_EMAIL_DOMAIN = "erased.invalid";
export const erasedEmail = (id: string) => `erased-${id}@${ERASED_EMAIL_DOMAIN}`;
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

export const talentMessages = {
  linkSent: "If we know this address, a sign-in link is on its way. It works once, for 30 minutes.",
  linkInvalid: "This sign-in link has expired or was already used. Please ask for a new one.",
  signedOut: "You are signed out.",
  saved: "Your profile is saved.",
  erased: "Your data has been erased.",
  notSignedIn: "Please sign in with the link we e-mail you.",
};

/** POST /api/talent/access. */
export const talentAccessSchema = z.object({ email: candidateFields.email });
/** POST /api/talent/session: the token of the sign-in link (the page's form posts it). */
export const talentSessionSchema = z.object({ token: z.string().min(1).max(200) });

/** PUT /api/talent/me: what the candidate keeps current; an absent field is left as it is. */
export const talentUpdateSchema = z.object({
  availability: candidateFields.availability,
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
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

type CompletenessInput = Omit<TalentProfile, "completeness" | "id" | "updatedAt">;

/** What counts toward completeness, and its words for the meter's hints. */
export const COMPLETENESS_PARTS: Array<{
  label: string;
  done: (p: CompletenessInput) => boolean;
}> = [
  { label: "Title", done: (p) => !!p.title.trim() },
  { label: "Summary", done: (p) => !!p.summary?.trim() },
  { label: "Location", done: (p) => !!p.location?.trim() },
  { label: "Skills", done: (p) => p.skills.length > 0 },
  { label: "Spoken languages", done: (p) => p.spokenLanguages.length > 0 },
  { label: "Availability", done: (p) => !!p.availability },
  { label: "Hourly rate", done: (p) => p.hourlyRate != null },
  { label: "Years of experience", done: (p) => p.experience != null },
  { label: "Phone", done: (p) => !!p.phone?.trim() },
  {
    label: "A GitHub, LinkedIn or portfolio link",
    done: (p) => !!(p.githubUrl || p.linkedinUrl || p.portfolioUrl),
  },
  { label: "Résumé", done: (p) => !!p.resumeUrl },
];

/** 0–100, rounded: the share of COMPLETENESS_PARTS filled in. */
export function talentCompleteness(profile: CompletenessInput): number {
  const done = COMPLETENESS_PARTS.filter((part) => part.done(profile)).length;
  return Math.round((done / COMPLETENESS_PARTS.length) * 100);
}

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
