import { interviewRequestEndpoints as endpoints } from "#common/endpoints/interview-requests.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** No request exists in the table's fixtures: the admin passes the guard and gets 404. */
const unknown = { id: "00000000-0000-4000-8000-000000000001" };
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.setStatus, unknown, {
    body: { status: "scheduled" },
    ...adminsOnly,
    admin: 404,
  }),
  ruleFor(endpoints.invitation, unknown, { ...adminsOnly, admin: 404 }),
];
