/** The candidate CSV: the export and the import, admin-only. */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { candidateSearchSchema } from "#common/candidate.ts";
import {
  IMPORT_CONTENT_TYPE_MESSAGE,
  importQuerySchema,
  importResultSchema,
} from "#common/candidate-csv.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { unsupportedMediaType } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { exportCandidates } from "./export.ts";
import { importCandidates } from "./import.ts";

const exportQuery = candidateSearchSchema.omit({ limit: true, offset: true });

export async function csvRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  route(
    app,
    endpoints.exportCsv,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Download the candidates as CSV",
        querystring: exportQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // A stream is sent as is (never serialised); the schema documents it as text.
      const csv = exportCandidates(db, request.query) as unknown as string;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="candidates-${day}.csv"`)
        .send(csv);
    },
  );

  // The import's body is read as a stream (import-rows.ts), by a parser only this route has.
  await app.register(async (scope) => {
    scope.addContentTypeParser("text/csv", (_request, payload, done) => done(null, payload));
    route(
      scope,
      endpoints.importCsv,
      {
        onRequest: requireAdmin,
        schema: {
          summary: "Import candidates from CSV, or check a file first (dryRun)",
          querystring: importQuerySchema,
          response: { 200: importResultSchema },
        },
      },
      async (request) => {
        // The parser above hands a text/csv body over as its stream; any other body is refused.
        const body: unknown = request.body;
        if (!(body instanceof Readable)) throw unsupportedMediaType(IMPORT_CONTENT_TYPE_MESSAGE);
        const result = await importCandidates(db, body, {
          dryRun: request.query.dryRun,
        });
        if (!request.query.dryRun && result.errors.length === 0) {
          await recordAudit(db, request, {
            action: "candidate.import",
            targetType: "candidate",
            details: { created: result.created, updated: result.updated, skipped: result.skipped },
          });
        }
        return result;
      },
    );
  });
}
