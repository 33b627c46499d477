/** Skills learned from the talent pool: those often listed with a given skill (admins). */
import { endpoint, types } from "../endpoint.ts";
import type { RelatedSkill } from "../skills.ts";

export const skillEndpoints = {
  related: endpoint(
    "GET",
    "/api/admin/skills/related",
    types<{ query: { skill: string }; response: RelatedSkill[] }>(),
  ),
};
