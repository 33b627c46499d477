/** The JSON error body of every failed API call (spec-decisions "HTTP API"). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * The answer to text holding a NUL character (U+0000): PostgreSQL cannot store or compare
 * it, so it is refused at the edge with a 400 instead of failing in the database.
 */
export const NUL_CHARACTER_MESSAGE = "Text may not contain the NUL character (U+0000).";
