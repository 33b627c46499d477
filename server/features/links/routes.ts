import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { createLinkSchema, updateLinkSchema } from "../../../common/link.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireAdmin } from "../auth/session.ts";
import { createLink, deleteLink, LINK_NOT_FOUND, listLinks, updateLink } from "./service.ts";

/** A malformed id names no link: 404, like an unknown one. */
const linkParams = z.object({ linkId: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function linkId(params: { linkId: string }): string {
  if (!isUuid(params.linkId)) throw notFound(LINK_NOT_FOUND);
  return params.linkId;
}

/**
 * Admin management of shareable links (spec §7): every call needs an admin. The guard runs
 * on request, before the body is parsed, so a visitor learns nothing about the schema.
 */
export async function linkRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get("/api/admin/shareable-links", { onRequest: requireAdmin }, async () => listLinks(db));

  r.post(
    "/api/admin/shareable-links",
    { onRequest: requireAdmin, schema: { body: createLinkSchema } },
    async (request, reply) =>
      reply.status(201).send(await createLink(db, request.body, request.user!.id)),
  );

  r.put(
    "/api/admin/shareable-links/:linkId",
    { onRequest: requireAdmin, schema: { params: linkParams, body: updateLinkSchema } },
    async (request) => updateLink(db, linkId(request.params), request.body),
  );

  r.delete(
    "/api/admin/shareable-links/:linkId",
    { onRequest: requireAdmin, schema: { params: linkParams } },
    async (request, reply) => {
      await deleteLink(db, linkId(request.params));
      return reply.status(204).send();
    },
  );
}
