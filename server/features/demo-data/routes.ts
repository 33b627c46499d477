/** The admin's view of the demo data, and its removal in one call (audited). */
import type { FastifyInstance } from "fastify";
import { demoDataRemovedSchema, demoDataSchema } from "#common/demo-data.ts";
import { demoDataEndpoints } from "#common/endpoints/demo-data.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { countDemoCandidates, removeDemoCandidates } from "./service.ts";

export async function demoDataRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  route(
    app,
    demoDataEndpoints.count,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Count the demo candidates still in the pool",
        response: { 200: demoDataSchema },
      },
    },
    async () => ({ candidates: await countDemoCandidates(db) }),
  );

  route(
    app,
    demoDataEndpoints.remove,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Remove every demo candidate from the pool",
        response: { 200: demoDataRemovedSchema },
      },
    },
    async (request) => {
      const removed = await removeDemoCandidates(db);
      await recordAudit(db, request, {
        action: "demo-data.remove",
        targetType: "candidate",
        targetId: null,
        details: { removed },
      });
      return { removed };
    },
  );
}
