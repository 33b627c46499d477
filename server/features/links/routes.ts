import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { shortlistSchema } from "#common/job-order.ts";
import { createLinkSchema, shareableLinkSchema, updateLinkSchema } from "#common/link.ts";
import { linkActivitySchema } from "#common/link-activity.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { shortlistFromLink } from "../job-orders/pipeline.ts";
import { assertLinkJobOrder, jobOrderRow } from "../job-orders/service.ts";
import {
  createLink,
  deleteLink,
  LINK_NOT_FOUND,
  linkExists,
  listLinks,
  updateLink,
} from "./service.ts";
import { linkActivity } from "./summary.ts";

/** A malformed id names no link: 404, like an unknown one. */
const linkParams = z.object({ linkId: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function linkId(params: { linkId: string }): string {
  if (!isUuid(params.linkId)) throw notFound(LINK_NOT_FOUND);
  return params.linkId;
}

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const jobOrderParams = z.object({ id: z.string() });

/**
 * Admin management of shareable links (spec §7), and a link made from a job order
 * (`POST /api/admin/job-orders/{id}/shortlist`: links build on job orders, never the
 * reverse, decision 071): every call needs an admin. The guard runs
 * on request, before the body is parsed, so a visitor learns nothing about the schema.
 */
export async function linkRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    "/api/admin/shareable-links",
    {
      onRequest: requireAdmin,
      schema: { summary: "List shareable links", response: { 200: z.array(shareableLinkSchema) } },
    },
    async () => listLinks(db),
  );

  r.post(
    "/api/admin/shareable-links",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Create a shareable link",
        body: createLinkSchema,
        response: { 201: shareableLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const jobOrderCompany = await assertLinkJobOrder(db, request.body.jobOrderId);
      const link = await createLink(db, request.body, request.user!.id, jobOrderCompany);
      await recordAudit(db, request, {
        action: "link.create",
        targetType: "link",
        targetId: link.id,
      });
      await shortlistFromLink(db, request, link);
      return reply.status(201).send(link);
    },
  );

  r.put(
    "/api/admin/shareable-links/:linkId",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Change a shareable link",
        params: linkParams,
        body: updateLinkSchema,
        response: { 200: shareableLinkSchema, ...errors },
      },
    },
    async (request) => {
      await assertLinkJobOrder(db, request.body.jobOrderId);
      const link = await updateLink(db, linkId(request.params), request.body);
      await recordAudit(db, request, {
        action: "link.update",
        targetType: "link",
        targetId: link.id,
        details: { fields: Object.keys(request.body) },
      });
      await shortlistFromLink(db, request, link);
      return link;
    },
  );

  r.delete(
    "/api/admin/shareable-links/:linkId",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Delete a shareable link",
        params: linkParams,
        response: { 204: z.null().describe("No content"), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = linkId(request.params);
      await deleteLink(db, id);
      await recordAudit(db, request, { action: "link.delete", targetType: "link", targetId: id });
      return reply.status(204).send(null);
    },
  );

  /** What happened on the link: visits with profiles opened, verdicts, interview requests. */
  r.get(
    "/api/admin/shareable-links/:linkId/activity",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "What happened on a link: visits, verdicts, interview requests",
        params: linkParams,
        response: { 200: linkActivitySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const id = linkId(request.params);
      if (!(await linkExists(db, id))) throw notFound(LINK_NOT_FOUND);
      return linkActivity(db, id);
    },
  );

  /** A link for the job order's customer with the chosen candidates, in one call. */
  r.post(
    "/api/admin/job-orders/:id/shortlist",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Share a shortlist for a job order: a link with the chosen candidates",
        params: jobOrderParams,
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
