import { healthEndpoints as endpoints } from "#common/endpoints/health.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const anyone = { anonymous: 200, user: 200, admin: 200 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.health, {}, anyone),
  ruleFor(endpoints.ready, {}, anyone),
  // The API description itself, served by @fastify/swagger, not a route of the table.
  { method: "GET", url: "/api/docs/json", ...anyone },
];
