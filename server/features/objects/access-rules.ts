import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "POST", url: "/api/objects/upload", anonymous: 401, user: 403, admin: 200 },
  // Authorised by the URL's signature, never by a cookie: without one, nobody may PUT.
  {
    method: "PUT",
    url: "/api/objects/uploads/{uploadId}",
    body: "file",
    anonymous: 403,
    user: 403,
    admin: 403,
  },
];
