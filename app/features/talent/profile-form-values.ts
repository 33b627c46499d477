/**
 * The candidate's profile form as values: read from the stored profile, sent back as the
 * body of PUT /api/talent/me, and the résumé's suggestions put into their fields when
 * tapped (offered once each).
 */
import { splitList } from "#common/candidate-values.ts";
import type { ProfileSuggestions } from "#common/suggestions.ts";
import type { TalentProfile } from "#common/talent.ts";
import type { SuggestionChoice } from "~/components/suggestions-offer";

export type Values = Record<
  | "availability"
  | "availableFrom"
  | "experience"
  | "hourlyRate"
  | "location"
  | "skills"
  | "spokenLanguages"
  | "summary"
  | "githubUrl"
  | "linkedinUrl"
  | "portfolioUrl"
  | "phone",
  string
>;

export const labels: Record<keyof Values, string> = {
  availability: "Availability",
  availableFrom: "Available from",
  experience: "Years of experience",
  hourlyRate: "Hourly rate (USD)",
  location: "Location",
  skills: "Skills (comma-separated)",
  spokenLanguages: "Spoken languages (comma-separated)",
  summary: "Summary",
  githubUrl: "GitHub URL",
  linkedinUrl: "LinkedIn URL",
  portfolioUrl: "Portfolio URL",
  phone: "Phone",
};

export function toValues(p: TalentProfile): Values {
  return {
    availability: p.availability ?? "",
    availableFrom: p.availableFrom ?? "",
    experience: p.experience == null ? "" : String(p.experience),
    hourlyRate: p.hourlyRate == null ? "" : String(p.hourlyRate),
    location: p.location ?? "",
    skills: p.skills.join(", "),
    spokenLanguages: p.spokenLanguages.join(", "),
    summary: p.summary ?? "",
    githubUrl: p.githubUrl ?? "",
    linkedinUrl: p.linkedinUrl ?? "",
    portfolioUrl: p.portfolioUrl ?? "",
    phone: p.phone ?? "",
  };
}

export function toBody(v: Values) {
  return {
    availability: (v.availability || null) as TalentProfile["availability"],
    availableFrom: v.availableFrom || null,
    experience: v.experience.trim() === "" ? null : Number(v.experience),
    hourlyRate: v.hourlyRate.trim() === "" ? null : Number(v.hourlyRate),
    location: v.location,
    skills: splitList(v.skills),
    spokenLanguages: splitList(v.spokenLanguages),
    summary: v.summary,
    githubUrl: v.githubUrl,
    linkedinUrl: v.linkedinUrl,
    portfolioUrl: v.portfolioUrl,
    phone: v.phone,
  };
}

/** A tapped suggestion's key, so it is offered no more. */
export const keyOf = (choice: SuggestionChoice) =>
  "skill" in choice ? `skill:${choice.skill}` : Object.keys(choice)[0]!;

/** The suggestions not tapped yet. */
export function unapplied(s: ProfileSuggestions, applied: string[]): ProfileSuggestions {
  const left = (key: string) => !applied.includes(key);
  const skills = s.skills?.filter((skill) => left(`skill:${skill}`)) ?? [];
  return {
    ...(skills.length > 0 ? { skills } : {}),
    ...(s.experience !== undefined && left("experience") ? { experience: s.experience } : {}),
    ...(s.githubUrl && left("githubUrl") ? { githubUrl: s.githubUrl } : {}),
    ...(s.linkedinUrl && left("linkedinUrl") ? { linkedinUrl: s.linkedinUrl } : {}),
  };
}

/** The form's values with a tapped suggestion in its field. */
export function withChoice(v: Values, choice: SuggestionChoice): Values {
  if ("skill" in choice) {
    const skills = splitList(v.skills);
    return skills.some((s) => s.toLowerCase() === choice.skill.toLowerCase())
      ? v
      : { ...v, skills: [...skills, choice.skill].join(", ") };
  }
  if ("experience" in choice) return { ...v, experience: String(choice.experience) };
  return { ...v, ...choice };
}
