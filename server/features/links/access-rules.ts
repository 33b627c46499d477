import { jobOrderShortlistEndpoints } from "#common/endpoints/job-order-shortlist.ts";
import { linkEndpoints as endpoints } from "#common/endpoints/links.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const link = {
  customerName: "Globex Corporation",
  customerEmail: "hiring@globex.example",
  description: "Backend engineers for the payments team",
  expiresAt: null,
};
const adminsOnly = { anonymous: 401, user: 403 };
const someone = { linkId: "{linkId}", email: "someone@example.com" };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.create, {}, { body: link, ...adminsOnly, admin: 201 }),
  ruleFor(
    endpoints.update,
    { linkId: "{linkId}" },
    { body: { ...link, isActive: true }, ...adminsOnly, admin: 200 },
  ),
  ruleFor(endpoints.remove, { linkId: "{deletableLinkId}" }, { ...adminsOnly, admin: 204 }),
  ruleFor(endpoints.activity, { linkId: "{linkId}" }, { ...adminsOnly, admin: 200 }),
  // One viewer off and back on (links/viewer-routes.ts).
  ruleFor(endpoints.removeViewer, someone, { ...adminsOnly, admin: 204 }),
  ruleFor(endpoints.allowViewer, someone, { ...adminsOnly, admin: 204 }),
  // A link made from a job order (links/shortlist-route.ts).
  ruleFor(
    jobOrderShortlistEndpoints.create,
    { id: "{jobOrderId}" },
    { body: { candidateIds: ["{candidateId}"] }, ...adminsOnly, admin: 201 },
  ),
];
