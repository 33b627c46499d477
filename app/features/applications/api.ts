/** The admins' application calls (product-extensions §8): the list by status, one, a review. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Application,
  ApplicationDetail,
  ApplicationPatch,
  ApplicationStatus,
} from "#common/application.ts";
import { apiJson } from "~/lib/api";

export const applicationsKey = ["/api/admin/applications"] as const;

export function useApplications(status: ApplicationStatus | "") {
  return useQuery({
    queryKey: [...applicationsKey, status],
    queryFn: () =>
      apiJson<Application[]>("GET", `/api/admin/applications${status ? `?status=${status}` : ""}`),
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: [...applicationsKey, "one", id],
    queryFn: () => apiJson<ApplicationDetail>("GET", `/api/admin/applications/${id}`),
    enabled: !!id,
  });
}

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ApplicationPatch }) =>
      apiJson<ApplicationDetail>("PATCH", `/api/admin/applications/${id}`, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
