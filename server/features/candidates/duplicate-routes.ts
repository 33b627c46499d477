/** The probable-duplicates check the candidate form asks before saving (product-extensions §5). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { duplicateListSchema, duplicateQuerySchema } from "#common/duplicate.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../auth/session.ts";
import { findDuplicates } from "./duplicates.ts";

export async function duplicateRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/candidates/duplicates",
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
