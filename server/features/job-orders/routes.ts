/**
 * The job order endpoints of common/endpoints/job-orders.ts: the job orders, their matches,
 * the pipeline and its activity, and the reports' summary; admins only.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { jobOrderEndpoints as endpoints, reportEndpoints } from "#common/endpoints/job-orders.ts";
import {
  createJobOrderSchema,
  jobOrderListQuerySchema,
  jobOrderSchema,
  matchesQuerySchema,
  matchSchema,
  pipelineEntrySchema,
  pipelineEventSchema,
  pipelineMoveSchema,
  updateJobOrderSchema,
} from "#common/job-order.ts";
import { reportQuerySchema, reportSummarySchema } from "#common/job-order-report.ts";
import { pipelineBulkResultSchema, pipelineBulkSchema } from "#common/pipeline-bulk.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { bulkPipeline } from "./bulk.ts";
import { findMatches } from "./matching.ts";
import { adminMove, removeFromPipeline } from "./pipeline.ts";
import { listEvents, listPipeline } from "./pipeline-board.ts";
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

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const noContent = { 204: z.null().describe("No content"), 404: apiErrorSchema };

export interface JobOrderDeps {
  db: Db;
  storage: ObjectStorage;
  config: Config;
}

export async function jobOrderRoutes(app: FastifyInstance, deps: JobOrderDeps) {
  const { db } = deps;
  const hooks = { db, jobs: app.jobs, log: app.log };
  const admin = { onRequest: requireAdmin };

  route(
    app,
    endpoints.list,
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

  route(
    app,
    endpoints.create,
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

  route(
    app,
    endpoints.get,
    {
      ...admin,
      schema: {
        summary: "Get one job order",
        response: { 200: jobOrderSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getJobOrder(db, request.params.id),
  );

  route(
    app,
    endpoints.update,
    {
      ...admin,
      schema: {
        summary: "Change a job order",
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

  route(
    app,
    endpoints.remove,
    { ...admin, schema: { summary: "Delete a job order", response: noContent } },
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

  route(
    app,
    endpoints.fromInquiry,
    {
      ...admin,
      schema: {
        summary: "Open a job order from a contact inquiry",
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

  route(
    app,
    endpoints.matches,
    {
      ...admin,
      schema: {
        summary: "The candidates who best match a job order, with reasons",
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

  route(
    app,
    endpoints.pipeline,
    {
      ...admin,
      schema: {
        summary: "A job order's pipeline: candidates by stage",
        response: { 200: z.array(pipelineEntrySchema), 404: apiErrorSchema },
      },
    },
    async (request) => listPipeline(db, request.params.id),
  );

  route(
    app,
    endpoints.move,
    {
      ...admin,
      schema: {
        summary: "Put a candidate on a job order's pipeline, or move them",
        body: pipelineMoveSchema,
        response: { 200: pipelineEntrySchema, ...errors },
      },
    },
    async (request) =>
      adminMove(db, request, request.params.id, request.params.candidateId, request.body),
  );

  route(
    app,
    endpoints.bulk,
    {
      ...admin,
      schema: {
        summary: "Move several candidates of a job order's pipeline to one stage, or remove them",
        body: pipelineBulkSchema,
        response: { 200: pipelineBulkResultSchema, ...errors },
      },
    },
    async (request) => bulkPipeline(db, request, request.params.id, request.body),
  );

  route(
    app,
    endpoints.removeEntry,
    {
      ...admin,
      schema: { summary: "Take a candidate off a job order's pipeline", response: noContent },
    },
    async (request, reply) => {
      await removeFromPipeline(db, request, request.params.id, request.params.candidateId);
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    endpoints.events,
    {
      ...admin,
      schema: {
        summary: "A job order's pipeline activity",
        response: { 200: z.array(pipelineEventSchema), 404: apiErrorSchema },
      },
    },
    async (request) => listEvents(db, request.params.id),
  );

  route(
    app,
    reportEndpoints.summary,
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
