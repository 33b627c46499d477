import { waitWords } from "#common/wait-words.ts";
import { HttpError } from "./http-error.ts";

/** Words a person can act on: "in 45 seconds", "in 15 minutes". */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  return `Too many attempts. Please try again in ${waitWords(waitSeconds)}.`;
}

/** A 429 with Retry-After and a message fit to show. */
export function tooManyAttempts(
  waitSeconds: number,
  message: (waitSeconds: number) => string = tooManyAttemptsMessage,
): HttpError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(429, message(seconds), undefined, {
    "retry-after": String(seconds),
  });
}
