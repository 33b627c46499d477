import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { todaySchema } from "#common/today.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../auth/session.ts";
import { todayWork } from "./service.ts";

/** The recruiter's workspace: what needs doing today, for the admin dashboard's first tab. */
export async function todayRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/admin/today",
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
