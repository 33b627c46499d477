/**
 * The talent pool's client calls: query keys, the paged search behind the developer list,
 * and the filter state the list keeps in its URL (so a filtered view can be bookmarked).
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import type { Candidate } from "#common/candidate.ts";
import {
  CANDIDATE_FILTER_KEYS,
  CANDIDATE_MAX_OFFSET,
  CANDIDATE_PAGE_SIZE,
  type CandidateFilterKey,
} from "#common/candidate-values.ts";
import type { ResponseOf } from "#common/endpoint.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { apiFetch } from "~/lib/api";
import { call, urlFor } from "~/lib/endpoint-client";

/**
 * Every candidate query starts with the search's path, so one invalidation refreshes them
 * all; the parts after it join into the read's URL (the default fetch's and the painted
 * screens' way of naming an entry).
 */
export const candidatesKey = endpoints.list.path;

/** The filters the list understands, by their URL and API parameter names: the search schema's. */
export const FILTER_KEYS = CANDIDATE_FILTER_KEYS;
export type FilterKey = CandidateFilterKey;
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersFromParams(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function filtersToParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** True when anything narrows the list (the sort order alone does not). */
export function hasNarrowingFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => key !== "sort" && !!filters[key]);
}

interface Page {
  items: Candidate[];
  /** Matches counted, exact up to CANDIDATE_COUNT_CAP. */
  total: number;
  /** More than `total` match (the server stopped counting at the cap). */
  capped: boolean;
}

async function fetchPage(
  filters: Filters,
  offset: number,
  limit: number,
  signal: AbortSignal,
): Promise<Page> {
  const query = { ...Object.fromEntries(filtersToParams(filters)), limit, offset };
  const { data: items, headers } = await apiFetch<ResponseOf<typeof endpoints.list>>(
    urlFor(endpoints.list, { query }),
    { signal },
  );
  return {
    items,
    total: Number(headers.get("x-total-count") ?? items.length),
    capped: headers.get("x-total-count-capped") === "true",
  };
}

/** One candidate's key: its parts join into the candidate's URL. */
export const candidateKey = (id: string) => [candidatesKey, encodeURIComponent(id)];

/** The talent pool's reads, as query options (keys under `candidatesKey`). */
export const candidateQueries = {
  /** The developer list: pages of 24, the next one fetched on "Load more". */
  search: (filters: Filters) =>
    infiniteQueryOptions({
      queryKey: [candidatesKey, "search", filtersToParams(filters).toString()],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        fetchPage(filters, pageParam, CANDIDATE_PAGE_SIZE, signal),
      getNextPageParam: (last: Page, pages: Page[]) => {
        const loaded = pages.reduce((n, p) => n + p.items.length, 0);
        const more = last.capped ? last.items.length === CANDIDATE_PAGE_SIZE : loaded < last.total;
        return more && loaded <= CANDIDATE_MAX_OFFSET && last.items.length > 0 ? loaded : undefined;
      },
    }),
  /** The first `limit` matches of a plain search, newest first (the link's candidate picker). */
  firstMatches: (q: string, limit: number) =>
    queryOptions({
      queryKey: [candidatesKey, "first", q, limit],
      queryFn: async ({ signal }) =>
        (await fetchPage(q ? { q, sort: "newest" } : { sort: "newest" }, 0, limit, signal)).items,
      // The previous search's matches stay until these arrive: the list does not collapse.
      placeholderData: keepPreviousData,
    }),
  stats: () =>
    queryOptions({ queryKey: [candidatesKey, "stats"], queryFn: () => call(endpoints.stats) }),
  one: (id: string) =>
    queryOptions({
      queryKey: candidateKey(id),
      queryFn: () => call(endpoints.get, { params: { id } }),
      enabled: !!id,
    }),
};

export const useCandidateSearch = (filters: Filters) =>
  useInfiniteQuery(candidateQueries.search(filters));
export const useCandidateStats = () => useQuery(candidateQueries.stats());
export const useCandidate = (id: string | undefined) => useQuery(candidateQueries.one(id ?? ""));
