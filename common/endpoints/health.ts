/**
 * The probes: liveness (the process answers) and readiness (the database answers), read by
 * load balancers, the cluster tests and the deploy scripts rather than the app. The
 * metrics route is not here: it exists only when METRICS_TOKEN is set, and the table lists
 * what every server registers.
 */
import { endpoint, types } from "../endpoint.ts";
import type { healthResponse, readyResponse } from "../operations.ts";
import type { z } from "../zod.ts";

export const healthEndpoints = {
  health: endpoint("GET", "/api/health", types<{ response: z.infer<typeof healthResponse> }>()),
  ready: endpoint("GET", "/api/ready", types<{ response: z.infer<typeof readyResponse> }>()),
};
