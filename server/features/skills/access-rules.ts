import type { AccessRule } from "../../access-rules.ts";

/** Skills learned from the pool: admins only. */
export const accessRules: AccessRule[] = [
  {
    method: "GET",
    url: "/api/admin/skills/related?skill=React",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
];
