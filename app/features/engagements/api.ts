/**
 * Engagement calls (product-extensions §7): the admin's list, detail, hire and changes, and
 * the customer's decision page (the e-mailed token is the key, no sign-in).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateEngagementInput,
  DecisionInput,
  DecisionResult,
  DecisionView,
  Engagement,
  EngagementStatus,
  UpdateEngagementInput,
} from "#common/engagement.ts";
import { jobOrdersKey, reportsKey } from "~/features/job-orders/api";
import { apiJson } from "~/lib/api";

export type { DecisionView, Engagement };

export const engagementsKey = "/api/admin/engagements";
const engagementUrl = (id: string) => `${engagementsKey}/${encodeURIComponent(id)}`;
const decideUrl = (token: string) => `/api/engagements/decide/${encodeURIComponent(token)}`;

export const engagementsQuery = (status: EngagementStatus | "") =>
  queryOptions({
    queryKey: [engagementsKey, "list", status],
    queryFn: () =>
      apiJson<Engagement[]>("GET", status ? `${engagementsKey}?status=${status}` : engagementsKey),
  });

export const engagementQuery = (id: string) =>
  queryOptions({
    queryKey: [engagementsKey, id],
    queryFn: () => apiJson<Engagement>("GET", engagementUrl(id)),
  });

export const decisionQuery = (token: string) =>
  queryOptions({
    queryKey: [decideUrl(token)],
    queryFn: () => apiJson<DecisionView>("GET", decideUrl(token)),
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
    mutationFn: (body: CreateEngagementInput) => apiJson<Engagement>("POST", engagementsKey, body),
    onSuccess: (created) => refresh(created.jobOrderId),
  });
}

export function useUpdateEngagement(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateEngagementInput) =>
      apiJson<Engagement>("PATCH", engagementUrl(id), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(engagementQuery(id).queryKey, saved);
      return refresh(saved.jobOrderId);
    },
  });
}

export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionInput) => apiJson<DecisionResult>("POST", decideUrl(token), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [decideUrl(token)] }),
  });
}
