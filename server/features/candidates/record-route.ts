/** A candidate's record with the company, for the candidate's screen: admin-only. */
import type { FastifyInstance } from "fastify";
import { candidateRecordSchema } from "#common/candidate-record.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../auth/session.ts";
import { candidateRecord } from "./record.ts";

export async function recordRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(
    app,
    endpoints.record,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "A candidate's applications, pipelines and engagements",
        response: { 200: candidateRecordSchema },
      },
    },
    async (request) => candidateRecord(opts.db, request.params.id),
  );
}
