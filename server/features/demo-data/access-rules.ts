import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/demo-data", anonymous: 401, user: 403, admin: 200 },
  { method: "DELETE", url: "/api/admin/demo-data", anonymous: 401, user: 403, admin: 200 },
];
