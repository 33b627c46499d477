/**
 * Upload and file calls: POST /api/objects/upload (admins) hands out an upload URL; with
 * the disk backend the browser PUTs to /api/objects/uploads/<id> here, authorised by the
 * URL's signature instead of a cookie; GET /objects/… serves files to signed-in users.
 */

import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { RESUME_ADMINS_ONLY_MESSAGE } from "#common/auth.ts";
import { DEFAULT_UPLOAD_MAX_BYTES, MIB } from "#common/constants.ts";
import { objectEndpoints } from "#common/endpoints/objects.ts";
import {
  INVALID_UPLOAD_LINK_MESSAGE,
  uploadReceivedSchema,
  uploadRequestSchema,
  uploadUrlSchema,
} from "#common/objects.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { type DiskStorage, UploadTooLargeError } from "../../storage/disk.ts";
import { type ObjectStorage, STAGING_PREFIX } from "../../storage/storage.ts";
import { requireAdmin, requirePoolAccess } from "../auth/session.ts";
import { hidesContactDetails } from "../candidates/contact-details.ts";
import { multipartRoutes } from "./multipart-routes.ts";
import { fileResponses, serveObject } from "./serve.ts";
import { createUpload, isAcceptedAnyKind, SNIFF_BYTES, sniffType } from "./service.ts";

const invalidLink = INVALID_UPLOAD_LINK_MESSAGE;
const unacceptedType =
  "Only images, PDF and Word documents, and MP4 or WebM videos can be uploaded.";

export async function objectRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = opts;

  route(
    app,
    objectEndpoints.upload,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Get a signed URL to upload one file to",
        body: uploadRequestSchema,
        response: { 200: uploadUrlSchema },
      },
    },
    async (request) =>
      createUpload(db, storage, request.user!.id, siteOrigin(request, config), {
        size: request.body?.size,
      }),
  );

  route(
    app,
    objectEndpoints.file,
    // Candidates' photos, résumés and videos: behind the same gate as candidate reads.
    {
      onRequest: requirePoolAccess,
      schema: {
        summary: "A candidate's stored photo, résumé or video",
        response: { ...fileResponses, "4xx": apiErrorSchema },
      },
    },
    async (request, reply) =>
      serveObject(request, reply, { db, storage }, request.params.path, {
        refuseDocuments: hidesContactDetails(request, config)
          ? RESUME_ADMINS_ONLY_MESSAGE
          : undefined,
      }),
  );

  // The disk backend's upload receiver: the raw file is the body, whatever its type.
  await app.register(async (receiver) => {
    receiver.removeAllContentTypeParsers();
    receiver.addContentTypeParser("*", (_request, _payload, done) => done(null));
    route(
      receiver,
      objectEndpoints.receive,
      {
        schema: {
          summary: "Upload a file's bytes to the signed URL that POST /api/objects/upload gave",
          querystring: z.object({
            expires: z.string().default(""),
            signature: z.string().default(""),
          }),
          response: { 200: uploadReceivedSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { expires, signature } = request.query;
        if (storage.kind !== "disk") throw notFound();
        const disk = storage as DiskStorage;
        if (!disk.verifyUploadSignature(id, expires, signature)) throw forbidden(invalidLink);
        const key = `${STAGING_PREFIX}${id}`;
        const [row] = await db
          .select()
          .from(uploads)
          .where(and(eq(uploads.objectPath, key), isNull(uploads.attachedAt)));
        if (!row) throw forbidden(invalidLink);
        const declared = Number(request.headers["content-length"] ?? 0);
        const maxBytes = row.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
        const mb = Math.round(maxBytes / MIB);
        const tooLarge = new HttpError(413, `Files may be at most ${mb} MB.`);
        if (declared > maxBytes) throw tooLarge;
        let size: number;
        try {
          size = await disk.receive(key, request.raw, maxBytes);
        } catch (error) {
          if (error instanceof UploadTooLargeError) throw tooLarge;
          if ((error as NodeJS.ErrnoException).code === "EEXIST") throw forbidden(invalidLink);
          throw error;
        }
        // Refused at once when it is no kind of file we keep; the kind is checked on attach.
        const type = await sniffType(await disk.head(key, SNIFF_BYTES));
        if (!isAcceptedAnyKind(type)) {
          await disk.delete(key);
          throw new HttpError(415, unacceptedType);
        }
        await db.update(uploads).set({ sizeBytes: size }).where(eq(uploads.objectPath, key));
        return reply.status(200).send({ ok: true as const });
      },
    );
  });

  await multipartRoutes(app, opts);
}
