import { talentEndpoints as endpoints } from "#common/endpoints/talent.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** A candidate session only: a user's or an admin's session is no candidate's. */
const candidateOnly = { anonymous: 401, user: 401, admin: 401 };
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  // Public: the same 202 for every address.
  ruleFor(
    endpoints.requestLink,
    {},
    { body: { email: "nobody-{random}@example.com" }, anonymous: 202, user: 202, admin: 202 },
  ),
  // An unknown token signs no one in, whoever asks.
  ruleFor(
    endpoints.startSession,
    {},
    { body: { token: "not-a-token" }, anonymous: 400, user: 400, admin: 400 },
  ),
  ruleFor(endpoints.signOut, {}, { anonymous: 204, user: 204, admin: 204 }),
  ruleFor(endpoints.me, {}, candidateOnly),
  ruleFor(endpoints.updateMe, {}, { body: { availability: "Contract" }, ...candidateOnly }),
  ruleFor(endpoints.exportMine, {}, candidateOnly),
  ruleFor(endpoints.eraseMine, {}, candidateOnly),
  ruleFor(endpoints.upload, {}, { body: {}, ...candidateOnly }),
  ruleFor(
    endpoints.attachResume,
    {},
    { body: { resumeURL: "https://example.com/cv.pdf" }, ...candidateOnly },
  ),
  // Admins erase; no fixture fills these ids, so the admin passes the guard to a 404.
  ruleFor(endpoints.eraseCandidate, { id: "{erasableCandidateId}" }, { ...adminsOnly, admin: 404 }),
  ruleFor(
    endpoints.exportCandidate,
    { id: "{erasableCandidateId}" },
    { ...adminsOnly, admin: 404 },
  ),
  ruleFor(endpoints.eraseInquiry, { id: "{erasableInquiryId}" }, { ...adminsOnly, admin: 404 }),
];
