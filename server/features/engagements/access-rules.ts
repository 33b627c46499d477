import type { AccessRule } from "../../access-rules.ts";

/**
 * `{engagementId}` and `{decisionToken}` have no fixture (they fill as "missing-…"): the
 * guard answers first, and an admin, or anyone with a forged token, gets the 404.
 */

/** Admin calls (product-extensions §7); the customer decides with the e-mailed token. */
export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/engagements", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/engagements",
    body: { jobOrderId: "{jobOrderId}", candidateId: "{candidateId}", startDate: "2026-11-20" },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "GET",
    url: "/api/admin/engagements/{engagementId}",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "PATCH",
    url: "/api/admin/engagements/{engagementId}",
    body: { hoursPerWeek: 20 },
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: "/api/engagements/decide/{decisionToken}",
    anonymous: 404,
    user: 404,
    admin: 404,
  },
  {
    method: "POST",
    url: "/api/engagements/decide/{decisionToken}",
    body: { decision: "continue" },
    anonymous: 404,
    user: 404,
    admin: 404,
  },
];
