import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "POST", url: "/api/objects/upload", anonymous: 401, user: 403, admin: 200 },
  // Stored files: behind the same gate as candidate reads (a signed-in, confirmed user).
  { method: "GET", url: "/objects/{sharedFilePath}", anonymous: 401, user: 200, admin: 200 },
  // Authorised by the URL's signature, never by a cookie: without one, nobody may PUT.
  {
    method: "PUT",
    url: "/api/objects/uploads/{uploadId}",
    body: "file",
    anonymous: 403,
    user: 403,
    admin: 403,
  },
  // Companion-compatible multipart calls: admins only. An upload id and key that
  // belong to no upload of this admin are unknown (404).
  {
    method: "POST",
    url: "/api/objects/s3/multipart",
    body: { filename: "intro.mp4", type: "video/mp4", metadata: {} },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/objects/s3/multipart/{uploadId}?key=uploads/{uploadId}",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: "/api/objects/s3/multipart/{uploadId}/{partNumber}?key=uploads/{uploadId}",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "POST",
    url: "/api/objects/s3/multipart/{uploadId}/complete?key=uploads/{uploadId}",
    body: { parts: [{ PartNumber: 1, ETag: '"x"' }] },
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "DELETE",
    url: "/api/objects/s3/multipart/{uploadId}?key=uploads/{uploadId}",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: "/api/objects/s3/params?filename=intro.mp4&type=video/mp4",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  // Temporary credentials are deliberately not issued
  // (docs/decisions/053-video-and-multipart-uploads.md).
  { method: "GET", url: "/api/objects/s3/sts", anonymous: 401, user: 403, admin: 501 },
  {
    method: "PUT",
    url: "/api/objects/uploads/{uploadId}/parts/{partNumber}",
    body: "file",
    anonymous: 403,
    user: 403,
    admin: 403,
  },
];
