/** The probable-duplicates check the candidate form asks before saving. */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

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
