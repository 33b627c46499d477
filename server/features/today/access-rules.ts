import { todayEndpoints } from "#common/endpoints/today.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** The recruiter's workspace: admins only. */
export const accessRules: AccessRule[] = [
  ruleFor(todayEndpoints.get, {}, { anonymous: 401, user: 403, admin: 200 }),
];
