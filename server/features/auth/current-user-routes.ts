import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { currentUserSchema } from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { clearSessionCookie } from "./cookies.ts";
import { requireUser } from "./session.ts";
import type { SessionStore } from "./session-store.ts";

/** The signed-in user, and signing out (common/endpoints/auth.ts). */
export async function currentUserRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  route(
    app,
    endpoints.currentUser,
    {
      onRequest: requireUser,
      schema: { summary: "The signed-in user", response: { 200: currentUserSchema } },
    },
    async (request) => request.user!,
  );

  route(
    app,
    endpoints.logout,
    { schema: { summary: "Sign out", response: { 204: z.null().describe("Signed out") } } },
    async (request, reply) => {
      if (request.user) {
        await opts.sessions.destroy(request.user.sessionId);
        await recordAudit(opts.db, request, {
          action: "auth.logout",
          targetType: "user",
          targetId: request.user.id,
        });
      }
      clearSessionCookie(request, reply, opts.config);
      return reply.status(204).send(null);
    },
  );
}
