/**
 * A job order's shortlist (common/endpoints/job-order-shortlist.ts): a link for the job
 * order's customer with the chosen candidates, in one call, which also puts them in the
 * pipeline at shortlisted. Admins only. It lives with the links, not the job orders: links
 * build on job orders, never the reverse (decision 071).
 */
import type { FastifyInstance } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { jobOrderShortlistEndpoints } from "#common/endpoints/job-order-shortlist.ts";
import { shortlistSchema } from "#common/job-order.ts";
import { shareableLinkSchema } from "#common/link.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { shortlistFromLink } from "../job-orders/pipeline.ts";
import { jobOrderRow } from "../job-orders/service.ts";
import { createLink } from "./service.ts";

export function shortlistRoute(app: FastifyInstance, db: Db) {
  route(
    app,
    jobOrderShortlistEndpoints.create,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Share a shortlist for a job order: a link with the chosen candidates",
        body: shortlistSchema,
        response: { 201: shareableLinkSchema, 400: apiErrorSchema, 404: apiErrorSchema },
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
          showContact: request.body.showContact,
          showRates: request.body.showRates,
          allowResumeDownload: request.body.allowResumeDownload,
          jobOrderId: order.id,
        },
        request.user!.id,
        // The job order's shortlist is for the job order's company.
        order.companyId,
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
}
