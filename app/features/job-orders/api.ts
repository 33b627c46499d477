/**
 * The admin's job order calls: job orders, their ranked matches,
 * the pipeline and its events, shortlist links and the reports summary. Queries are
 * declared once as queryOptions, so screens, prefetches and cache updates share the keys.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { jobOrderShortlistEndpoints } from "#common/endpoints/job-order-shortlist.ts";
import { jobOrderEndpoints as endpoints, reportEndpoints } from "#common/endpoints/job-orders.ts";
import type {
  JobOrder,
  JobOrderInput,
  JobOrderMatch,
  JobOrderStatus,
  PipelineEntry,
  PipelineEvent,
  PipelineMoveInput,
  ShortlistInput,
} from "#common/job-order.ts";
import type { ReportSummary } from "#common/job-order-report.ts";
import { JOB_ORDER_LIMITS } from "#common/job-order-values.ts";
import { linksKey } from "~/features/links/api";
import { call, keyOf } from "~/lib/endpoint-client";

export type { JobOrder, JobOrderInput, JobOrderMatch, PipelineEntry, PipelineEvent, ReportSummary };

/**
 * The list's URL: every job order key starts with it, so one invalidation reaches a job
 * order's views (its matches, pipeline, activity) and the list's counts.
 */
export const jobOrdersKey = keyOf(endpoints.list)[0];
export const reportsKey = keyOf(reportEndpoints.summary)[0];

/** How many matches the job order screen asks for (the API's default). */
export const MATCH_LIMIT = JOB_ORDER_LIMITS.matchesDefault;

export const jobOrdersQuery = (status: JobOrderStatus | "") =>
  queryOptions({
    queryKey: [jobOrdersKey, "list", status],
    queryFn: () => call(endpoints.list, { query: { status: status || undefined } }),
  });

export const jobOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id],
    queryFn: () => call(endpoints.get, { params: { id } }),
  });

/** The brief's matches; with `like`, replacements like that candidate instead. */
export const matchesQuery = (id: string, limit = MATCH_LIMIT, like?: string) =>
  queryOptions({
    queryKey: like
      ? [jobOrdersKey, id, "matches", limit, like]
      : [jobOrdersKey, id, "matches", limit],
    queryFn: () => call(endpoints.matches, { params: { id }, query: { limit, like } }),
  });

export const pipelineQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id, "pipeline"],
    queryFn: () => call(endpoints.pipeline, { params: { id } }),
  });

export const eventsQuery = (id: string) =>
  queryOptions({
    queryKey: [jobOrdersKey, id, "events"],
    queryFn: () => call(endpoints.events, { params: { id } }),
  });

/** Dates as YYYY-MM-DD; either left out means the server's default (the last 90 days). */
export const reportsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [reportsKey, range.from, range.to],
    queryFn: () => call(reportEndpoints.summary, { query: range }),
  });

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
    mutationFn: (body: JobOrderInput) => call(endpoints.create, { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(jobOrderQuery(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: [jobOrdersKey, "list"] });
    },
  });
}

/** An inquiry made a job order in one click. */
export function useCreateJobOrderFromInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: string) => call(endpoints.fromInquiry, { params: { id: inquiryId } }),
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
    mutationFn: (body: BodyOf<typeof endpoints.update>) =>
      call(endpoints.update, { params: { id }, body }),
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
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
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
      call(endpoints.move, { params: { id, candidateId }, body }),
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
      call(endpoints.removeEntry, { params: { id, candidateId } }),
    onSuccess: () => refresh(id),
  });
}

/** Several cards moved to one stage, or removed, in one call. */
export function useBulkPipeline(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshJobOrder();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.bulk>) =>
      call(endpoints.bulk, { params: { id }, body }),
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
    // The shortlist route is declared with the links' table; its call moves with it.
    mutationFn: (body: ShortlistInput) =>
      call(jobOrderShortlistEndpoints.create, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([refresh(id), queryClient.invalidateQueries({ queryKey: [linksKey] })]),
  });
}
