import type { AccessRule } from "../../access-rules.ts";

/** No request exists in the table's fixtures: the admin passes the guard and gets 404. */
const unknownId = "00000000-0000-4000-8000-000000000001";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/interview-requests", anonymous: 401, user: 403, admin: 200 },
  {
    method: "PATCH",
    url: `/api/admin/interview-requests/${unknownId}`,
    body: { status: "scheduled" },
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: `/api/admin/interview-requests/${unknownId}/invite.ics`,
    anonymous: 401,
    user: 403,
    admin: 404,
  },
];
