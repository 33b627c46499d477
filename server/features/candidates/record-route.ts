/** A candidate's record with the company, for the candidate's screen: admin-only. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { candidateRecordSchema } from "#common/candidate-record.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../auth/session.ts";
import { candidateRecord } from "./record.ts";

export async function recordRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/candidates/:id/record",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "A candidate's applications, pipelines and engagements",
        params: z.object({ id: z.string() }),
        response: { 200: candidateRecordSchema },
      },
    },
    async (request) => candidateRecord(opts.db, request.params.id),
  );
}
