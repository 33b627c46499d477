/**
 * The admin's job order calls (product-extensions §6): job orders, their ranked matches,
 * the pipeline and its events, shortlist links and the reports summary. Queries are
 * declared once as queryOptions, so screens, prefetches and cache updates share the keys.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { jobOrderShortlistEndpoints } from "#common/endpoints/job-order-shortlist.ts";
import type {
  JobOrder,
  JobOrderInput,
  JobOrderMatch,
  JobOrderStatus,
  PipelineEntry,
  PipelineEvent,
  PipelineMoveInput,
  ReportsSummary,
  ShortlistInput,
} from "#common/job-order.ts";
import type { PipelineBulkInput } from "#common/pipeline-bulk.ts";
import { linksKey } from "~/features/links/api";
import { apiJson } from "~/lib/api";
import { call } from "~/lib/endpoint-client";

export type {
  JobOrder,
  JobOrderInput,
  JobOrderMatch,
  PipelineEntry,
  PipelineEvent,
  ReportsSummary,
};

export const jobOrdersKey = "/api/admin/job-orders";
const jobOrderUrl = (id: string) => `${jobOrdersKey}/${encodeURIComponent(id)}`;
export const reportsKey = "/api/admin/reports/summary";

/** How many matches the job order screen asks for (the API's default). */
export const MATCH_LIMIT = 20;

export const jobOrdersQuery = (status: JobOrderStatus | "") =>
  queryOptions({
    queryKey: [jobOrdersKey, "list", status],
    queryFn: () =>
      apiJson<JobOrder[]>("GET", status ? `${jobOrdersKey}?status=${status}` : jobOrdersKey),
  });

export const jobOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id],
    queryFn: () => apiJson<JobOrder>("GET", jobOrderUrl(id)),
  });

/** The brief's matches; with `like`, replacements like that candidate instead. */
export const matchesQuery = (id: string, limit = MATCH_LIMIT, like?: string) =>
  queryOptions({
    queryKey: like
      ? [jobOrdersKey, id, "matches", limit, like]
      : [jobOrdersKey, id, "matches", limit],
    queryFn: () =>
      apiJson<JobOrderMatch[]>(
        "GET",
        `${jobOrderUrl(id)}/matches?limit=${limit}${like ? `&like=${encodeURIComponent(like)}` : ""}`,
      ),
  });

export const pipelineQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id, "pipeline"],
    queryFn: () => apiJson<PipelineEntry[]>("GET", `${jobOrderUrl(id)}/pipeline`),
  });

export const eventsQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id, "events"],
    queryFn: () => apiJson<PipelineEvent[]>("GET", `${jobOrderUrl(id)}/events`),
  });

/** Dates as YYYY-MM-DD; either left out means the server's default (the last 90 days). */
export const reportsQuery = (range: { from: string; to: string }) => {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const search = params.size ? `?${params}` : "";
  return queryOptions({
    queryKey: [reportsKey, range.from, range.to],
    queryFn: () => apiJson<ReportsSummary>("GET", `${reportsKey}${search}`),
  });
};

/** Every cached view of one job order (and the list, whose counts it changes). */
function useRefreshJobOrder() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [jobOrdersKey, id] }),
      queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] }),
      queryClient.invalidateQueries({ queryKey: [reportsKey] }),
    ]);
}

export function useCreateJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobOrderInput) => apiJson<JobOrder>("POST", jobOrdersKey, body),
    onSuccess: (created) => {
      queryClient.setQueryData(jobOrderQuery(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] });
    },
  });
}

/** An inquiry made a job order in one click (POST /api/contacts/{id}/job-order). */
export function useCreateJobOrderFromInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: string) =>
      apiJson<JobOrder>("POST", `/api/contacts/${encodeURIComponent(inquiryId)}/job-order`),
    onSuccess: (created) => {
      queryClient.setQueryData(jobOrderQuery(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] });
    },
  });
}

export function useUpdateJobOrder(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshJobOrder();
  return useMutation({
    mutationFn: (body: Partial<JobOrderInput>) => apiJson<JobOrder>("PUT", jobOrderUrl(id), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobOrderQuery(id).queryKey, saved);
      // The brief drives the matches: a changed skill or budget ranks them anew.
      return refresh(id);
    },
  });
}

export function useDeleteJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", jobOrderUrl(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [jobOrdersKey, id] });
      return queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] });
    },
  });
}

/**
 * Moves one candidate to a stage (adding them when absent). The board shows the move at
 * once and puts the card back if the server refuses it.
 */
export function useMovePipelineEntry(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshJobOrder();
  const key = pipelineQuery(id).queryKey;
  return useMutation({
    mutationFn: ({ candidateId, ...body }: PipelineMoveInput & { candidateId: string }) =>
      apiJson<PipelineEntry>(
        "PUT",
        `${jobOrderUrl(id)}/pipeline/${encodeURIComponent(candidateId)}`,
        body,
      ),
    onMutate: async ({ candidateId, stage, reason }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (entries) =>
        entries?.map((e) =>
          e.candidateId === candidateId ? { ...e, stage, reason: reason ?? null } : e,
        ),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData(key, (entries) => {
        if (!entries) return entries;
        const known = entries.some((e) => e.candidateId === saved.candidateId);
        return known
          ? entries.map((e) => (e.candidateId === saved.candidateId ? { ...e, ...saved } : e))
          : [...entries, saved];
      }),
    onSettled: () => refresh(id),
  });
}

export function useRemovePipelineEntry(id: string) {
  const refresh = useRefreshJobOrder();
  return useMutation({
    mutationFn: (candidateId: string) =>
      apiJson<null>("DELETE", `${jobOrderUrl(id)}/pipeline/${encodeURIComponent(candidateId)}`),
    onSuccess: () => refresh(id),
  });
}

/** Several cards moved to one stage, or removed, in one call. */
export function useBulkPipeline(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshJobOrder();
  return useMutation({
    mutationFn: (body: PipelineBulkInput) =>
      apiJson<{ updated: number }>("POST", `${jobOrderUrl(id)}/pipeline/bulk`, body),
    onSettled: () =>
      Promise.all([
        refresh(id),
        queryClient.invalidateQueries({ queryKey: pipelineQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventsQuery(id).queryKey }),
      ]),
  });
}

/** A link for the job order's customer with the chosen candidates, in one call. */
export function useCreateShortlist(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshJobOrder();
  return useMutation({
    mutationFn: (body: ShortlistInput) =>
      call(jobOrderShortlistEndpoints.create, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([refresh(id), queryClient.invalidateQueries({ queryKey: [linksKey] })]),
  });
}
