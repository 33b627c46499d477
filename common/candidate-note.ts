/** Internal notes on a candidate: admin-only, never shown to customers. */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const NOTE_MAX_LENGTH = TEXT_LIMITS.message;

/** Body of POST /api/candidates/{id}/notes. */
export const noteInputSchema = z.object({
  body: z
    .string("Please write a note")
    .trim()
    .min(1, "Please write a note")
    .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters`),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const candidateNoteSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  body: z.string(),
  /** Null once the author's account has been deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;
export const candidateNoteListSchema = z.array(candidateNoteSchema);
