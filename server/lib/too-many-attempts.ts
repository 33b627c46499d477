import { HttpError } from "./http-error.ts";

/** Words a person can act on: "in 45 seconds", "in 15 minutes". */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const wait =
    seconds < 120
      ? `${seconds} ${seconds === 1 ? "second" : "seconds"}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** A 429 with Retry-After (spec-decisions) and a message fit to show. */
export function tooManyAttempts(waitSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(429, tooManyAttemptsMessage(seconds), undefined, {
    "retry-after": String(seconds),
  });
}
