/**
 * The schema of the `{ message, errors? }` body of every failed API call (spec-decisions
 * "HTTP API"), for the routes' response schemas. Kept apart from `http-error.ts` so that
 * code which only needs the type or the messages does not load zod.
 */

import { z } from "./zod.ts";

export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
