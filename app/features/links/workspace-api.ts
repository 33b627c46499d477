/**
 * The admin's view of the customer workspace: a link's activity
 * (visits, verdicts, interview requests) and the interview requests of every link, whose
 * status the recruiter moves along. A status change refreshes both lists and the summary.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { interviewRequestEndpoints } from "#common/endpoints/interview-requests.ts";
import { linkEndpoints } from "#common/endpoints/links.ts";
import type { InterviewRequestStatus, InterviewStatusBody } from "#common/interview-request.ts";
import { call, keyOf, readOf, urlFor } from "~/lib/endpoint-client";
import { linksKey } from "./api.ts";

/**
 * Loaded only while the activity panel is open. Its key starts with the list's, so a change
 * to the links (or to an interview request) refreshes it too.
 */
export const linkActivityQueryKey = (linkId: string) => [linksKey, linkId, "activity"] as const;
export const linkActivityQuery = (linkId: string, enabled: boolean) =>
  queryOptions({
    queryKey: linkActivityQueryKey(linkId),
    queryFn: () => call(linkEndpoints.activity, { params: { linkId } }),
    enabled,
  });
export const useLinkActivity = (linkId: string, enabled: boolean) =>
  useQuery(linkActivityQuery(linkId, enabled));

export const interviewRequestsQuery = () => readOf(interviewRequestEndpoints.list);
export const useInterviewRequests = () => useQuery(interviewRequestsQuery());

export function useUpdateInterviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: string; status: InterviewRequestStatus } & InterviewStatusBody) =>
      call(interviewRequestEndpoints.setStatus, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(interviewRequestEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: [linksKey] }),
      ]),
  });
}

/** The calendar file of a scheduled interview. */
export const inviteIcsUrl = (id: string) =>
  urlFor(interviewRequestEndpoints.invitation, { params: { id } });
