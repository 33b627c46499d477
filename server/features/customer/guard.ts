/**
 * What every customer route shares (routes.ts, the *-routes.ts beside it, and the job-order and
 * engagement pages that answer customers): the rate limit per link, the private-response
 * headers, the error answers, and the link behind the token with who is using it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { requireAccepted } from "./agreement.ts";
import { PRIVATE_HEADERS } from "./private-headers.ts";
import { type OpenLink, openLink } from "./service.ts";
import {
  identity,
  type ViewerIdentity,
  ViewerRequiredError,
  viewerOf,
  visitorOf,
} from "./viewer.ts";

/**
 * Per token, not per client: a shared link is one customer's key, and this caps how hard
 * any one key can be used (a team browsing a listing and its profiles stays far below).
 * Each route keeps its own count (the plugin's in-process store is per route).
 */
export const sharedRateLimit = {
  max: 300,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `shared:${(request.params as { token?: string }).token ?? ""}`,
};

/** Every customer answer is private (private-headers.ts). */
export function privateResponse(reply: FastifyReply) {
  reply.headers(PRIVATE_HEADERS);
}

/** A listing view loads every developer's photo: files get a larger budget per token. */
export const sharedFilesRateLimit = { ...sharedRateLimit, max: 2000 };

/**
 * Error answers of every customer call: the shared 404, and 401 when a link needs an e-mail
 * or an accepted agreement.
 */
export const customerErrors = { 401: apiErrorSchema, 404: apiErrorSchema };

export interface CustomerDeps {
  db: Db;
  storage: ObjectStorage;
  config: Config;
}

/**
 * The link behind the token and who is using it. Unusable links are the shared 404 first;
 * then a link that requires an e-mail refuses anyone not verified on it (401), and a link
 * that requires an agreement anyone whose session has not accepted its current text (401).
 */
export async function customerOf(
  deps: CustomerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  now: Date,
  options: { identify: boolean } = { identify: true },
): Promise<{ link: OpenLink; who: ViewerIdentity }> {
  const link = await openLink(deps.db, token, now);
  const viewer = await viewerOf(deps.db, request, link, now);
  // First a proven address (when asked for), then the agreement accepted with it.
  if (link.requireEmail && !viewer) {
    throw new ViewerRequiredError(link.requireAgreement ? link.agreementText : null);
  }
  requireAccepted(link, viewer);
  // Files need no identity: no visitor cookie is set on them.
  const visitor = viewer || !options.identify ? "" : visitorOf(request, reply, deps.config);
  return { link, who: identity(viewer, visitor) };
}
