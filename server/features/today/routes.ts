import type { FastifyInstance } from "fastify";
import { todayEndpoints } from "#common/endpoints/today.ts";
import { todaySchema } from "#common/today.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../auth/session.ts";
import { todayWork } from "./service.ts";

/** The recruiter's workspace: what needs doing today, for the admin dashboard's first tab. */
export async function todayRoutes(app: FastifyInstance, deps: { db: Db }) {
  route(
    app,
    todayEndpoints.get,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "What needs doing today: job orders due, applications, interviews, trials",
        response: { 200: todaySchema },
      },
    },
    async () => todayWork(deps.db),
  );
}
