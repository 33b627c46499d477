import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { auditPageSchema, auditQuerySchema } from "#common/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditCsv, listAudit } from "./service.ts";

/** GET /api/admin/audit and its CSV export (product-extensions §3): admins only. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    "/api/admin/audit",
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

  r.get(
    "/api/admin/audit/export.csv",
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
