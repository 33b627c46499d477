/**
 * The one schema of a failed API call's body, `{ message, errors? }`, with the flags a
 * screen acts on. Every API route declares it for its 4xx and 5xx answers
 * (server/plugins/errors.ts), so /api/docs documents it and the serializer sends nothing
 * else. Kept apart from `http-error.ts` so that code which only needs the type or the
 * messages does not load zod.
 */

import { z } from "./zod.ts";

export const apiErrorSchema = z.object({
  message: z.string(),
  /** Field name (dotted path) → the message to show beside that field. */
  errors: z.record(z.string(), z.string()).optional(),
  /** A link that needs a verified viewer (401). */
  requireEmail: z.literal(true).optional(),
  /** A link whose viewers must accept its agreement first (401). */
  requireAgreement: z.literal(true).optional(),
  /** The text to accept, with `requireAgreement`. */
  agreementText: z.string().optional(),
  /** A signed-in user who has not confirmed their address yet (403). */
  emailUnverified: z.literal(true).optional(),
  /** A confirmed user still waiting for an admin's approval (403). */
  awaitingApproval: z.literal(true).optional(),
});
