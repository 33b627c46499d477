import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/audit", anonymous: 401, user: 403, admin: 200 },
  { method: "GET", url: "/api/admin/audit/export.csv", anonymous: 401, user: 403, admin: 200 },
];
