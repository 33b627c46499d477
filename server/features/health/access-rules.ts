import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/health", anonymous: 200, user: 200, admin: 200 },
  { method: "GET", url: "/api/ready", anonymous: 200, user: 200, admin: 200 },
  { method: "GET", url: "/api/docs/json", anonymous: 200, user: 200, admin: 200 },
];
