/**
 * The customer's login-free calls under /api/shared/: the link's listing and one profile,
 * and the workspace (e-mail verification, the agreement, verdicts, interview requests, the
 * time-on-profile beacon, another role), and the photos and résumés the answers point to.
 * The token in the path is the customer's key.
 */
import type { acceptAgreementSchema, agreementAcceptedSchema } from "../agreement.ts";
import { endpoint, types } from "../endpoint.ts";
import type {
  InterviewRequest,
  InterviewRequestBody,
  SharedInterviewRequest,
} from "../interview-request.ts";
import type { RoleRequestInput, roleRequestCreatedSchema } from "../job-order.ts";
import type { SharedListing, SharedProfile } from "../link.ts";
import type { beaconBodySchema } from "../link-activity.ts";
import type { VerdictBody, VerdictItem } from "../verdict.ts";
import type { accessRequestSchema, accessVerifySchema, Viewer } from "../viewer-access.ts";
import type { z } from "../zod.ts";

export const customerEndpoints = {
  listing: endpoint("GET", "/api/shared/developers/{token}", types<{ response: SharedListing }>()),
  profile: endpoint(
    "GET",
    "/api/shared/developers/{token}/{developerId}",
    types<{ response: SharedProfile }>(),
  ),
  /** A one-time code for a link that needs a verified e-mail address. */
  requestAccess: endpoint(
    "POST",
    "/api/shared/{token}/access",
    types<{ body: z.input<typeof accessRequestSchema>; response: { message: string } }>(),
  ),
  verifyAccess: endpoint(
    "POST",
    "/api/shared/{token}/access/verify",
    types<{ body: z.input<typeof accessVerifySchema>; response: Viewer }>(),
  ),
  /** Leaves the link: ends this browser's viewer session. */
  leave: endpoint("DELETE", "/api/shared/{token}/access", types<{ response: null }>()),
  acceptAgreement: endpoint(
    "POST",
    "/api/shared/{token}/agreement",
    types<{
      body: z.input<typeof acceptAgreementSchema>;
      response: z.infer<typeof agreementAcceptedSchema>;
    }>(),
  ),
  verdicts: endpoint("GET", "/api/shared/{token}/verdicts", types<{ response: VerdictItem[] }>()),
  putVerdict: endpoint(
    "PUT",
    "/api/shared/{token}/verdicts/{developerId}",
    types<{ body: VerdictBody; response: VerdictItem }>(),
  ),
  clearVerdict: endpoint(
    "DELETE",
    "/api/shared/{token}/verdicts/{developerId}",
    types<{ response: null }>(),
  ),
  interviewRequests: endpoint(
    "GET",
    "/api/shared/{token}/interview-requests",
    types<{ response: SharedInterviewRequest[] }>(),
  ),
  requestInterview: endpoint(
    "POST",
    "/api/shared/{token}/interview-requests",
    types<{ body: InterviewRequestBody; response: InterviewRequest }>(),
  ),
  /** Sent with navigator.sendBeacon when a profile is left or hidden. */
  beacon: endpoint(
    "POST",
    "/api/shared/{token}/visits/beacon",
    types<{ body: z.input<typeof beaconBodySchema>; response: null }>(),
  ),
  requestRole: endpoint(
    "POST",
    "/api/shared/{token}/job-orders",
    types<{ body: RoleRequestInput; response: z.infer<typeof roleRequestCreatedSchema> }>(),
  ),
  /**
   * A photo, résumé or video the answers point to; an object's path holds slashes, so it is
   * a rest parameter. Bytes, not JSON: the browser reads it through its URL (an image, a
   * download link) and never `call()`s it, so the answer is declared `unknown` (a `Blob`
   * would promise what `call()`, which reads JSON, does not give).
   */
  file: endpoint("GET", "/api/shared/files/{token}/{path*}", types<{ response: unknown }>()),
};
