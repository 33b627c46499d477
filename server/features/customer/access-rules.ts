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
  // The workspace: the token is the key, a site account adds nothing.
  {
    method: "POST",
    url: "/api/shared/{linkToken}/access",
    body: { email: "{random}@example.com" },
    anonymous: 202,
    user: 202,
    admin: 202,
  },
  {
    method: "POST",
    url: "/api/shared/{linkToken}/access/verify",
    body: { email: "nobody@example.com", code: "000000" },
    anonymous: 400,
    user: 400,
    admin: 400,
  },
  // The fixture's link asks for no agreement: a well-formed acceptance is a 400 for anyone.
  {
    method: "POST",
    url: "/api/shared/{linkToken}/agreement",
    body: { name: "Nobody", email: "nobody@example.com", accept: true },
    anonymous: 400,
    user: 400,
    admin: 400,
  },
  {
    method: "DELETE",
    url: "/api/shared/{linkToken}/access",
    anonymous: 204,
    user: 204,
    admin: 204,
  },
  { method: "GET", url: "/api/shared/{linkToken}/verdicts", anonymous: 200, user: 200, admin: 200 },
  {
    method: "PUT",
    url: "/api/shared/{linkToken}/verdicts/{sharedCandidateId}",
    body: { verdict: "maybe" },
    anonymous: 200,
    user: 200,
    admin: 200,
  },
  {
    method: "DELETE",
    url: "/api/shared/{linkToken}/verdicts/{sharedCandidateId}",
    anonymous: 204,
    user: 204,
    admin: 204,
  },
  {
    method: "GET",
    url: "/api/shared/{linkToken}/interview-requests",
    anonymous: 200,
    user: 200,
    admin: 200,
  },
  {
    method: "POST",
    url: "/api/shared/{linkToken}/interview-requests",
    body: {
      developerId: "{sharedCandidateId}",
      slots: ["2099-03-01T10:00:00Z"],
      timezone: "Europe/Berlin",
      contactEmail: "buyer@example.com",
    },
    anonymous: 201,
    user: 201,
    admin: 201,
  },
  {
    method: "POST",
    url: "/api/shared/{linkToken}/visits/beacon",
    body: { developerId: "{sharedCandidateId}", seconds: 5 },
    anonymous: 204,
    user: 204,
    admin: 204,
  },
  // A role asked for from a link (role-request-routes.ts).
  {
    method: "POST",
    url: "/api/shared/{linkToken}/job-orders",
    body: { title: "Data engineer" },
    anonymous: 201,
    user: 201,
    admin: 201,
  },
];
