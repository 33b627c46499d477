/**
 * The link's interview requests (common/endpoints/customer.ts), so that every
 * viewer of the link sees which developers an interview was asked for. The server's page
 * brings them with the view (page/data.ts), painted before any script runs; the app's
 * screens read them. Read again after the viewer asks for an interview.
 */
import { OPEN_INTERVIEW_STATUSES } from "#common/customer-values.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import { linkRead } from "./link-read-store.ts";
import { sharedRead } from "./shared-call.ts";

const interviewRequests = linkRead((token) =>
  sharedRead(customerEndpoints.interviewRequests, { token }),
);

export const reloadInterviewRequests = interviewRequests.load;
export const forgetInterviewRequests = interviewRequests.forget;

const open = new Set<string>(OPEN_INTERVIEW_STATUSES);

/**
 * Whether an interview is under way for a developer: asked for and not yet declined or done.
 * `initial` is what the server's page brought (absent on the app's screens: read then).
 */
export function useInterviewRequested(
  token: string,
  initial?: SharedInterviewRequest[],
): (developerId: string) => boolean {
  const { data } = interviewRequests.use(token, { initial });
  return (developerId) =>
    data?.some((r) => r.developerId === developerId && open.has(r.status)) ?? false;
}
