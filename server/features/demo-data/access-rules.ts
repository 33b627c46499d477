import { demoDataEndpoints as endpoints } from "#common/endpoints/demo-data.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const adminsOnly = { anonymous: 401, user: 403, admin: 200 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.count, {}, adminsOnly),
  ruleFor(endpoints.remove, {}, adminsOnly),
];
