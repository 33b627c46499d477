/**
 * Where the app's one QueryClient is published once its module has loaded. Public pages
 * never load TanStack Query (about 13 kB gzipped); screens that use it load
 * app/lib/query-client.ts, which registers the client here.
 */
import type { QueryClient } from "@tanstack/react-query";

let current: QueryClient | undefined;
const listeners = new Set<() => void>();

export function registerQueryClient(client: QueryClient): void {
  current = client;
  for (const listener of listeners) listener();
}

export function getQueryClient(): QueryClient | undefined {
  return current;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
