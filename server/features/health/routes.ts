import type { FastifyInstance } from "fastify";
import { healthEndpoints } from "#common/endpoints/health.ts";
import {
  DATABASE_NOT_ANSWERING,
  errorResponse,
  healthResponse,
  readyResponse,
} from "#common/operations.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  route(
    app,
    healthEndpoints.health,
    { schema: { summary: "Liveness: the process answers", response: { 200: healthResponse } } },
    async () => ({
      status: "ok" as const,
    }),
  );

  route(
    app,
    healthEndpoints.ready,
    {
      schema: {
        summary: "Readiness: the database answers",
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (request) => {
      try {
        await opts.database.ping();
        return { status: "ready" as const, database: opts.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        // The error handler answers `{ message }` with the status, as every failure.
        throw new HttpError(503, DATABASE_NOT_ANSWERING);
      }
    },
  );
}
