/**
 * Request ids. Every request gets the server's own id: the logs' `reqId`, the
 * `x-request-id` response header, a 5xx answer's "Reference: …" and the audit log's
 * `requestId`. An `X-Request-ID` a client (or a proxy) sent is never adopted, so nobody can
 * choose, repeat or forge the id an audit entry is traced by; it is kept apart, as
 * `clientRequestId` in the request's log line and in the audit entry's details.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

export const serverRequestId = (): string => randomUUID();

/** The client's X-Request-ID when it is a plausible id (word characters and dashes, ≤ 64). */
export function clientRequestId(headers: IncomingHttpHeaders): string | undefined {
  const incoming = headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : undefined;
}
