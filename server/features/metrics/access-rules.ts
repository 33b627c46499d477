import type { AccessRule } from "../../access-rules.ts";

// The test app has no METRICS_TOKEN: the route does not exist for anyone (metrics.test.ts
// covers the token).
export const accessRules: AccessRule[] = [
  { method: "GET", url: "/metrics", anonymous: 404, user: 404, admin: 404 },
];
