/** The probable-duplicates check the candidate form asks before saving. */
import type { FastifyInstance } from "fastify";
import { duplicateListSchema, duplicateQuerySchema } from "#common/duplicate.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../auth/session.ts";
import { findDuplicates } from "./duplicates.ts";

export async function duplicateRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  route(
    app,
    endpoints.duplicates,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Find candidates that are probably the same person",
        querystring: duplicateQuerySchema,
        response: { 200: duplicateListSchema },
      },
    },
    async (request) => findDuplicates(db, request.query),
  );
}
