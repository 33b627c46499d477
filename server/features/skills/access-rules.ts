import { skillEndpoints as endpoints } from "#common/endpoints/skills.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** Skills learned from the pool: admins only. */
export const accessRules: AccessRule[] = [
  ruleFor(
    endpoints.related,
    {},
    { query: { skill: "React" }, anonymous: 401, user: 403, admin: 200 },
  ),
];
