/**
 * The admin's view of the customer workspace (product-extensions §1): a link's activity
 * (visits, verdicts, interview requests) and the interview requests of every link, whose
 * status the recruiter moves along. A status change refreshes both lists and the summary.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  InterviewRequest,
  InterviewRequestStatus,
  InterviewStatusBody,
} from "#common/interview-request.ts";
import type { LinkActivity } from "#common/link-activity.ts";
import { apiJson } from "~/lib/api";
import { linksKey } from "./api.ts";

export const interviewRequestsKey = "/api/admin/interview-requests";

/** Loaded only while the activity panel is open. */
export const linkActivityQuery = (linkId: string, enabled: boolean) =>
  queryOptions<LinkActivity>({
    queryKey: [linksKey, linkId, "activity"],
    enabled,
  });
export const useLinkActivity = (linkId: string, enabled: boolean) =>
  useQuery(linkActivityQuery(linkId, enabled));

export const interviewRequestsQuery = () =>
  queryOptions<InterviewRequest[]>({ queryKey: [interviewRequestsKey] });
export const useInterviewRequests = () => useQuery(interviewRequestsQuery());

export function useUpdateInterviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: string; status: InterviewRequestStatus } & InterviewStatusBody) =>
      apiJson<InterviewRequest>("PATCH", `${interviewRequestsKey}/${encodeURIComponent(id)}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [interviewRequestsKey] }),
        queryClient.invalidateQueries({ queryKey: [linksKey] }),
      ]),
  });
}

/** The calendar file of a scheduled interview (GET …/{id}/invite.ics). */
export const inviteIcsUrl = (id: string) =>
  `${interviewRequestsKey}/${encodeURIComponent(id)}/invite.ics`;
