/**
 * The developers' own calls (a candidate session, not a user's): the sign-in link and its
 * session, the profile and résumé, the export and erasure; and the admins' export and
 * erasure of a candidate's or an inquiry's personal data. The sign-in link's page
 * (/talent/access/{token}) is a page, not part of the API.
 */
import { endpoint, types } from "../endpoint.ts";
import type { uploadRequestSchema } from "../objects.ts";
import type {
  erasureAcceptedSchema,
  TalentExport,
  TalentProfile,
  TalentUpdate,
  talentAccessSchema,
  talentResumeBodySchema,
  talentResumeResponseSchema,
  talentSessionSchema,
  talentUploadSchema,
} from "../talent.ts";
import type { z } from "../zod.ts";

export type TalentAccessBody = z.input<typeof talentAccessSchema>;
export type TalentSessionBody = z.input<typeof talentSessionSchema>;
export type TalentUploadBody = z.input<typeof uploadRequestSchema>;
export type TalentUpload = z.output<typeof talentUploadSchema>;
export type TalentResumeBody = z.input<typeof talentResumeBodySchema>;
export type TalentResume = z.output<typeof talentResumeResponseSchema>;
export type ErasureAccepted = z.output<typeof erasureAcceptedSchema>;

export const talentEndpoints = {
  requestLink: endpoint(
    "POST",
    "/api/talent/access",
    types<{ body: TalentAccessBody; response: { message: string } }>(),
  ),
  startSession: endpoint(
    "POST",
    "/api/talent/session",
    types<{ body: TalentSessionBody; response: { candidateId: string } }>(),
  ),
  signOut: endpoint("POST", "/api/talent/sign-out", types<{ response: null }>()),
  me: endpoint("GET", "/api/talent/me", types<{ response: TalentProfile }>()),
  updateMe: endpoint(
    "PUT",
    "/api/talent/me",
    types<{ body: TalentUpdate; response: TalentProfile }>(),
  ),
  upload: endpoint(
    "POST",
    "/api/talent/upload",
    types<{ body: TalentUploadBody; response: TalentUpload }>(),
  ),
  attachResume: endpoint(
    "PUT",
    "/api/talent/me/resume",
    types<{ body: TalentResumeBody; response: TalentResume }>(),
  ),
  /** A JSON file download, opened as a link. */
  exportMine: endpoint("GET", "/api/talent/me/export", types<{ response: TalentExport }>()),
  eraseMine: endpoint("DELETE", "/api/talent/me", types<{ response: ErasureAccepted }>()),
  eraseCandidate: endpoint(
    "POST",
    "/api/admin/candidates/{id}/erase",
    types<{ response: ErasureAccepted }>(),
  ),
  exportCandidate: endpoint(
    "GET",
    "/api/admin/candidates/{id}/export",
    types<{ response: TalentExport }>(),
  ),
  eraseInquiry: endpoint(
    "POST",
    "/api/contacts/{id}/erase",
    types<{ response: ErasureAccepted }>(),
  ),
};
