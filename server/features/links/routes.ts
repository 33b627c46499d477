import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { linkEndpoints } from "#common/endpoints/links.ts";
import { createLinkSchema, shareableLinkSchema, updateLinkSchema } from "#common/link.ts";
import { linkActivitySchema } from "#common/link-activity.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { shortlistFromLink } from "../job-orders/pipeline.ts";
import { assertLinkJobOrder } from "../job-orders/service.ts";
import {
  createLink,
  deleteLink,
  LINK_NOT_FOUND,
  linkExists,
  listLinks,
  updateLink,
} from "./service.ts";
import { shortlistRoute } from "./shortlist-route.ts";
import { linkActivity } from "./summary.ts";

/** A malformed id names no link: 404, like an unknown one. */
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function linkId(params: { linkId: string }): string {
  if (!isUuid(params.linkId)) throw notFound(LINK_NOT_FOUND);
  return params.linkId;
}

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * Admin management of shareable links (common/endpoints/links.ts): every call needs an
 * admin. The guard runs on request, before the body is parsed, so a visitor learns nothing
 * about the schema. A link made from a job order: shortlist-route.ts.
 */
export async function linkRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  shortlistRoute(app, db);

  route(
    app,
    linkEndpoints.list,
    {
      onRequest: requireAdmin,
      schema: { summary: "List shareable links", response: { 200: z.array(shareableLinkSchema) } },
    },
    async () => listLinks(db),
  );

  route(
    app,
    linkEndpoints.create,
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

  route(
    app,
    linkEndpoints.update,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Change a shareable link",
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

  route(
    app,
    linkEndpoints.remove,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Delete a shareable link",
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
  route(
    app,
    linkEndpoints.activity,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "What happened on a link: visits, verdicts, interview requests",
        response: { 200: linkActivitySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const id = linkId(request.params);
      if (!(await linkExists(db, id))) throw notFound(LINK_NOT_FOUND);
      return linkActivity(db, id);
    },
  );
}
