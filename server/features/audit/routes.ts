import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { auditPageSchema, auditQuerySchema } from "#common/audit.ts";
import { auditEndpoints } from "#common/endpoints/audit.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { auditCsv, listAudit } from "./service.ts";

/** The audit log's endpoints of common/endpoints/audit.ts (a page, the CSV export): admins only. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  route(
    app,
    auditEndpoints.list,
    {
      onRequest: app.guards.admin,
      schema: {
        summary: "List audit log entries",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  route(
    app,
    auditEndpoints.exportCsv,
    {
      onRequest: app.guards.admin,
      schema: {
        summary: "Download the audit log as CSV",
        querystring: auditQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      let body = "";
      for await (const chunk of auditCsv(db, request.query)) body += chunk;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${day}.csv"`)
        .send(body);
    },
  );
}
