import { savedSearchEndpoints as endpoints } from "#common/endpoints/saved-searches.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const signedIn = { anonymous: 401 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...signedIn, user: 200, admin: 200 }),
  ruleFor(
    endpoints.create,
    {},
    {
      body: { name: "Search {random}", query: "q=react&skills=TypeScript" },
      ...signedIn,
      user: 201,
      admin: 201,
    },
  ),
  // Nobody's search: the same 404 as someone else's.
  ruleFor(endpoints.remove, { id: "{uploadId}" }, { ...signedIn, user: 404, admin: 404 }),
];
