import type { apiErrorSchema } from "./api-error.ts";
import type { z } from "./zod.ts";

/** The JSON error body of every failed API call (api-error.ts). */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The answer to text holding a NUL character (U+0000): PostgreSQL cannot store or compare
 * it, so it is refused at the edge with a 400 instead of failing in the database.
 */
export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";
