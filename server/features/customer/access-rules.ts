import type { AccessRule } from "../../access-rules.ts";

/** Customer views need no sign-in: everyone holding the token gets the same answer. */
export const accessRules: AccessRule[] = [
  {
    method: "GET",
    url: "/api/shared/developers/{linkToken}",
    anonymous: 200,
    user: 200,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/shared/developers/{linkToken}/{sharedCandidateId}",
    anonymous: 200,
    user: 200,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/shared/files/{linkToken}/{sharedFilePath}",
    anonymous: 200,
    user: 200,
    admin: 200,
  },
];
