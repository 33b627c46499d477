import { objectEndpoints as endpoints } from "#common/endpoints/objects.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const adminsOnly = { anonymous: 401, user: 403 };
/** An upload id and key that belong to no upload of this admin are unknown (404). */
const upload = { uploadId: "{uploadId}" };
/**
 * The `?key=` of those calls, appended as written: a query given to `ruleFor` is encoded,
 * and the placeholder's braces must stay as they are for the test's fixtures to fill them.
 */
const keyed = (rule: AccessRule): AccessRule => ({
  ...rule,
  url: `${rule.url}?key=uploads/{uploadId}`,
});
/** Authorised by the URL's signature, never by a cookie: without one, nobody may PUT. */
const unsigned = { body: "file", anonymous: 403, user: 403, admin: 403 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.upload, {}, { ...adminsOnly, admin: 200 }),
  // Stored files: behind the same gate as candidate reads (a signed-in, confirmed user).
  ruleFor(endpoints.file, { path: "{sharedFilePath}" }, { anonymous: 401, user: 200, admin: 200 }),
  ruleFor(endpoints.receive, { id: "{uploadId}" }, unsigned),
  // Companion-compatible multipart calls: admins only.
  ruleFor(
    endpoints.startMultipart,
    {},
    { body: { filename: "intro.mp4", type: "video/mp4", metadata: {} }, ...adminsOnly, admin: 200 },
  ),
  keyed(ruleFor(endpoints.listParts, upload, { ...adminsOnly, admin: 404 })),
  keyed(
    ruleFor(
      endpoints.partUrl,
      { ...upload, partNumber: "{partNumber}" },
      {
        ...adminsOnly,
        admin: 404,
      },
    ),
  ),
  keyed(
    ruleFor(endpoints.completeMultipart, upload, {
      body: { parts: [{ PartNumber: 1, ETag: '"x"' }] },
      ...adminsOnly,
      admin: 404,
    }),
  ),
  keyed(ruleFor(endpoints.abortMultipart, upload, { ...adminsOnly, admin: 404 })),
  ruleFor(
    endpoints.singleUploadParams,
    {},
    { query: { filename: "intro.mp4", type: "video/mp4" }, ...adminsOnly, admin: 200 },
  ),
  // Temporary credentials are deliberately not issued
  // (docs/decisions/053-video-and-multipart-uploads.md).
  ruleFor(endpoints.sts, {}, { ...adminsOnly, admin: 501 }),
  ruleFor(endpoints.receivePart, { id: "{uploadId}", partNumber: "{partNumber}" }, unsigned),
];
