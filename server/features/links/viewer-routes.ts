/**
 * One viewer off a link, and back on: admin only. The address in
 * the path is compared in lower case, as every viewer address is stored.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { linkEndpoints } from "#common/endpoints/links.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { LINK_NOT_FOUND, linkExists } from "./service.ts";
import { allowViewer, removeViewer } from "./viewers.ts";

const viewerParams = z.object({ linkId: z.string(), email: z.string().max(320) });
const responses = { 204: z.null().describe("No content"), 404: apiErrorSchema };

/** The link's id (404 when malformed or unknown) and the address, lower-case. */
async function target(db: Db, params: { linkId: string; email: string }) {
  if (!z.uuid().safeParse(params.linkId).success || !(await linkExists(db, params.linkId))) {
    throw notFound(LINK_NOT_FOUND);
  }
  return { linkId: params.linkId, email: params.email.trim().toLowerCase() };
}

export async function linkViewerRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  route(
    app,
    linkEndpoints.removeViewer,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Remove one viewer's access to a link: their sessions end, codes are refused",
        params: viewerParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { linkId, email } = await target(db, request.params);
      await removeViewer(db, linkId, email, request.user!.id);
      await recordAudit(db, request, {
        action: "link.viewer_remove",
        targetType: "link",
        targetId: linkId,
        details: { email },
      });
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    linkEndpoints.allowViewer,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Allow a removed viewer back onto a link",
        params: viewerParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const { linkId, email } = await target(db, request.params);
      await allowViewer(db, linkId, email);
      await recordAudit(db, request, {
        action: "link.viewer_allow",
        targetType: "link",
        targetId: linkId,
        details: { email },
      });
      return reply.status(204).send(null);
    },
  );
}
