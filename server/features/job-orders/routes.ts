import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import {
  createJobOrderSchema,
  jobOrderListQuerySchema,
  jobOrderSchema,
  matchesQuerySchema,
  matchSchema,
  pipelineEntrySchema,
  pipelineEventSchema,
  pipelineMoveSchema,
  reportQuerySchema,
  reportSummarySchema,
  updateJobOrderSchema,
} from "#common/job-order.ts";
import { pipelineBulkResultSchema, pipelineBulkSchema } from "#common/pipeline-bulk.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { bulkPipeline } from "./bulk.ts";
import { findMatches } from "./matching.ts";
import { adminMove, listEvents, listPipeline, removeFromPipeline } from "./pipeline.ts";
import { periodOf, reportSummary } from "./reports.ts";
import {
  createJobOrder,
  deleteJobOrder,
  getJobOrder,
  jobOrderFromInquiry,
  jobOrderRow,
  listJobOrders,
  updateJobOrder,
} from "./service.ts";
import { findSimilar } from "./similar.ts";

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), candidateId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const noContent = { 204: z.null().describe("No content"), 404: apiErrorSchema };

export interface JobOrderDeps {
  db: Db;
  storage: ObjectStorage;
  config: Config;
}

export async function jobOrderRoutes(app: FastifyInstance, deps: JobOrderDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const hooks = { db, jobs: app.jobs, log: app.log };
  const admin = { onRequest: requireAdmin };

  r.get(
    "/api/admin/job-orders",
    {
      ...admin,
      schema: {
        summary: "List job orders",
        querystring: jobOrderListQuerySchema,
        response: { 200: z.array(jobOrderSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listJobOrders(db, request.query.status),
  );

  r.post(
    "/api/admin/job-orders",
    {
      ...admin,
      schema: {
        summary: "Open a job order",
        body: createJobOrderSchema,
        response: { 201: jobOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await createJobOrder(db, request.body, { createdBy: request.user!.id });
      await recordAudit(db, request, {
        action: "job-order.create",
        targetType: "job-order",
        targetId: order.id,
      });
      await emitWebhookEvent(hooks, "job-order.created", { jobOrderId: order.id });
      return reply.status(201).send(order);
    },
  );

  r.get(
    "/api/admin/job-orders/:id",
    {
      ...admin,
      schema: {
        summary: "Get one job order",
        params: idParams,
        response: { 200: jobOrderSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getJobOrder(db, request.params.id),
  );

  r.put(
    "/api/admin/job-orders/:id",
    {
      ...admin,
      schema: {
        summary: "Change a job order",
        params: idParams,
        body: updateJobOrderSchema,
        response: { 200: jobOrderSchema, ...errors },
      },
    },
    async (request) => {
      const order = await updateJobOrder(db, request.params.id, request.body);
      await recordAudit(db, request, {
        action: "job-order.update",
        targetType: "job-order",
        targetId: order.id,
        details: { fields: Object.keys(request.body) },
      });
      return order;
    },
  );

  r.delete(
    "/api/admin/job-orders/:id",
    { ...admin, schema: { summary: "Delete a job order", params: idParams, response: noContent } },
    async (request, reply) => {
      await deleteJobOrder(db, request.params.id);
      await recordAudit(db, request, {
        action: "job-order.delete",
        targetType: "job-order",
        targetId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  /** "Create job order" on an inquiry of the inbox. */
  r.post(
    "/api/contacts/:id/job-order",
    {
      ...admin,
      schema: {
        summary: "Open a job order from a contact inquiry",
        params: idParams,
        response: { 201: jobOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await jobOrderFromInquiry(db, request.params.id, request.user!.id);
      await recordAudit(db, request, {
        action: "job-order.create",
        targetType: "job-order",
        targetId: order.id,
        details: { inquiryId: order.inquiryId },
      });
      await emitWebhookEvent(hooks, "job-order.created", {
        jobOrderId: order.id,
        inquiryId: order.inquiryId,
      });
      return reply.status(201).send(order);
    },
  );

  r.get(
    "/api/admin/job-orders/:id/matches",
    {
      ...admin,
      schema: {
        summary: "The candidates who best match a job order, with reasons",
        params: idParams,
        querystring: matchesQuerySchema,
        response: { 200: z.array(matchSchema), ...errors },
      },
    },
    async (request) => {
      const order = await jobOrderRow(db, request.params.id);
      const { limit, like } = request.query;
      return like ? findSimilar(db, like, limit) : findMatches(db, order, limit);
    },
  );

  r.get(
    "/api/admin/job-orders/:id/pipeline",
    {
      ...admin,
      schema: {
        summary: "A job order's pipeline: candidates by stage",
        params: idParams,
        response: { 200: z.array(pipelineEntrySchema), 404: apiErrorSchema },
      },
    },
    async (request) => listPipeline(db, request.params.id),
  );

  r.put(
    "/api/admin/job-orders/:id/pipeline/:candidateId",
    {
      ...admin,
      schema: {
        summary: "Put a candidate on a job order's pipeline, or move them",
        params: entryParams,
        body: pipelineMoveSchema,
        response: { 200: pipelineEntrySchema, ...errors },
      },
    },
    async (request) =>
      adminMove(db, request, request.params.id, request.params.candidateId, request.body),
  );

  r.post(
    "/api/admin/job-orders/:id/pipeline/bulk",
    {
      ...admin,
      schema: {
        summary: "Move several candidates of a job order's pipeline to one stage, or remove them",
        params: idParams,
        body: pipelineBulkSchema,
        response: { 200: pipelineBulkResultSchema, ...errors },
      },
    },
    async (request) => bulkPipeline(db, request, request.params.id, request.body),
  );

  r.delete(
    "/api/admin/job-orders/:id/pipeline/:candidateId",
    {
      ...admin,
      schema: {
        summary: "Take a candidate off a job order's pipeline",
        params: entryParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeFromPipeline(db, request, request.params.id, request.params.candidateId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/admin/job-orders/:id/events",
    {
      ...admin,
      schema: {
        summary: "A job order's pipeline activity",
        params: idParams,
        response: { 200: z.array(pipelineEventSchema), 404: apiErrorSchema },
      },
    },
    async (request) => listEvents(db, request.params.id),
  );

  r.get(
    "/api/admin/reports/summary",
    {
      ...admin,
      schema: {
        summary: "Report on a period: inquiries, job orders, shortlists, hires",
        querystring: reportQuerySchema,
        response: { 200: reportSummarySchema, 400: apiErrorSchema },
      },
    },
    async (request) => reportSummary(db, periodOf(request.query)),
  );
}
