/**
 * The admins' application calls: the list by status and text, one application, a review
 * of one, and one status for many.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ApplicationStatus } from "#common/application.ts";
import {
  type ApplicationBulkBody,
  type ApplicationPatchBody,
  applicationEndpoints as endpoints,
} from "#common/endpoints/applications.ts";
import { call, keyOf } from "~/lib/endpoint-client";

/** The list's URL: every application key starts with it, so one invalidation refreshes them all. */
export const applicationsKey = keyOf(endpoints.list);

export const applicationsQuery = (status: ApplicationStatus | "", q = "") =>
  queryOptions({
    queryKey: [...applicationsKey, status, q],
    queryFn: () => call(endpoints.list, { query: { status: status || undefined, q } }),
  });
/**
 * While a new search or status loads, the list shown stays the last one: an application
 * open for review in both is not unmounted in between, so a scorecard being entered is kept.
 */
export const useApplications = (status: ApplicationStatus | "", q = "") =>
  useQuery({ ...applicationsQuery(status, q), placeholderData: keepPreviousData });

export const applicationQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...applicationsKey, "one", id],
    queryFn: () => call(endpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
export const useApplication = (id: string | null) => useQuery(applicationQuery(id));

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ApplicationPatchBody }) =>
      call(endpoints.review, { params: { id }, body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

export function useBulkReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulk: ApplicationBulkBody) => call(endpoints.bulk, { body: bulk }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
