import { engagementEndpoints as endpoints } from "#common/endpoints/engagements.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/**
 * `{engagementId}` and `{decisionToken}` have no fixture (they fill as "missing-…"): the
 * guard answers first, and an admin, or anyone with a forged token, gets the 404.
 */
const engagement = { id: "{engagementId}" };
const token = { token: "{decisionToken}" };
const adminsOnly = { anonymous: 401, user: 403 };
const nobody = { anonymous: 404, user: 404, admin: 404 };

/** Admin calls; the customer decides with the e-mailed token. */
export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.create,
    {},
    {
      body: { jobOrderId: "{jobOrderId}", candidateId: "{candidateId}", startDate: "2026-11-20" },
      ...adminsOnly,
      admin: 201,
    },
  ),
  ruleFor(endpoints.get, engagement, { ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.update, engagement, { body: { hoursPerWeek: 20 }, ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.decisionView, token, nobody),
  ruleFor(endpoints.decide, token, { body: { decision: "continue" }, ...nobody }),
];
