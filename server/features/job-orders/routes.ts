/**
 * Job orders, matches, the pipeline and the reports (product-extensions §6). Admin calls
 * need an admin (checked on request, before the body is read); a customer asks for another
 * role with their link's token.
 */
import { eq } from "drizzle-orm";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  createJobOrderSchema,
  JOB_ORDER_LIMITS,
  jobOrderListQuerySchema,
  jobOrderSchema,
  matchesQuerySchema,
  matchSchema,
  pipelineEntrySchema,
  pipelineEventSchema,
  pipelineMoveSchema,
  reportQuerySchema,
  reportSummarySchema,
  roleRequestCreatedSchema,
  roleRequestSchema,
  shortlistSchema,
  updateJobOrderSchema,
} from "#common/job-order.ts";
import { shareableLinkSchema } from "#common/link.ts";
import { apiErrorSchema } from "#common/workspace.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { shareableLinks, users } from "../../db/schema.ts";
import { queueMail } from "../../mail/mailer.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { customerErrors, customerOf, privateResponse, sharedRateLimit } from "../customer/guard.ts";
import { ViewerRequiredError } from "../customer/viewer.ts";
import { createLink } from "../links/service.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { findMatches } from "./matching.ts";
import {
  adminMove,
  listEvents,
  listPipeline,
  removeFromPipeline,
  shortlistFromLink,
} from "./pipeline.ts";
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

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), candidateId: z.string() });
const tokenParams = z.object({ token: z.string() });
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
      schema: { body: createJobOrderSchema, response: { 201: jobOrderSchema, ...errors } },
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
      schema: { params: idParams, response: { 200: jobOrderSchema, 404: apiErrorSchema } },
    },
    async (request) => getJobOrder(db, request.params.id),
  );

  r.put(
    "/api/admin/job-orders/:id",
    {
      ...admin,
      schema: {
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
    { ...admin, schema: { params: idParams, response: noContent } },
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
    { ...admin, schema: { params: idParams, response: { 201: jobOrderSchema, ...errors } } },
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
        params: idParams,
        querystring: matchesQuerySchema,
        response: { 200: z.array(matchSchema), ...errors },
      },
    },
    async (request) => {
      const order = await jobOrderRow(db, request.params.id);
      return findMatches(db, order, request.query.limit);
    },
  );

  r.get(
    "/api/admin/job-orders/:id/pipeline",
    {
      ...admin,
      schema: {
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
        params: entryParams,
        body: pipelineMoveSchema,
        response: { 200: pipelineEntrySchema, ...errors },
      },
    },
    async (request) =>
      adminMove(db, request, request.params.id, request.params.candidateId, request.body),
  );

  r.delete(
    "/api/admin/job-orders/:id/pipeline/:candidateId",
    { ...admin, schema: { params: entryParams, response: noContent } },
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
        params: idParams,
        response: { 200: z.array(pipelineEventSchema), 404: apiErrorSchema },
      },
    },
    async (request) => listEvents(db, request.params.id),
  );

  /** A link for the job order's customer with the chosen candidates, in one call. */
  r.post(
    "/api/admin/job-orders/:id/shortlist",
    {
      ...admin,
      schema: {
        params: idParams,
        body: shortlistSchema,
        response: { 201: shareableLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await jobOrderRow(db, request.params.id);
      const link = await createLink(
        db,
        {
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          description: order.title,
          expiresAt: request.body.expiresAt ?? null,
          candidateIds: request.body.candidateIds,
          requireEmail: request.body.requireEmail,
          jobOrderId: order.id,
        },
        request.user!.id,
      );
      await recordAudit(db, request, {
        action: "link.create",
        targetType: "link",
        targetId: link.id,
        details: { jobOrderId: order.id },
      });
      await shortlistFromLink(db, request, link);
      return reply.status(201).send(link);
    },
  );

  r.get(
    "/api/admin/reports/summary",
    {
      ...admin,
      schema: {
        querystring: reportQuerySchema,
        response: { 200: reportSummarySchema, 400: apiErrorSchema },
      },
    },
    async (request) => reportSummary(db, periodOf(request.query)),
  );

  /**
   * From a link, the customer asks for another role: a job order for the link's customer,
   * and an e-mail to the link's creator (always: a new role is not mere activity).
   */
  r.post(
    "/api/shared/:token/job-orders",
    {
      schema: {
        params: tokenParams,
        body: roleRequestSchema,
        response: { 201: roleRequestCreatedSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: { ...sharedRateLimit, max: 30 } },
      errorHandler: viewerRequiredHandler(app),
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const [stored] = await db
        .select({ customerEmail: shareableLinks.customerEmail })
        .from(shareableLinks)
        .where(eq(shareableLinks.id, link.id));
      const body = request.body;
      const order = await createJobOrder(
        db,
        {
          title: body.title,
          customerName: link.customerInfo.name,
          customerEmail: stored!.customerEmail,
          skills: body.skills ?? [],
          mustHave: [],
          engagementType: "full-time",
          hoursPerWeek: body.hoursPerWeek ?? null,
          startDate: body.startDate ?? null,
          description: body.description ?? null,
          status: "open",
        },
        { sourceLinkId: link.id },
      );
      await recordAudit(db, request, {
        action: "job-order.create",
        targetType: "job-order",
        targetId: order.id,
        details: { linkId: link.id },
        actor: { id: null, email: who.viewer?.email ?? null },
      });
      await notifyRoleRequest(app, db, link, order, who.viewer?.email ?? null);
      await emitWebhookEvent(hooks, "job-order.created", { jobOrderId: order.id, linkId: link.id });
      return reply.status(201).send({ id: order.id, title: order.title });
    },
  );
}

/** The customer plugin's 401 for a link that needs a verified e-mail, on this route too. */
function viewerRequiredHandler(app: FastifyInstance) {
  const appHandler = app.errorHandler;
  return function (
    this: FastifyInstance,
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error instanceof ViewerRequiredError) {
      privateResponse(reply);
      return reply.status(401).send({ message: error.message, requireEmail: true });
    }
    return appHandler.call(this, error, request, reply);
  };
}

/** Queued like every link notification (`mail.send`); a failure is only logged. */
async function notifyRoleRequest(
  app: FastifyInstance,
  db: Db,
  link: { id: string; createdBy: string; customerInfo: { name: string } },
  order: { id: string; title: string; skills: string[]; hoursPerWeek: number | null } & {
    startDate: string | null;
    description: string | null;
  },
  viewerEmail: string | null,
) {
  try {
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, link.createdBy));
    if (!creator) return;
    const customer = link.customerInfo.name;
    await queueMail(app.jobs, {
      to: creator.email,
      subject: `${customer} asks for another role: ${order.title}`,
      text: [
        `${viewerEmail ?? "An anonymous viewer"} asked for a new role from the link you shared with ${customer}.`,
        "",
        `Role: ${order.title}`,
        ...(order.skills.length > 0 ? [`Skills: ${order.skills.join(", ")}`] : []),
        ...(order.hoursPerWeek ? [`Hours per week: ${order.hoursPerWeek}`] : []),
        ...(order.startDate ? [`Start: ${order.startDate}`] : []),
        ...(order.description ? ["", order.description] : []),
        "",
        `It is open in the admin area as a job order; the site promises a shortlist within ${JOB_ORDER_LIMITS.shortlistPromiseHours} hours.`,
      ].join("\n"),
    });
  } catch (error) {
    app.log.error({ err: error, linkId: link.id }, "could not queue a role request notification");
  }
}
