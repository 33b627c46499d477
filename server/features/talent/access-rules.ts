import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  // Public: the same 202 for every address.
  {
    method: "POST",
    url: "/api/talent/access",
    body: { email: "nobody-{random}@example.com" },
    anonymous: 202,
    user: 202,
    admin: 202,
  },
  // An unknown token signs no one in, whoever asks.
  {
    method: "POST",
    url: "/api/talent/session",
    body: { token: "not-a-token" },
    anonymous: 400,
    user: 400,
    admin: 400,
  },
  { method: "POST", url: "/api/talent/sign-out", anonymous: 204, user: 204, admin: 204 },
  // A candidate session only: a user's or an admin's session is no candidate's.
  { method: "GET", url: "/api/talent/me", anonymous: 401, user: 401, admin: 401 },
  {
    method: "PUT",
    url: "/api/talent/me",
    body: { availability: "Contract" },
    anonymous: 401,
    user: 401,
    admin: 401,
  },
  { method: "GET", url: "/api/talent/me/export", anonymous: 401, user: 401, admin: 401 },
  { method: "DELETE", url: "/api/talent/me", anonymous: 401, user: 401, admin: 401 },
  { method: "POST", url: "/api/talent/upload", body: {}, anonymous: 401, user: 401, admin: 401 },
  {
    method: "PUT",
    url: "/api/talent/me/resume",
    body: { resumeURL: "https://example.com/cv.pdf" },
    anonymous: 401,
    user: 401,
    admin: 401,
  },
  // Admins erase; no fixture fills these ids, so the admin passes the guard to a 404.
  {
    method: "POST",
    url: "/api/admin/candidates/{erasableCandidateId}/erase",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "GET",
    url: "/api/admin/candidates/{erasableCandidateId}/export",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
  {
    method: "POST",
    url: "/api/contacts/{erasableInquiryId}/erase",
    anonymous: 401,
    user: 403,
    admin: 404,
  },
];
