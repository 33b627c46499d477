import type { AccessRule } from "../../access-rules.ts";

const link = {
  customerName: "Globex Corporation",
  customerEmail: "hiring@globex.example",
  description: "Backend engineers for the payments team",
  expiresAt: null,
};

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/shareable-links", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/shareable-links",
    body: link,
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "PUT",
    url: "/api/admin/shareable-links/{linkId}",
    body: { ...link, isActive: true },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "DELETE",
    url: "/api/admin/shareable-links/{deletableLinkId}",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "GET",
    url: "/api/admin/shareable-links/{linkId}/activity",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  // One viewer off and back on (links/viewer-routes.ts).
  {
    method: "DELETE",
    url: "/api/admin/shareable-links/{linkId}/viewers/someone@example.com",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "POST",
    url: "/api/admin/shareable-links/{linkId}/viewers/someone@example.com/allow",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  // A link made from a job order (links/routes.ts).
  {
    method: "POST",
    url: "/api/admin/job-orders/{jobOrderId}/shortlist",
    body: { candidateIds: ["{candidateId}"] },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
];
