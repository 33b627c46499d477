import { auditEndpoints as endpoints } from "#common/endpoints/audit.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const adminsOnly = { anonymous: 401, user: 403, admin: 200 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, adminsOnly),
  ruleFor(endpoints.exportCsv, {}, adminsOnly),
];
