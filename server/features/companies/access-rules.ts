import type { AccessRule } from "../../access-rules.ts";

/** Admin calls only; a fresh name per request keeps the create row clear of the 409. */
export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/companies", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/companies",
    body: { name: "Fixture Company {random}", domains: [] },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "GET",
    url: "/api/admin/companies/{companyId}",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "PUT",
    url: "/api/admin/companies/{companyId}",
    body: { notes: "Checked by the authorization table" },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "DELETE",
    url: "/api/admin/companies/{deletableCompanyId}",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "GET",
    url: "/api/admin/companies/{companyId}/activity",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/admin/companies/{companyId}/timeline",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/admin/companies/{companyId}/activity.csv",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
];
