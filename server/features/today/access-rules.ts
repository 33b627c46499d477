import type { AccessRule } from "../../access-rules.ts";

/** The recruiter's workspace: admins only. */
export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/today", anonymous: 401, user: 403, admin: 200 },
];
