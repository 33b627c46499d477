/** The demo candidates still in the pool, and their removal (GET/DELETE /api/admin/demo-data). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DemoData, DemoDataRemoved } from "#common/demo-data.ts";
import { apiJson } from "~/lib/api";

const demoDataKey = ["/api/admin/demo-data"] as const;

export const demoDataQuery = () => queryOptions<DemoData>({ queryKey: demoDataKey });
export const useDemoData = () => useQuery(demoDataQuery());

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DemoDataRemoved>("DELETE", "/api/admin/demo-data"),
    // Every candidate list, count and match may have held them.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
