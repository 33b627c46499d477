/**
 * Suggestions from a résumé's text (an application's or a candidate's): what the screens
 * offer to confirm, one tap each, and never write on their own. Each key is absent when the
 * text gave nothing new for it.
 */
import { z } from "./zod.ts";

// The screens' words live in ./suggestion-values.ts, without zod.
export * from "./suggestion-values.ts";

export const profileSuggestionsSchema = z.object({
  /** Skills the pool knows (as it spells them) named in the text and not listed yet. */
  skills: z.array(z.string()).optional(),
  /** Whole years covered by the text's date ranges ("2018 – 2023", "Jan 2019 - present"). */
  experience: z.number().int().optional(),
  /** A GitHub profile link found in the text, when it is not the one given. */
  githubUrl: z.string().optional(),
  /** A LinkedIn profile link found in the text, when it is not the one given. */
  linkedinUrl: z.string().optional(),
});
export type ProfileSuggestions = z.infer<typeof profileSuggestionsSchema>;
