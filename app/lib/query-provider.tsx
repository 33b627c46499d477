import { type QueryClient, QueryClientContext } from "@tanstack/react-query";
import { use, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { getQueryClient, subscribeQueryClient } from "./query-registry.ts";

/** Public pages (marketing, blog, not-found) render without TanStack Query. */
export function isPublicRouteId(id: string): boolean {
  return id.startsWith("routes/marketing/") || id === "routes/not-found";
}

let loading: Promise<QueryClient> | undefined;
const loadClient = () => {
  loading ??= import("./query-client.ts").then((m) => m.queryClient);
  return loading;
};

/**
 * Provides the app's QueryClient to every screen that is not a public page, loading it
 * first (the screen suspends for that moment). The element is the same on every page, so
 * when the client arrives later (e.g. the header's signed-in area loaded it) nothing
 * below remounts. Public-page parts that need queries import app/lib/query-client.ts.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const leaf = useMatches().at(-1);
  const needsClient = !!leaf && !isPublicRouteId(leaf.id);
  const client = useSyncExternalStore(subscribeQueryClient, getQueryClient, () => undefined);
  const ready = needsClient && !client ? use(loadClient()) : client;
  return <QueryClientContext.Provider value={ready}>{children}</QueryClientContext.Provider>;
}
