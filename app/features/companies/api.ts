/**
 * The admin's company calls: the list, one company, its roll-up, and create, update and
 * delete. Queries are declared once as queryOptions, so screens, preloads (the server names
 * the same URLs: server/plugins/client-pages.ts) and cache updates share the keys.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, CompanyActivity, CompanyTimeline } from "#common/company.ts";
import type { BodyOf } from "#common/endpoint.ts";
import { companyEndpoints } from "#common/endpoints/companies.ts";
import { call, keyOf, urlFor } from "~/lib/endpoint-client";

export type { Company, CompanyActivity, CompanyTimeline };

/**
 * The list's URL, the first part of every company query's key (the list's and each
 * company's), so one refresh reaches them all.
 */
export const companiesKey = keyOf(companyEndpoints.list)[0];
/** The viewers' roll-up as a spreadsheet (a plain download: the session cookie goes along). */
export const companyCsvUrl = (id: string) =>
  urlFor(companyEndpoints.activityCsv, { params: { id } });

export const companiesQuery = () =>
  queryOptions({
    queryKey: [companiesKey, "list"],
    queryFn: () => call(companyEndpoints.list),
  });

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id],
    queryFn: () => call(companyEndpoints.one, { params: { id } }),
  });

export const companyActivityQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id, "activity"],
    queryFn: () => call(companyEndpoints.activity, { params: { id } }),
  });

export const companyTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id, "timeline"],
    queryFn: () => call(companyEndpoints.timeline, { params: { id } }),
  });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof companyEndpoints.create>) =>
      call(companyEndpoints.create, { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(companyQuery(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: [companiesKey, "list"] });
    },
  });
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof companyEndpoints.update>) =>
      call(companyEndpoints.update, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [companiesKey, "list"] });
    },
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(companyEndpoints.remove, { params: { id } }),
    // Job orders and links that named it now name none: every cached read may be stale.
    // Marked so, not read again at once: the company's own screen, still showing until the
    // caller leaves it, would ask for the company it just deleted. Each screen reads anew
    // when it next shows.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: "none" }),
  });
}

/**
 * After a job order's or link's company changed: the companies' counts and roll-ups
 * change with it.
 */
export function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [companiesKey] });
}
