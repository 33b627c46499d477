/**
 * The admins' export of a candidate (exportCandidate in common/endpoints/talent.ts): the
 * same document a candidate downloads for themselves, for an admin answering a data-subject
 * request that arrived by e-mail (the candidate never signed in). Audited as the
 * candidate's own export is.
 */
import type { FastifyInstance } from "fastify";
import { talentEndpoints } from "#common/endpoints/talent.ts";
import { talentExportSchema } from "#common/talent.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { exportCandidate } from "./candidate-export.ts";

export async function adminExportRoute(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  route(
    app,
    talentEndpoints.exportCandidate,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Download all the data kept about a candidate",
        response: { 200: talentExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportCandidate(db, request.params.id);
      await recordAudit(db, request, {
        action: "gdpr.export",
        targetType: "candidate",
        targetId: request.params.id,
        details: { by: "admin" },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="candidate-data-${day}.json"`)
        .send(data);
    },
  );
}
