import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { serveObject } from "../objects/serve.ts";
import { fileSlug, sharedDeveloper, sharedFile, sharedListing, sharedNotFound } from "./service.ts";

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

/** Login-free customer views (spec §7 "GET /api/shared/developers/…"). */
export async function customerRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = opts;

  r.get(
    "/api/shared/developers/:token",
    { schema: { params: tokenParams }, config: { rateLimit: sharedRateLimit } },
    async (request, reply) => {
      privateResponse(reply);
      return sharedListing(db, request.params.token, new Date());
    },
  );

  r.get(
    "/api/shared/developers/:token/:developerId",
    { schema: { params: profileParams }, config: { rateLimit: sharedRateLimit } },
    async (request, reply) => {
      privateResponse(reply);
      return sharedDeveloper(db, request.params.token, request.params.developerId, new Date());
    },
  );

  /**
   * The photos and resumes the shared responses point to, without a cookie. Never cached:
   * once the link is switched off, the next request is refused.
   */
  r.get(
    "/api/shared/files/:token/*",
    {
      schema: { params: fileParams },
      config: { rateLimit: sharedFilesRateLimit },
      onSend: async (_request, reply) => {
        privateResponse(reply);
      },
    },
    async (request, reply) => {
      const { token, "*": objectPath } = request.params;
      const file = await sharedFile(db, token, objectPath, new Date());
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
}
