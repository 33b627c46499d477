/**
 * The companion-compatible upload calls under /api/objects/s3/ (admins only),
 * in the shapes Uppy's @uppy/aws-s3 sends and reads with `companionEndpoint: "/api/objects"`,
 * and the disk backend's part receiver (PUT /api/objects/uploads/<id>/parts/<n>), authorised
 * by its URL's signature like the single-file receiver.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { MULTIPART } from "#common/constants.ts";
import { pathOf } from "#common/endpoint.ts";
import { objectEndpoints as endpoints } from "#common/endpoints/objects.ts";
import {
  INVALID_UPLOAD_LINK_MESSAGE,
  multipartAbortedSchema,
  multipartCompleteBodySchema,
  multipartCompletedSchema,
  multipartCreateBodySchema,
  multipartCreatedSchema,
  multipartKeyQuerySchema,
  multipartPartListSchema,
  multipartPartUrlSchema,
  singleUploadParamsSchema,
  uploadReceivedSchema,
} from "#common/objects.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import type { DiskStorage } from "../../storage/disk.ts";
import { PartTooLargeError } from "../../storage/disk-multipart.ts";
import { MultipartError, type ObjectStorage, STAGING_PREFIX } from "../../storage/storage.ts";
import { requireAdmin } from "../auth/session.ts";
import {
  abortMultipart,
  checkPartNumber,
  completeMultipart,
  findMultipart,
  MULTIPART_MAX_BYTES,
  startMultipart,
} from "./multipart.ts";
import { createUpload } from "./service.ts";

const uploadIdParams = z.object({ uploadId: z.string().min(1).max(1024) });
const partParams = uploadIdParams.extend({ partNumber: z.coerce.number().int() });

export async function multipartRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = opts;
  /** The upload a call names by `uploadId` and `?key=`, only when this admin started it. */
  const uploadOf = (request: {
    params: { uploadId: string };
    query: { key: string };
    user: { id: string } | null;
  }) => findMultipart(db, request.query.key, request.params.uploadId, request.user!.id);

  route(
    app,
    endpoints.startMultipart,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Start a multipart upload of a large file",
        body: multipartCreateBodySchema,
        response: { 200: multipartCreatedSchema },
      },
    },
    async (request) => startMultipart(db, storage, request.user!.id),
  );

  route(
    app,
    endpoints.listParts,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List the parts of a multipart upload received so far",
        params: uploadIdParams,
        querystring: multipartKeyQuerySchema,
        response: { 200: multipartPartListSchema },
      },
    },
    async (request) => {
      const row = await uploadOf(request);
      const parts = await storage.listParts(row.objectPath, row.multipartUploadId!);
      return parts.map((p) => ({ PartNumber: p.partNumber, Size: p.size, ETag: p.etag }));
    },
  );

  route(
    app,
    endpoints.partUrl,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Get a signed URL to upload one part to",
        params: partParams,
        querystring: multipartKeyQuerySchema,
        response: { 200: multipartPartUrlSchema },
      },
    },
    async (request) => {
      const { uploadId, partNumber } = request.params;
      checkPartNumber(partNumber);
      const row = await uploadOf(request);
      const origin = siteOrigin(request, config);
      return { url: await storage.partUploadUrl(row.objectPath, uploadId, partNumber, origin) };
    },
  );

  route(
    app,
    endpoints.completeMultipart,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Finish a multipart upload",
        params: uploadIdParams,
        querystring: multipartKeyQuerySchema,
        body: multipartCompleteBodySchema,
        response: { 200: multipartCompletedSchema },
      },
    },
    async (request) => {
      const row = await uploadOf(request);
      await completeMultipart(db, storage, row, request.body.parts);
      // What the client sends back as the video's URL: it names the staged upload by id.
      const id = row.objectPath.slice(STAGING_PREFIX.length);
      const location = `${siteOrigin(request, config)}${pathOf(endpoints.receive, { id })}`;
      return { location, key: row.objectPath };
    },
  );

  route(
    app,
    endpoints.abortMultipart,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Abandon a multipart upload",
        params: uploadIdParams,
        querystring: multipartKeyQuerySchema,
        response: { 200: multipartAbortedSchema },
      },
    },
    async (request) => {
      const row = await uploadOf(request);
      await abortMultipart(db, storage, row);
      return {};
    },
  );

  // One PUT of a whole file below the multipart threshold (the same URL /upload gives).
  route(
    app,
    endpoints.singleUploadParams,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Get a signed URL to upload a file below the multipart threshold in one PUT",
        querystring: z.object({
          filename: z.string().max(1024).optional(),
          type: z.string().max(255).optional(),
          size: z.coerce.number().int().min(0).optional(),
        }),
        response: { 200: singleUploadParamsSchema },
      },
    },
    async (request) => {
      const { uploadURL } = await createUpload(
        db,
        storage,
        request.user!.id,
        siteOrigin(request, config),
        { size: request.query.size, maxBytes: MULTIPART.thresholdBytes },
      );
      const headers: Record<string, string> = request.query.type
        ? { "content-type": request.query.type }
        : {};
      return { method: "PUT" as const, url: uploadURL, fields: {}, headers };
    },
  );

  // Deliberately not offered: temporary bucket credentials would let a browser write any
  // key for a week (docs/decisions/053-video-and-multipart-uploads.md).
  route(
    app,
    endpoints.sts,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Temporary storage credentials: never issued (501)",
        response: { 501: apiErrorSchema },
      },
    },
    async () => {
      throw new HttpError(501, "Temporary storage credentials are not issued; use s3/multipart.");
    },
  );

  // The disk backend's part receiver: the raw part is the body.
  await app.register(async (receiver) => {
    receiver.removeAllContentTypeParsers();
    receiver.addContentTypeParser("*", (_request, _payload, done) => done(null));
    route(
      receiver,
      endpoints.receivePart,
      {
        schema: {
          summary: "Upload one part's bytes to the signed URL for it",
          params: z.object({ id: z.string(), partNumber: z.coerce.number().int() }),
          querystring: z.object({
            uploadId: z.string().default(""),
            expires: z.string().default(""),
            signature: z.string().default(""),
          }),
          response: { 200: uploadReceivedSchema },
        },
      },
      async (request, reply) => {
        const { id, partNumber } = request.params;
        const { uploadId, expires, signature } = request.query;
        if (storage.kind !== "disk") throw notFound();
        const disk = storage as DiskStorage;
        if (!disk.verifyPartSignature(id, uploadId, partNumber, expires, signature)) {
          throw forbidden(INVALID_UPLOAD_LINK_MESSAGE);
        }
        const row = await findMultipart(db, `${STAGING_PREFIX}${id}`, uploadId).catch(() => {
          throw forbidden(INVALID_UPLOAD_LINK_MESSAGE);
        });
        const maxBytes = row.maxBytes ?? MULTIPART_MAX_BYTES;
        const tooLarge = new HttpError(
          413,
          "The video is too large. Videos may be at most 500 MB.",
        );
        if (Number(request.headers["content-length"] ?? 0) > maxBytes) throw tooLarge;
        try {
          const etag = await disk.receivePart(uploadId, partNumber, request.raw, maxBytes);
          reply.header("etag", etag);
        } catch (error) {
          if (error instanceof PartTooLargeError) throw tooLarge;
          if (error instanceof MultipartError) throw forbidden(INVALID_UPLOAD_LINK_MESSAGE);
          throw error;
        }
        return reply.status(200).send({ ok: true as const });
      },
    );
  });
}
