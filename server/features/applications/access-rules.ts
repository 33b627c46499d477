import type { AccessRule } from "../../access-rules.ts";

const application = {
  fullName: "Ada Applicant",
  email: "ada-{random}@example.com",
  title: "Backend Engineer",
  consent: true,
};

export const accessRules: AccessRule[] = [
  // Public: anyone may apply (the JSON form of the call, without a résumé).
  {
    method: "POST",
    url: "/api/applications",
    body: application,
    anonymous: 201,
    user: 201,
    admin: 201,
  },
  // Vetting: admins only.
  { method: "GET", url: "/api/admin/applications", anonymous: 401, user: 403, admin: 200 },
  {
    method: "GET",
    url: "/api/admin/applications?status=new&q=ada",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    // No fixture fills {applicationId}: the admin passes the guard to a 404.
    url: "/api/admin/applications/{applicationId}",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "PATCH",
    url: "/api/admin/applications/{applicationId}",
    body: { status: "screening" },
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "POST",
    // An id no application has: the admin passes the guard and changes nothing.
    url: "/api/admin/applications/bulk",
    body: { ids: ["00000000-0000-4000-8000-000000000000"], status: "screening" },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
];
