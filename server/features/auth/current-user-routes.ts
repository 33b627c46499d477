import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { clearSessionCookie, requireUser, type SessionStore } from "./session.ts";

/** GET /api/auth/user and POST /api/auth/logout (spec §7, spec-decisions). */
export async function currentUserRoutes(
  app: FastifyInstance,
  opts: { sessions: SessionStore; config: Config },
) {
  app.get("/api/auth/user", { preHandler: requireUser }, async (request) => {
    const { sessionId: _sessionId, ...user } = request.user!;
    return user;
  });

  app.post("/api/auth/logout", async (request, reply) => {
    if (request.user) await opts.sessions.destroy(request.user.sessionId);
    clearSessionCookie(reply, opts.config.isProduction);
    return reply.status(204).send();
  });
}
