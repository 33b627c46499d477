/**
 * The saved-search endpoints of common/endpoints/saved-searches.ts (list, save, delete);
 * any signed-in user, own only.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { savedSearchEndpoints } from "#common/endpoints/saved-searches.ts";
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from "#common/saved-search.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireUser } from "../auth/session.ts";
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from "./service.ts";

export async function savedSearchRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  route(
    app,
    savedSearchEndpoints.list,
    {
      onRequest: requireUser,
      schema: { summary: "List your saved searches", response: { 200: savedSearchListSchema } },
    },
    async (request) => listSavedSearches(db, request.user!.id),
  );

  route(
    app,
    savedSearchEndpoints.create,
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

  route(
    app,
    savedSearchEndpoints.remove,
    {
      onRequest: requireUser,
      schema: { summary: "Delete one of your saved searches", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
