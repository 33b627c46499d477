import { QueryClient } from "@tanstack/react-query";
import { takeScreenData } from "~/screen-data/screen-data";
import { getQueryFn } from "./api.ts";
import { registerQueryClient } from "./query-registry.ts";

/** No refetch on interval or focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one client of the page (a single-page app: one visitor per JavaScript context).
 * Loading this module publishes it to the root's provider (app/lib/query-provider.tsx).
 */
export const queryClient = createQueryClient();
// The answers a server-painted screen came with (app/screen-data/), before any screen asks.
takeScreenData(queryClient);
registerQueryClient(queryClient);
