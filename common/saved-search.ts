/** A user's saved searches of the developer list. */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

/**
 * A saved search's filter as the developer list keeps it: the list's URL query string
 * ("q=react&skills=Go") or the same as an object of parameters. Stored as sent.
 */
const queryValue = z.union([
  z.string().max(TEXT_LIMITS.short),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(TEXT_LIMITS.listItem)).max(TEXT_LIMITS.listItems),
]);
export const savedSearchQuerySchema = z.union([
  z.string().max(TEXT_LIMITS.url, "The search is too long to save"),
  z
    .record(z.string().max(50), queryValue)
    .refine((o) => Object.keys(o).length <= 30, "The search is too long to save"),
]);

export const SAVED_SEARCH_LIMIT = 100;

/** Body of POST /api/saved-searches. */
export const savedSearchInputSchema = z.object({
  name: z
    .string("Please name the search")
    .trim()
    .min(1, "Please name the search")
    .max(TEXT_LIMITS.listItem, `A name holds at most ${TEXT_LIMITS.listItem} characters`),
  query: savedSearchQuerySchema,
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

export const DUPLICATE_SAVED_SEARCH = "You already have a saved search with this name";
export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";
