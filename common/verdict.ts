/** A viewer's verdict on a candidate of a link. */

import { WORKSPACE_LIMITS } from "./viewer-access.ts";
import { z } from "./zod.ts";

export const VERDICTS = ["interested", "maybe", "not-a-fit"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const verdictBodySchema = z.object({
  verdict: z.enum(VERDICTS, "Choose Interested, Maybe or Not a fit"),
  reason: z
    .string()
    .trim()
    .max(WORKSPACE_LIMITS.reason, `At most ${WORKSPACE_LIMITS.reason} characters`)
    .optional()
    .nullable(),
  comment: z
    .string()
    .trim()
    .max(WORKSPACE_LIMITS.comment, `At most ${WORKSPACE_LIMITS.comment} characters`)
    .optional()
    .nullable(),
});
export type VerdictBody = z.infer<typeof verdictBodySchema>;

export const verdictSchema = z.object({
  developerId: z.string(),
  verdict: z.enum(VERDICTS),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  /** Who gave it; null for an anonymous viewer (all anonymous viewers of a link are one). */
  viewerEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type VerdictItem = z.infer<typeof verdictSchema>;
