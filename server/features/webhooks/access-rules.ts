import type { AccessRule } from "../../access-rules.ts";

/** No webhook has this id: the admin passes the guard and gets 404. */
const unknownId = "00000000-0000-4000-8000-000000000002";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/webhooks", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/webhooks",
    // A public https address: creation needs no request to it (only a DNS-free literal check).
    body: { url: "https://93.184.215.14/hooks/{random}", events: ["link.viewed"] },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "DELETE",
    url: `/api/admin/webhooks/${unknownId}`,
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: `/api/admin/webhooks/${unknownId}/deliveries`,
    anonymous: 401,
    user: 403,
    admin: 404,
  },
];
