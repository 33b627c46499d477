/** Response shapes of the upload calls under /api/objects/. */
import { z } from "./zod.ts";

/** A signed upload URL or multipart key that is wrong, used or expired (403). */
export const INVALID_UPLOAD_LINK_MESSAGE = "This upload link is invalid or has expired.";

/** Where the browser PUTs the raw file: valid for 15 minutes, no cookie needed. */
export const uploadUrlSchema = z.object({ uploadURL: z.string() });
/** The disk backend's receiver answers this once the file is stored. */
export const uploadReceivedSchema = z.object({ ok: z.literal(true) });

/**
 * The companion-compatible multipart calls under /api/objects/s3/, in the shapes
 * Uppy's @uppy/aws-s3 (companionEndpoint) sends and reads.
 */
export const multipartCreateBodySchema = z.object({
  filename: z.string().max(1024).optional(),
  type: z.string().max(255).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export const multipartCreatedSchema = z.object({ uploadId: z.string(), key: z.string() });
export const multipartKeyQuerySchema = z.object({ key: z.string().max(200) });
export const multipartPartSchema = z.object({
  PartNumber: z.number().int(),
  Size: z.number().int(),
  ETag: z.string(),
});
export const multipartPartListSchema = z.array(multipartPartSchema);
export const multipartPartUrlSchema = z.object({ url: z.string() });
export const multipartCompleteBodySchema = z.object({
  parts: z
    .array(z.object({ PartNumber: z.number().int().min(1), ETag: z.string().max(200) }))
    .min(1)
    .max(10_000),
});
export const multipartCompletedSchema = z.object({ location: z.string(), key: z.string() });
export const multipartAbortedSchema = z.object({});
/** GET s3/params: one PUT of the whole file (files below the multipart threshold). */
export const singleUploadParamsSchema = z.object({
  method: z.literal("PUT"),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
});
/**
 * Body of POST /api/objects/upload: empty, or the size the browser is about to send, so
 * that a bucket URL takes exactly that many bytes and a larger file cannot slip in.
 */
export const uploadRequestSchema = z
  .object({ size: z.number().int().min(0).optional() })
  .optional()
  .nullable();
