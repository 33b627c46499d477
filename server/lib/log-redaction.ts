/**
 * What request logs may say: a share link's token or an upload URL's signature
 * is a key to data, and a failed query's parameters may hold hashes or personal data. The
 * logger's serializers (server/app.ts) pass every request line and error through these.
 */
import type { FastifyRequest } from "fastify";
import { clientRequestId } from "./request-id.ts";

/** Path segments that are secrets: the part after these prefixes. */
const SECRET_PATHS = [
  /^(\/api\/shared\/(?:developers|files)\/)[^/?#]+/,
  /^(\/api\/shared\/)[^/?#]+/,
  /^(\/shared\/)[^/?#]+/,
  /^(\/api\/unsubscribe\/)[^/?#]+/,
  // The page a campaign's footer links to carries the same token as its API.
  /^(\/unsubscribe\/)[^/?#]+/,
];

/** Query parameters that are secrets (S3 presigning, upload signatures, OAuth codes). */
const SECRET_PARAMS =
  /^(signature|token|code|state|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(path)) {
      path = path.replace(pattern, "$1[redacted]");
      break;
    }
  }
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** A query error's parameters (Drizzle appends them to its message) are never logged. */
const scrubText = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]");

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  cause?: LoggedError;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== "object" || depth > 4) {
    return { type: typeof error, message: String(error), stack: "" };
  }
  const e = error as Record<string, unknown> & { constructor?: { name?: string } };
  const out: LoggedError = {
    type: e.constructor?.name ?? "Error",
    message: scrubText(String(e.message ?? "")),
    stack: typeof e.stack === "string" ? scrubText(e.stack) : "",
  };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  // The SQL text has placeholders only; values (`params`, pg's `detail`) are left out.
  if (typeof e.query === "string") out.query = e.query;
  if (e.cause) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    clientRequestId: clientRequestId(request.headers),
  }),
  err: (error: unknown) => serializeError(error),
};
