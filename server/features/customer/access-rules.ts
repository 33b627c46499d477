import { customerEndpoints as endpoints } from "#common/endpoints/customer.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const link = { token: "{linkToken}" };
const candidate = { token: "{linkToken}", developerId: "{sharedCandidateId}" };
const anyone = (status: number) => ({ anonymous: status, user: status, admin: status });

/** Customer views need no sign-in: everyone holding the token gets the same answer. */
export const accessRules: AccessRule[] = [
  ruleFor(endpoints.listing, link, anyone(200)),
  ruleFor(endpoints.profile, candidate, anyone(200)),
  ruleFor(endpoints.file, { token: "{linkToken}", path: "{sharedFilePath}" }, anyone(200)),
  // The workspace: the token is the key, a site account adds nothing.
  ruleFor(endpoints.requestAccess, link, {
    body: { email: "{random}@example.com" },
    ...anyone(202),
  }),
  ruleFor(endpoints.verifyAccess, link, {
    body: { email: "nobody@example.com", code: "000000" },
    ...anyone(400),
  }),
  // The fixture's link asks for no agreement: a well-formed acceptance is a 400 for anyone.
  ruleFor(endpoints.acceptAgreement, link, {
    body: { name: "Nobody", email: "nobody@example.com", accept: true },
    ...anyone(400),
  }),
  ruleFor(endpoints.leave, link, anyone(204)),
  ruleFor(endpoints.verdicts, link, anyone(200)),
  ruleFor(endpoints.putVerdict, candidate, { body: { verdict: "maybe" }, ...anyone(200) }),
  ruleFor(endpoints.clearVerdict, candidate, anyone(204)),
  ruleFor(endpoints.interviewRequests, link, anyone(200)),
  ruleFor(endpoints.requestInterview, link, {
    body: {
      developerId: "{sharedCandidateId}",
      slots: ["2099-03-01T10:00:00Z"],
      timezone: "Europe/Berlin",
      contactEmail: "buyer@example.com",
    },
    ...anyone(201),
  }),
  ruleFor(endpoints.beacon, link, {
    body: { developerId: "{sharedCandidateId}", seconds: 5 },
    ...anyone(204),
  }),
  // A role asked for from a link (role-request-routes.ts).
  ruleFor(endpoints.requestRole, link, { body: { title: "Data engineer" }, ...anyone(201) }),
];
