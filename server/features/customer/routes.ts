import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { sharedListingSchema, sharedProfileSchema } from "#common/link.ts";
import { apiErrorSchema, viewerRequiredSchema } from "#common/workspace.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { serveObject } from "../objects/serve.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { LINK_DIGEST_JOB, notifyCreator, sendDigest, type WorkspaceMail } from "./notify.ts";
import {
  countView,
  developerInLink,
  fileSlug,
  type OpenLink,
  openLink,
  sharedFile,
  sharedListing,
  sharedNotFound,
  toSharedDeveloper,
} from "./service.ts";
import { ViewerRequiredError, viewerOf, visitorOf } from "./viewer.ts";
import { identity, recordProfileView, recordVisit, type ViewerIdentity } from "./workspace.ts";
import { workspaceRoutes } from "./workspace-routes.ts";

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

/**
 * Customer data must not linger in caches once a link is switched off, nor be indexed
 * if a shared URL leaks into a crawler's path.
 */
export function privateResponse(reply: FastifyReply) {
  reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
}

/** A listing view loads every developer's photo: files get a larger budget per token. */
export const sharedFilesRateLimit = { ...sharedRateLimit, max: 2000 };

const tokenParams = z.object({ token: z.string() });
const fileParams = z.object({ token: z.string(), "*": z.string() });
const profileParams = z.object({ token: z.string(), developerId: z.string() });

/** Error answers of every customer call: the shared 404, and 401 when a link needs an e-mail. */
export const customerErrors = { 401: viewerRequiredSchema, 404: apiErrorSchema };

/**
 * A shared file's answers: its bytes (whole, or the requested range) under its own
 * Content-Type, streamed and never serialised; 304 and 416 have no body (objects/serve.ts).
 */
const fileBytes = z
  .string()
  .meta({ format: "binary", description: "The file's bytes: a photo, a résumé or a video" });
const fileContent = { content: { "application/octet-stream": { schema: fileBytes } } };
const sharedFileResponses = {
  200: { description: "The file", ...fileContent },
  206: { description: "The requested byte range of the file", ...fileContent },
  304: z.null().describe("Not modified: the ETag matches"),
  416: z.null().describe("The requested range is outside the file"),
  ...customerErrors,
};

export interface CustomerDeps {
  db: Db;
  storage: ObjectStorage;
  config: Config;
}

/**
 * The link behind the token and who is using it. Unusable links are the shared 404 first;
 * then a link that requires an e-mail refuses anyone not verified on it (401).
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
  if (link.requireEmail && !viewer) throw new ViewerRequiredError();
  // Files need no identity: no visitor cookie is set on them.
  const visitor = viewer || !options.identify ? "" : visitorOf(request, reply, deps.config);
  return { link, who: identity(viewer, visitor) };
}

/** Login-free customer views (spec §7 "GET /api/shared/developers/…") and the workspace. */
export async function customerRoutes(app: FastifyInstance, deps: CustomerDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const mail: WorkspaceMail = { db, jobs: app.jobs, log: app.log };
  // Held verdict notifications, sent as one digest when their hour is over.
  await app.jobs.work<{ linkId: string }>(LINK_DIGEST_JOB, ({ linkId }) =>
    sendDigest(mail, linkId),
  );

  // This plugin's own errors: the 401 carries `requireEmail` so the screens ask for a code.
  // Anything else is the app's error handler's (called directly: rethrowing would turn the
  // rate limiter's plain-object errors into 500s).
  const appErrorHandler = app.errorHandler;
  app.setErrorHandler(function (error, request, reply) {
    if (error instanceof ViewerRequiredError) {
      privateResponse(reply);
      return reply.status(401).send({ message: error.message, requireEmail: true });
    }
    return appErrorHandler.call(this, error, request, reply);
  });

  r.get(
    "/api/shared/developers/:token",
    {
      schema: { params: tokenParams, response: { 200: sharedListingSchema, ...customerErrors } },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      await countView(db, link, now);
      const visit = await recordVisit(db, link, who, now);
      if (visit.firstForLink) {
        await notifyCreator(mail, link, {
          kind: "first-visit",
          viewerEmail: who.viewer?.email ?? null,
        });
        await emitWebhookEvent(mail, "link.viewed", { linkId: link.id });
      }
      return {
        developers: await sharedListing(db, link, visit.previousVisit),
        customerInfo: link.customerInfo,
        viewer: who.viewer,
      };
    },
  );

  r.get(
    "/api/shared/developers/:token/:developerId",
    {
      schema: { params: profileParams, response: { 200: sharedProfileSchema, ...customerErrors } },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const row = await developerInLink(db, link, request.params.developerId);
      await recordProfileView(db, link, who, row.id, now);
      return { developer: toSharedDeveloper(row, link), customerInfo: link.customerInfo };
    },
  );

  /**
   * The photos and resumes the shared responses point to, with no sign-in (a verified
   * viewer's cookie when the link requires one). Never cached: once the link is switched
   * off, the next request is refused.
   */
  r.get(
    "/api/shared/files/:token/*",
    {
      schema: { params: fileParams, response: sharedFileResponses },
      config: { rateLimit: sharedFilesRateLimit },
      onSend: async (_request, reply) => {
        privateResponse(reply);
      },
    },
    async (request, reply) => {
      const { token, "*": objectPath } = request.params;
      const { link } = await customerOf(deps, request, reply, token, new Date(), {
        identify: false,
      });
      const file = await sharedFile(db, link, objectPath);
      const downloadName = file.kind === "resume" ? `${fileSlug(file.fullName)}-resume` : undefined;
      try {
        return await serveObject(request, reply, { db, storage }, `/objects/${objectPath}`, {
          downloadName,
        });
      } catch (error) {
        // A file missing from storage is refused like any other: one answer for everything.
        if (error instanceof HttpError && error.statusCode === 404) throw sharedNotFound();
        throw error;
      }
    },
  );

  await workspaceRoutes(app, deps, mail);
}
