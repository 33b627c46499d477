/**
 * The admins' application calls: the list by status and text, one application, a review
 * of one, and one status for many.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApplicationBulk,
  ApplicationDetail,
  ApplicationListItem,
  ApplicationPatch,
  ApplicationStatus,
} from "#common/application.ts";
import { apiJson } from "~/lib/api";

export const applicationsKey = ["/api/admin/applications"] as const;

export const applicationsQuery = (status: ApplicationStatus | "", q = "") =>
  queryOptions({
    queryKey: [...applicationsKey, status, q],
    queryFn: () => {
      const params = new URLSearchParams();
      if (status) params.set("status", status);
      if (q) params.set("q", q);
      const query = params.toString();
      return apiJson<ApplicationListItem[]>(
        "GET",
        `/api/admin/applications${query ? `?${query}` : ""}`,
      );
    },
  });
export const useApplications = (status: ApplicationStatus | "", q = "") =>
  useQuery(applicationsQuery(status, q));

export const applicationQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...applicationsKey, "one", id],
    queryFn: () => apiJson<ApplicationDetail>("GET", `/api/admin/applications/${id}`),
    enabled: !!id,
  });
export const useApplication = (id: string | null) => useQuery(applicationQuery(id));

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ApplicationPatch }) =>
      apiJson<ApplicationDetail>("PATCH", `/api/admin/applications/${id}`, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

export function useBulkReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulk: ApplicationBulk) =>
      apiJson<{ updated: number }>("POST", "/api/admin/applications/bulk", bulk),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
