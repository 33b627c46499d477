/** The admins' interview requests across links: the list, a status change, an invitation. */
import { endpoint, types } from "../endpoint.ts";
import type { InterviewRequest, InterviewStatusBody } from "../interview-request.ts";

export const interviewRequestEndpoints = {
  list: endpoint("GET", "/api/admin/interview-requests", types<{ response: InterviewRequest[] }>()),
  setStatus: endpoint(
    "PATCH",
    "/api/admin/interview-requests/{id}",
    types<{ body: InterviewStatusBody; response: InterviewRequest }>(),
  ),
  /** A calendar file (.ics), opened as a link. */
  invitation: endpoint(
    "GET",
    "/api/admin/interview-requests/{id}/invite.ics",
    types<{ response: string }>(),
  ),
};
