import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DATABASE_NOT_ANSWERING,
  errorResponse,
  healthResponse,
  readyResponse,
} from "#common/operations.ts";
import type { Database } from "../../db/client.ts";

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/health",
    { schema: { summary: "Liveness: the process answers", response: { 200: healthResponse } } },
    async () => ({
      status: "ok" as const,
    }),
  );

  r.get(
    "/api/ready",
    {
      schema: {
        summary: "Readiness: the database answers",
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        await opts.database.ping();
        return { status: "ready" as const, database: opts.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ message: DATABASE_NOT_ANSWERING });
      }
    },
  );
}
