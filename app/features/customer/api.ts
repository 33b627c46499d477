/**
 * The customer views' calls (spec §7 "GET /api/shared/developers/…"). They need no
 * session; the token in the path is the customer's key. Each listing load counts as a view
 * on the server, and the cache (never stale, spec §7) keeps going back and forth between
 * the listing and profiles from counting twice.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SharedCustomerInfo, SharedDeveloper, SharedListing } from "#common/link.ts";
import { apiFetch } from "~/lib/api";

export const customerKey = "/api/shared/developers";

/** The developers (with `isNew`), the customer and the verified viewer, if any. */
export type CustomerListing = SharedListing;

export interface CustomerProfile {
  developer: SharedDeveloper;
  customerInfo: SharedCustomerInfo;
}

/** GETs the path parts, each URL-encoded: a token pasted with stray characters stays one part. */
async function fetchShared<T>(parts: string[], signal: AbortSignal): Promise<T> {
  const url = [customerKey, ...parts.map(encodeURIComponent)].join("/");
  return (await apiFetch<T>(url, { signal })).data;
}

/** The customer's reads, as query options. */
export const customerQueries = {
  listing: (token: string | undefined) =>
    queryOptions({
      queryKey: [customerKey, token],
      queryFn: ({ signal }) => fetchShared<CustomerListing>([token!], signal),
      enabled: !!token,
    }),
  profile: (token: string | undefined, developerId: string | undefined) =>
    queryOptions({
      queryKey: [customerKey, token, developerId],
      queryFn: ({ signal }) => fetchShared<CustomerProfile>([token!, developerId!], signal),
      enabled: !!token && !!developerId,
    }),
};

export const useCustomerListing = (token: string | undefined) =>
  useQuery(customerQueries.listing(token));
export const useCustomerProfile = (token: string | undefined, developerId: string | undefined) =>
  useQuery(customerQueries.profile(token, developerId));

/** The customer listing's path for a token (also the copied link's path, spec §9). */
export const customerListingPath = (token: string) => `/shared/${encodeURIComponent(token)}`;
