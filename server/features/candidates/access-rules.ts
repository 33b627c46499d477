import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const newCandidate = {
  fullName: "Grace Hopper",
  email: "grace.access@example.com",
  title: "Compiler Engineer",
};
const update = { fullName: "Fixture Person", email: "fixture@example.com", title: "Engineer" };
const candidate = { id: "{candidateId}" };
const signedIn = { anonymous: 401, user: 200, admin: 200 };
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, signedIn),
  ruleFor(endpoints.stats, {}, signedIn),
  ruleFor(endpoints.get, candidate, signedIn),
  ruleFor(endpoints.create, {}, { body: newCandidate, ...adminsOnly, admin: 201 }),
  ruleFor(endpoints.update, candidate, { body: update, ...adminsOnly, admin: 200 }),
  // A reference that is no upload: the guard answers first, then the 400 of an admin.
  ruleFor(endpoints.setPhoto, candidate, {
    body: { profilePhotoURL: "https://example.com/photo.png" },
    ...adminsOnly,
    admin: 400,
  }),
  ruleFor(endpoints.setResume, candidate, {
    body: { resumeURL: "https://example.com/resume.pdf" },
    ...adminsOnly,
    admin: 400,
  }),
  ruleFor(endpoints.setVideo, candidate, {
    body: { videoURL: "https://example.com/intro.mp4" },
    ...adminsOnly,
    admin: 400,
  }),
  ruleFor(endpoints.resumeText, candidate, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.record, candidate, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.notes, candidate, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.addNote, candidate, {
    body: { body: "Strong on distributed systems." },
    ...adminsOnly,
    admin: 201,
  }),
  ruleFor(
    endpoints.duplicates,
    {},
    { query: { email: "fixture@example.com" }, ...adminsOnly, admin: 200 },
  ),
  ruleFor(endpoints.exportCsv, {}, { ...adminsOnly, admin: 200 }),
  // The table sends JSON: past the guard, an admin hears that the import takes text/csv.
  ruleFor(
    endpoints.importCsv,
    {},
    { query: { dryRun: 1 }, body: { rows: [] }, ...adminsOnly, admin: 415 },
  ),
];
