/**
 * Candidate self-service: the plain values, without zod, so the
 * /talent screen loads none of the schemas until a save (common/talent.ts re-exports all
 * of this with the schemas).
 */

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

/** What completeness reads of a profile (TalentProfile has all of it). */
interface CompletenessInput {
  title: string;
  summary: string | null;
  location: string | null;
  skills: string[];
  spokenLanguages: string[];
  availability: string | null;
  hourlyRate: number | null;
  experience: number | null;
  phone: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  resumeUrl: string | null;
}

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
