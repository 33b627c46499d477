import type { AccessRule } from "../../access-rules.ts";

/** No campaign has this id: the guard answers first, then an admin gets 404. */
const unknown = "/api/admin/campaigns/00000000-0000-4000-8000-000000000000";
const campaign = {
  name: "Spring outreach",
  subject: "Hello {{firstName}}",
  body: "Hi **{{firstName}}**",
  audience: { source: "inquiries" },
};
const admin = (method: AccessRule["method"], url: string, status: number, body?: unknown) => ({
  method,
  url,
  ...(body === undefined ? {} : { body }),
  anonymous: 401,
  user: 403,
  admin: status,
});

export const accessRules: AccessRule[] = [
  admin("GET", "/api/admin/campaigns", 200),
  admin("POST", "/api/admin/campaigns", 201, campaign),
  admin("GET", "/api/admin/campaigns/settings", 200),
  admin("POST", "/api/admin/campaigns/preview", 200, { subject: "Hi", body: "**Hi**" }),
  admin("POST", "/api/admin/campaigns/audience", 200, { audience: { source: "inquiries" } }),
  admin("GET", unknown, 404),
  admin("PUT", unknown, 404, campaign),
  admin("DELETE", unknown, 404),
  admin("GET", `${unknown}/recipients`, 404),
  admin("POST", `${unknown}/test`, 404, { email: "someone@example.com" }),
  admin("POST", `${unknown}/send`, 404, {}),
  admin("POST", `${unknown}/cancel`, 404),
  // Public: the token is the key, and a made-up one names nobody (no fixture fills this
  // placeholder, so the URL carries a forged token).
  {
    method: "GET",
    url: "/api/unsubscribe/{forgedUnsubscribeToken}",
    anonymous: 404,
    user: 404,
    admin: 404,
  },
  {
    method: "POST",
    url: "/api/unsubscribe/{forgedUnsubscribeToken}",
    anonymous: 404,
    user: 404,
    admin: 404,
  },
];
