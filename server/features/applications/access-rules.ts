import { applicationEndpoints as endpoints } from "#common/endpoints/applications.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const application = {
  fullName: "Ada Applicant",
  email: "ada-{random}@example.com",
  title: "Backend Engineer",
  consent: true,
};
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  // Public: anyone may apply (the JSON form of the call, without a résumé).
  ruleFor(endpoints.apply, {}, { body: application, anonymous: 201, user: 201, admin: 201 }),
  // Vetting: admins only.
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.list, {}, { query: { status: "new", q: "ada" }, ...adminsOnly, admin: 200 }),
  // No fixture fills {applicationId}: the admin passes the guard to a 404.
  ruleFor(endpoints.get, { id: "{applicationId}" }, { ...adminsOnly, admin: 404 }),
  ruleFor(
    endpoints.review,
    { id: "{applicationId}" },
    { body: { status: "screening" }, ...adminsOnly, admin: 404 },
  ),
  // An id no application has: the admin passes the guard and changes nothing.
  ruleFor(
    endpoints.bulk,
    {},
    {
      body: { ids: ["00000000-0000-4000-8000-000000000000"], status: "screening" },
      ...adminsOnly,
      admin: 200,
    },
  ),
];
