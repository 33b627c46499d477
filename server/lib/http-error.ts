/**
 * An error a service throws when a request cannot be honoured; the error handler turns it
 * into the JSON error body `{ message, errors? }` with this status. Its message is shown to users.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Flags the client acts on, sent beside the message (e.g. `emailUnverified: true`). */
  readonly flags?: Record<string, true | string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
    flags?: Record<string, true | string>,
  ) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.flags = flags;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "Please sign in to continue.") =>
  new HttpError(401, message);
export const forbidden = (
  message = "You do not have permission to do that.",
  flags?: Record<string, true>,
) => new HttpError(403, message, undefined, undefined, flags);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** PostgreSQL's unique_violation: lets a service map a race on a unique index to 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === "23505" && (!constraint || e.constraint === constraint);
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}
