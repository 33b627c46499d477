import { jobOrderEndpoints as endpoints, reportEndpoints } from "#common/endpoints/job-orders.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const jobOrder = {
  title: "Senior backend engineer",
  customerName: "Globex Corporation",
  customerEmail: "hiring@globex.example",
};
const adminsOnly = { anonymous: 401, user: 403 };
const order = { id: "{jobOrderId}" };

/** Admin calls; a customer asks for a role with the link's token (the shared page's rules). */
export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.create, {}, { body: jobOrder, ...adminsOnly, admin: 201 }),
  ruleFor(endpoints.get, order, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.update, order, { body: { status: "open" }, ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.remove, { id: "{deletableJobOrderId}" }, { ...adminsOnly, admin: 204 }),
  ruleFor(endpoints.fromInquiry, { id: "{jobOrderInquiryId}" }, { ...adminsOnly, admin: 201 }),
  ruleFor(endpoints.matches, order, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.pipeline, order, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.move,
    { ...order, candidateId: "{candidateId}" },
    { body: { stage: "sourced" }, ...adminsOnly, admin: 200 },
  ),
  ruleFor(endpoints.bulk, order, {
    body: { candidateIds: ["{candidateId}"], stage: "sourced" },
    ...adminsOnly,
    admin: 200,
  }),
  ruleFor(
    endpoints.removeEntry,
    { ...order, candidateId: "{pipelineCandidateId}" },
    { ...adminsOnly, admin: 204 },
  ),
  ruleFor(endpoints.events, order, { ...adminsOnly, admin: 200 }),
  ruleFor(reportEndpoints.summary, {}, { ...adminsOnly, admin: 200 }),
];
