/**
 * The customer views' calls (common/endpoints/customer.ts: the listing and one profile).
 * They need no session; the token in the path is the customer's key. Each listing load
 * counts as a view on the server, and the cache (never stale) keeps going back and
 * forth between the listing and profiles from counting twice.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { pathOf } from "#common/endpoint.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import type { SharedListing, SharedProfile } from "#common/link.ts";
import { sharedRead } from "./shared-call.ts";

/**
 * The listing's URL without its token: the first part of the listing's and each profile's
 * key, so one refresh of `[customerKey, token]` reaches both.
 */
export const customerKey = pathOf(customerEndpoints.listing, { token: "" }).replace(/\/$/, "");

/** The developers (with `isNew`), the customer and the verified viewer, if any. */
export type CustomerListing = SharedListing;

export type CustomerProfile = SharedProfile;

/**
 * The customer's reads, as query options. Each path part is URL-encoded: a token pasted
 * with stray characters stays one part.
 */
export const customerQueries = {
  listing: (token: string | undefined) =>
    queryOptions({
      queryKey: [customerKey, token],
      queryFn: ({ signal }) => sharedRead(customerEndpoints.listing, { token: token! }, signal),
      enabled: !!token,
    }),
  profile: (token: string | undefined, developerId: string | undefined) =>
    queryOptions({
      queryKey: [customerKey, token, developerId],
      queryFn: ({ signal }) =>
        sharedRead(customerEndpoints.profile, { token: token!, developerId: developerId! }, signal),
      enabled: !!token && !!developerId,
    }),
};

export const useCustomerListing = (token: string | undefined) =>
  useQuery(customerQueries.listing(token));
export const useCustomerProfile = (token: string | undefined, developerId: string | undefined) =>
  useQuery(customerQueries.profile(token, developerId));

/** The customer listing's path for a token (also the path of the link an admin copies). */
export const customerListingPath = (token: string) => `/shared/${encodeURIComponent(token)}`;
