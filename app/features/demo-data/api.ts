/** The demo candidates still in the pool, and their removal (common/endpoints/demo-data.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { demoDataEndpoints } from "#common/endpoints/demo-data.ts";
import { call, readOf } from "~/lib/endpoint-client";

export const demoDataQuery = () => readOf(demoDataEndpoints.count);
export const useDemoData = () => useQuery(demoDataQuery());

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(demoDataEndpoints.remove),
    // Every candidate list, count and match may have held them.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
