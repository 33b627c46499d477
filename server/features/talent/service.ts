/**
 * The candidate's own profile: what GET/PUT /api/talent/me read and
 * change, with its completeness. Name, e-mail and title stay the admins' to change.
 */
import { eq } from "drizzle-orm";
import {
  type TalentProfile,
  type TalentUpdate,
  talentCompleteness,
  talentMessages,
} from "#common/talent.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { unauthorized } from "../../lib/http-error.ts";
import { suggestionsFor } from "../candidates/suggestions.ts";

const profileColumns = {
  id: candidates.id,
  fullName: candidates.fullName,
  email: candidates.email,
  title: candidates.title,
  phone: candidates.phone,
  location: candidates.location,
  summary: candidates.summary,
  experience: candidates.experience,
  hourlyRate: candidates.hourlyRate,
  availability: candidates.availability,
  availableFrom: candidates.availableFrom,
  skills: candidates.skills,
  spokenLanguages: candidates.spokenLanguages,
  githubUrl: candidates.githubUrl,
  linkedinUrl: candidates.linkedinUrl,
  portfolioUrl: candidates.portfolioUrl,
  resumeUrl: candidates.resumeUrl,
  profilePhoto: candidates.profilePhoto,
  updatedAt: candidates.updatedAt,
};

export async function getProfile(db: Db, candidateId: string): Promise<TalentProfile> {
  const [found] = await db
    .select({ ...profileColumns, resumeText: candidates.resumeText })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  // The candidate was erased or removed while signed in.
  if (!found) throw unauthorized(talentMessages.notSignedIn);
  const { resumeText, ...row } = found;
  const profile = {
    ...row,
    availability: row.availability as TalentProfile["availability"],
    updatedAt: row.updatedAt.toISOString(),
  };
  return {
    ...profile,
    completeness: talentCompleteness(profile),
    suggestions: await suggestionsFor(db, resumeText, row),
  };
}

/** Optional text: '' and whitespace mean "none". */
const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim();

/** Applies the fields sent (absent ones stay); returns the names of those that changed. */
export async function updateProfile(
  db: Db,
  candidateId: string,
  input: TalentUpdate,
): Promise<{ profile: TalentProfile; changed: string[] }> {
  const before = await getProfile(db, candidateId);
  const values: Record<string, unknown> = {
    availability: input.availability,
    experience: input.experience,
    availableFrom: input.availableFrom,
    hourlyRate: input.hourlyRate,
    location: blankToNull(input.location),
    summary: blankToNull(input.summary),
    phone: blankToNull(input.phone),
    githubUrl: blankToNull(input.githubUrl),
    linkedinUrl: blankToNull(input.linkedinUrl),
    portfolioUrl: blankToNull(input.portfolioUrl),
    skills: input.skills === undefined ? undefined : [...new Set(input.skills ?? [])],
    spokenLanguages:
      input.spokenLanguages === undefined ? undefined : [...new Set(input.spokenLanguages ?? [])],
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const changed = Object.keys(set).filter(
    (key) =>
      JSON.stringify(set[key] ?? null) !==
      JSON.stringify((before as Record<string, unknown>)[key] ?? null),
  );
  if (changed.length > 0) {
    await db
      .update(candidates)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(candidates.id, candidateId));
  }
  return { profile: await getProfile(db, candidateId), changed };
}
