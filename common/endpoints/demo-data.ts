/** The demo candidates still in the pool, and their removal in one call (admins). */
import type { DemoData, DemoDataRemoved } from "../demo-data.ts";
import { endpoint, types } from "../endpoint.ts";

export const demoDataEndpoints = {
  count: endpoint("GET", "/api/admin/demo-data", types<{ response: DemoData }>()),
  remove: endpoint("DELETE", "/api/admin/demo-data", types<{ response: DemoDataRemoved }>()),
};
