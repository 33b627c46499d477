/**
 * The customer views' calls (spec §7 "GET /api/shared/developers/…"). They need no
 * session; the token in the path is the customer's key. Each listing load counts as a view
 * on the server, and the cache (never stale, spec §7) keeps going back and forth between
 * the listing and profiles from counting twice.
 */
import { useQuery } from "@tanstack/react-query";
import type { SharedCustomerInfo, SharedDeveloper } from "../../common/link.ts";
import { throwIfResNotOk } from "./api.ts";

export const sharedKey = "/api/shared/developers";

export interface SharedListing {
  developers: SharedDeveloper[];
  customerInfo: SharedCustomerInfo;
}

export interface SharedProfile {
  developer: SharedDeveloper;
  customerInfo: SharedCustomerInfo;
}

/** GETs the path parts, each URL-encoded: a token pasted with stray characters stays one part. */
async function fetchShared<T>(parts: string[], signal: AbortSignal): Promise<T> {
  const url = [sharedKey, ...parts.map(encodeURIComponent)].join("/");
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function useSharedListing(token: string | undefined) {
  return useQuery({
    queryKey: [sharedKey, token],
    queryFn: ({ signal }) => fetchShared<SharedListing>([token!], signal),
    enabled: !!token,
  });
}

export function useSharedDeveloper(token: string | undefined, developerId: string | undefined) {
  return useQuery({
    queryKey: [sharedKey, token, developerId],
    queryFn: ({ signal }) => fetchShared<SharedProfile>([token!, developerId!], signal),
    enabled: !!token && !!developerId,
  });
}

/** The customer listing's path for a token (also the copied link's path, spec §9). */
export const sharedListingPath = (token: string) => `/shared/${encodeURIComponent(token)}`;
