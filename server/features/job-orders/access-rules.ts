import type { AccessRule } from "../../access-rules.ts";

const jobOrder = {
  title: "Senior backend engineer",
  customerName: "Globex Corporation",
  customerEmail: "hiring@globex.example",
};

/** Admin calls (product-extensions §6); a customer asks for a role with the link's token. */
export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/job-orders", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/job-orders",
    body: jobOrder,
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "GET",
    url: "/api/admin/job-orders/{jobOrderId}",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "PUT",
    url: "/api/admin/job-orders/{jobOrderId}",
    body: { status: "open" },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "DELETE",
    url: "/api/admin/job-orders/{deletableJobOrderId}",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "POST",
    url: "/api/contacts/{jobOrderInquiryId}/job-order",
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "GET",
    url: "/api/admin/job-orders/{jobOrderId}/matches",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/admin/job-orders/{jobOrderId}/pipeline",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "PUT",
    url: "/api/admin/job-orders/{jobOrderId}/pipeline/{candidateId}",
    body: { stage: "sourced" },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "POST",
    url: "/api/admin/job-orders/{jobOrderId}/pipeline/bulk",
    body: { candidateIds: ["{candidateId}"], stage: "sourced" },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "DELETE",
    url: "/api/admin/job-orders/{jobOrderId}/pipeline/{pipelineCandidateId}",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "GET",
    url: "/api/admin/job-orders/{jobOrderId}/events",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  { method: "GET", url: "/api/admin/reports/summary", anonymous: 401, user: 403, admin: 200 },
];
