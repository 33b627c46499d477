/**
 * The admin's view of the customer workspace (product-extensions §1): a link's activity
 * (visits, verdicts, interview requests) and the interview requests of every link, whose
 * status the recruiter moves along. A status change refreshes both lists and the summary.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InterviewRequest, InterviewRequestStatus, LinkActivity } from "#common/workspace.ts";
import { apiJson } from "~/lib/api";
import { linksKey } from "./api.ts";

export const interviewRequestsKey = "/api/admin/interview-requests";

/** Loaded only while the activity panel is open. */
export function useLinkActivity(linkId: string, enabled: boolean) {
  return useQuery<LinkActivity>({
    queryKey: [linksKey, linkId, "activity"],
    enabled,
  });
}

export function useInterviewRequests() {
  return useQuery<InterviewRequest[]>({ queryKey: [interviewRequestsKey] });
}

export function useUpdateInterviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InterviewRequestStatus }) =>
      apiJson<InterviewRequest>("PATCH", `${interviewRequestsKey}/${encodeURIComponent(id)}`, {
        status,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [interviewRequestsKey] }),
        queryClient.invalidateQueries({ queryKey: [linksKey] }),
      ]),
  });
}
