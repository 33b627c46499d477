/** GET/POST/DELETE /api/saved-searches (product-extensions §5): any signed-in user, own only. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from "#common/saved-search.ts";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../auth/session.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./service.ts";

export async function savedSearchRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/saved-searches",
    {
      onRequest: requireUser,
      schema: { summary: "List your saved searches", response: { 200: savedSearchListSchema } },
    },
    async (request) => listSavedSearches(db, request.user!.id),
  );

  r.post(
    "/api/saved-searches",
    {
      onRequest: requireUser,
      schema: {
        summary: "Save a search",
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch(db, request.user!.id, request.body)),
  );

  r.delete(
    "/api/saved-searches/:id",
    {
      onRequest: requireUser,
      schema: {
        summary: "Delete one of your saved searches",
        params: z.object({ id: z.string() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
