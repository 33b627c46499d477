/**
 * The talent pool's client calls: query keys, the paged search behind the developer list,
 * and the filter state the list keeps in its URL (so a filtered view can be bookmarked).
 */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Candidate, CandidateStats } from "#common/candidate.ts";
import { CANDIDATE_MAX_OFFSET, CANDIDATE_PAGE_SIZE } from "#common/candidate.ts";
import { throwIfResNotOk } from "~/lib/api";

/** Every candidate query starts with this key part, so one invalidation refreshes them all. */
export const candidatesKey = "/api/candidates";

/** The filters the list understands, by their URL and API parameter names. */
export const FILTER_KEYS = [
  "q",
  "skills",
  "tags",
  "availability",
  "status",
  "minRate",
  "maxRate",
  "minScore",
  "sort",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
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

async function fetchPage(filters: Filters, offset: number, signal: AbortSignal): Promise<Page> {
  const params = filtersToParams(filters);
  params.set("limit", String(CANDIDATE_PAGE_SIZE));
  params.set("offset", String(offset));
  const res = await fetch(`${candidatesKey}?${params}`, { credentials: "include", signal });
  await throwIfResNotOk(res);
  const items = (await res.json()) as Candidate[];
  return {
    items,
    total: Number(res.headers.get("x-total-count") ?? items.length),
    capped: res.headers.get("x-total-count-capped") === "true",
  };
}

/** The developer list: pages of 24, the next one fetched on "Load more". */
export function useCandidateSearch(filters: Filters) {
  const key = filtersToParams(filters).toString();
  return useInfiniteQuery({
    queryKey: [candidatesKey, "search", key],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      const more = last.capped ? last.items.length === CANDIDATE_PAGE_SIZE : loaded < last.total;
      return more && loaded <= CANDIDATE_MAX_OFFSET && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useCandidateStats() {
  return useQuery<CandidateStats>({ queryKey: [candidatesKey, "stats"] });
}

/** One candidate's key; the default fetch joins it into /api/candidates/{id}. */
export const candidateKey = (id: string) => [candidatesKey, encodeURIComponent(id)];

export function useCandidate(id: string | undefined) {
  return useQuery<Candidate>({ queryKey: candidateKey(id ?? ""), enabled: !!id });
}
