/** The admins' application calls (product-extensions §8): the list by status, one, a review. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Application,
  ApplicationDetail,
  ApplicationPatch,
  ApplicationStatus,
} from "#common/application.ts";
import { apiJson } from "~/lib/api";

export const applicationsKey = ["/api/admin/applications"] as const;

export const applicationsQuery = (status: ApplicationStatus | "") =>
  queryOptions({
    queryKey: [...applicationsKey, status],
    queryFn: () =>
      apiJson<Application[]>("GET", `/api/admin/applications${status ? `?status=${status}` : ""}`),
  });
export const useApplications = (status: ApplicationStatus | "") =>
  useQuery(applicationsQuery(status));

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
