/**
 * From a link, the customer asks for another role: a job order for
 * the link's customer and an e-mail to the link's creator. A customer route on the job
 * orders' service: customer imports job-orders, never the reverse (decision 071).
 */

import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import {
  JOB_ORDER_LIMITS,
  roleRequestCreatedSchema,
  roleRequestSchema,
} from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { shareableLinks, users } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { queueMail } from "../../mail/mailer.ts";
import { recordAudit } from "../audit/service.ts";
import { createJobOrder } from "../job-orders/service.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";

/** Registered by the customer plugin (routes.ts), in a scope of its own. */
export async function roleRequestRoutes(app: FastifyInstance, deps: CustomerDeps) {
  const { db } = deps;
  const hooks = { db, jobs: app.jobs, log: app.log };

  /**
   * From a link, the customer asks for another role: a job order for the link's customer,
   * and an e-mail to the link's creator (always: a new role is not mere activity).
   */
  route(
    app,
    customerEndpoints.requestRole,
    {
      schema: {
        summary: "Ask for another role from a link",
        body: roleRequestSchema,
        response: { 201: roleRequestCreatedSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: { ...sharedRateLimit, max: 30 } },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const [stored] = await db
        .select({
          customerEmail: shareableLinks.customerEmail,
          companyId: shareableLinks.companyId,
        })
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
        // The role is for the link's company, whoever at it asks.
        stored!.companyId,
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
