/**
 * Companies and their roll-up (common/endpoints/companies.ts): every call needs an admin. The guard runs on request, before
 * the body is parsed, so a visitor learns nothing about the schema.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import {
  companyActivitySchema,
  companySchema,
  companyTimelineSchema,
  createCompanySchema,
  updateCompanySchema,
} from "#common/company.ts";
import { companyEndpoints as endpoints } from "#common/endpoints/companies.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { companyActivity, viewersCsv } from "./activity.ts";
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from "./service.ts";
import { companyTimeline } from "./timeline.ts";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export async function companyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const admin = { onRequest: requireAdmin };

  route(
    app,
    endpoints.list,
    { ...admin, schema: { summary: "List companies", response: { 200: z.array(companySchema) } } },
    async () => listCompanies(db),
  );

  route(
    app,
    endpoints.create,
    {
      ...admin,
      schema: {
        summary: "Create a company",
        body: createCompanySchema,
        response: { 201: companySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(db, request.body, request.user!.id);
      await recordAudit(db, request, {
        action: "company.create",
        targetType: "company",
        targetId: company.id,
      });
      return reply.status(201).send(company);
    },
  );

  route(
    app,
    endpoints.one,
    {
      ...admin,
      schema: {
        summary: "Get one company",
        response: { 200: companySchema, 404: apiErrorSchema },
      },
    },
    async (request) => getCompany(db, request.params.id),
  );

  route(
    app,
    endpoints.update,
    {
      ...admin,
      schema: {
        summary: "Change a company",
        body: updateCompanySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      const company = await updateCompany(db, request.params.id, request.body);
      await recordAudit(db, request, {
        action: "company.update",
        targetType: "company",
        targetId: company.id,
        details: { fields: Object.keys(request.body) },
      });
      return company;
    },
  );

  route(
    app,
    endpoints.remove,
    {
      ...admin,
      schema: {
        summary: "Delete a company",
        response: { 204: z.null().describe("No content"), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteCompany(db, request.params.id);
      await recordAudit(db, request, {
        action: "company.delete",
        targetType: "company",
        targetId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  /** What the company's viewers did on all of its links, and its job orders and engagements. */
  route(
    app,
    endpoints.activity,
    {
      ...admin,
      schema: {
        summary: "A company's roll-up: its viewers, links, job orders and engagements",
        response: { 200: companyActivitySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const company = await getCompany(db, request.params.id);
      return companyActivity(db, company.id);
    },
  );

  /** The company's newest events: visits, verdicts, interview requests, job orders, links. */
  route(
    app,
    endpoints.timeline,
    {
      ...admin,
      schema: {
        summary: "A company's newest events",
        response: { 200: companyTimelineSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const company = await getCompany(db, request.params.id);
      return companyTimeline(db, company.id);
    },
  );

  /** The viewers' roll-up as CSV, for a spreadsheet (formulas defused: server/lib/csv.ts). */
  route(
    app,
    endpoints.activityCsv,
    {
      ...admin,
      // Sent as text, never serialised: the schema documents the body's type.
      schema: {
        summary: "A company's viewers' roll-up as CSV",
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const company = await getCompany(db, request.params.id);
      const { viewers } = await companyActivity(db, company.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="company-viewers-${day}.csv"`)
        .send(viewersCsv(viewers));
    },
  );
}
