import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get("/api/health", async () => ({ status: "ok" }));

  app.get("/api/ready", async (request, reply) => {
    try {
      await opts.database.ping();
      return { status: "ready", database: opts.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ message: "The database is not answering." });
    }
  });
}
