import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/saved-searches", anonymous: 401, user: 200, admin: 200 },
  {
    method: "POST",
    url: "/api/saved-searches",
    body: { name: "Search {random}", query: "q=react&skills=TypeScript" },
    anonymous: 401,
    user: 201,
    admin: 201,
  },
  // Nobody's search: the same 404 as someone else's.
  {
    method: "DELETE",
    url: "/api/saved-searches/{uploadId}",
    anonymous: 401,
    user: 404,
    admin: 404,
  },
];
