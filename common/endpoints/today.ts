/** The recruiter's workspace: what needs doing today, on the admin dashboard's first tab. */
import { endpoint, types } from "../endpoint.ts";
import type { Today } from "../today.ts";

export const todayEndpoints = {
  get: endpoint("GET", "/api/admin/today", types<{ response: Today }>()),
};
