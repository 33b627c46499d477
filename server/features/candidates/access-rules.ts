import type { AccessRule } from "../../access-rules.ts";

const newCandidate = {
  fullName: "Grace Hopper",
  email: "grace.access@example.com",
  title: "Compiler Engineer",
};
const update = { fullName: "Fixture Person", email: "fixture@example.com", title: "Engineer" };

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/candidates", anonymous: 401, user: 200, admin: 200 },
  { method: "GET", url: "/api/candidates/stats", anonymous: 401, user: 200, admin: 200 },
  { method: "GET", url: "/api/candidates/{candidateId}", anonymous: 401, user: 200, admin: 200 },
  {
    method: "POST",
    url: "/api/candidates",
    body: newCandidate,
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "PUT",
    url: "/api/candidates/{candidateId}",
    body: update,
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  // A reference that is no upload: the guard answers first, then the 400 of an admin.
  {
    method: "PUT",
    url: "/api/candidates/{candidateId}/profile-photo",
    body: { profilePhotoURL: "https://example.com/photo.png" },
    anonymous: 401,
    user: 403,
    admin: 400,
  },
  {
    method: "PUT",
    url: "/api/candidates/{candidateId}/resume",
    body: { resumeURL: "https://example.com/resume.pdf" },
    anonymous: 401,
    user: 403,
    admin: 400,
  },
  {
    method: "PUT",
    url: "/api/candidates/{candidateId}/video",
    body: { videoURL: "https://example.com/intro.mp4" },
    anonymous: 401,
    user: 403,
    admin: 400,
  },
  {
    method: "GET",
    url: "/api/candidates/{candidateId}/resume-text",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/admin/candidates/{candidateId}/record",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "GET",
    url: "/api/candidates/{candidateId}/notes",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "POST",
    url: "/api/candidates/{candidateId}/notes",
    body: { body: "Strong on distributed systems." },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "GET",
    url: "/api/candidates/duplicates?email=fixture@example.com",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  { method: "GET", url: "/api/candidates/export.csv", anonymous: 401, user: 403, admin: 200 },
  // The table sends JSON: past the guard, an admin hears that the import takes text/csv.
  {
    method: "POST",
    url: "/api/candidates/import?dryRun=1",
    body: { rows: [] },
    anonymous: 401,
    user: 403,
    admin: 415,
  },
];
