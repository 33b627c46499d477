import { companyEndpoints as endpoints } from "#common/endpoints/companies.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const adminsOnly = { anonymous: 401, user: 403 };
const company = { id: "{companyId}" };

/** Admin calls only; a fresh name per request keeps the create row clear of the 409. */
export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.create,
    {},
    { body: { name: "Fixture Company {random}", domains: [] }, ...adminsOnly, admin: 201 },
  ),
  ruleFor(endpoints.one, company, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.update, company, {
    body: { notes: "Checked by the authorization table" },
    ...adminsOnly,
    admin: 200,
  }),
  ruleFor(endpoints.remove, { id: "{deletableCompanyId}" }, { ...adminsOnly, admin: 204 }),
  ruleFor(endpoints.activity, company, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.timeline, company, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.activityCsv, company, { ...adminsOnly, admin: 200 }),
];
