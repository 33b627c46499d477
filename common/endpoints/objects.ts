/**
 * Files: the candidates' stored photos, résumés and videos, and the upload calls. Most of
 * the upload calls are made by Uppy in its own shapes (@uppy/aws-s3 with a
 * `companionEndpoint`): the table still declares them, so the routes, the authorization
 * table and the prefix the uploader hands Uppy all read one path.
 */
import { endpoint, types } from "../endpoint.ts";
import type {
  multipartAbortedSchema,
  multipartCompleteBodySchema,
  multipartCompletedSchema,
  multipartCreateBodySchema,
  multipartCreatedSchema,
  multipartPartListSchema,
  multipartPartUrlSchema,
  singleUploadParamsSchema,
  uploadReceivedSchema,
  uploadRequestSchema,
  uploadUrlSchema,
} from "../objects.ts";
import type { z } from "../zod.ts";

type UploadReceived = z.infer<typeof uploadReceivedSchema>;
/** Uppy names an upload by its id in the path and its key in the query. */
type KeyQuery = { key: string };
const multipart = "/api/objects/s3/multipart";

export const objectEndpoints = {
  /**
   * A stored file, by the path the database keeps (`/objects/<path>`, slashes included).
   * Bytes, not JSON: the browser reads it through its URL (an image, a download link) and
   * never `call()`s it, so the answer is declared `unknown` (a `Blob` would promise what
   * `call()`, which reads JSON, does not give).
   */
  file: endpoint("GET", "/objects/{path*}", types<{ response: unknown }>()),
  /** A signed URL the browser PUTs one file to. */
  upload: endpoint(
    "POST",
    "/api/objects/upload",
    types<{
      body: z.input<typeof uploadRequestSchema>;
      response: z.infer<typeof uploadUrlSchema>;
    }>(),
  ),
  /** The disk backend's receivers: the raw bytes are the body, the URL's signature the key. */
  receive: endpoint("PUT", "/api/objects/uploads/{id}", types<{ response: UploadReceived }>()),
  receivePart: endpoint(
    "PUT",
    "/api/objects/uploads/{id}/parts/{partNumber}",
    types<{ response: UploadReceived }>(),
  ),
  startMultipart: endpoint(
    "POST",
    multipart,
    types<{
      body: z.input<typeof multipartCreateBodySchema>;
      response: z.infer<typeof multipartCreatedSchema>;
    }>(),
  ),
  listParts: endpoint(
    "GET",
    `${multipart}/{uploadId}`,
    types<{ query: KeyQuery; response: z.infer<typeof multipartPartListSchema> }>(),
  ),
  partUrl: endpoint(
    "GET",
    `${multipart}/{uploadId}/{partNumber}`,
    types<{ query: KeyQuery; response: z.infer<typeof multipartPartUrlSchema> }>(),
  ),
  completeMultipart: endpoint(
    "POST",
    `${multipart}/{uploadId}/complete`,
    types<{
      query: KeyQuery;
      body: z.input<typeof multipartCompleteBodySchema>;
      response: z.infer<typeof multipartCompletedSchema>;
    }>(),
  ),
  abortMultipart: endpoint(
    "DELETE",
    `${multipart}/{uploadId}`,
    types<{ query: KeyQuery; response: z.infer<typeof multipartAbortedSchema> }>(),
  ),
  /** One PUT of a whole file below the multipart threshold. */
  singleUploadParams: endpoint(
    "GET",
    "/api/objects/s3/params",
    types<{
      query: { filename?: string; type?: string; size?: number };
      response: z.infer<typeof singleUploadParamsSchema>;
    }>(),
  ),
  /** Temporary bucket credentials: never issued (501), declared so Uppy's call is known. */
  sts: endpoint("GET", "/api/objects/s3/sts", types<{ response: never }>()),
};
