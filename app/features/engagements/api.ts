/**
 * Engagement calls: the admin's list, detail, hire and changes, and
 * the customer's decision page (the e-mailed token is the key, no sign-in).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { engagementEndpoints as endpoints } from "#common/endpoints/engagements.ts";
import type {
  CreateEngagementInput,
  DecisionInput,
  DecisionView,
  Engagement,
  EngagementStatus,
  UpdateEngagementInput,
} from "#common/engagement.ts";
import { jobOrdersKey, reportsKey } from "~/features/job-orders/api";
import { call, keyOf } from "~/lib/endpoint-client";

export type { DecisionView, Engagement };

/** The list's URL: every admin engagement key starts with it. */
export const engagementsKey = keyOf(endpoints.list)[0];

export const engagementsQuery = (status: EngagementStatus | "") =>
  queryOptions({
    queryKey: [engagementsKey, "list", status],
    queryFn: () => call(endpoints.list, { query: { status: status || undefined } }),
  });

export const engagementQuery = (id: string) =>
  queryOptions({
    queryKey: [engagementsKey, id],
    queryFn: () => call(endpoints.get, { params: { id } }),
  });

export const decisionQuery = (token: string) =>
  queryOptions({
    queryKey: keyOf(endpoints.decisionView, { params: { token } }),
    queryFn: () => call(endpoints.decisionView, { params: { token } }),
    retry: false,
  });

/** A hire changes the job order (its pipeline, counts, status) and the engagements. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (jobOrderId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [engagementsKey] }),
      queryClient.invalidateQueries({ queryKey: [jobOrdersKey, jobOrderId] }),
      queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] }),
      queryClient.invalidateQueries({ queryKey: [reportsKey] }),
    ]);
}

export function useCreateEngagement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateEngagementInput) => call(endpoints.create, { body }),
    onSuccess: (created) => refresh(created.jobOrderId),
  });
}

export function useUpdateEngagement(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateEngagementInput) => call(endpoints.update, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(engagementQuery(id).queryKey, saved);
      return refresh(saved.jobOrderId);
    },
  });
}

export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionInput) => call(endpoints.decide, { params: { token }, body }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: keyOf(endpoints.decisionView, { params: { token } }),
      }),
  });
}
