/**
 * The admin's company calls: the list, one company, its roll-up, and create, update and
 * delete. Queries are declared once as queryOptions, so screens, preloads (the server names
 * the same URLs: server/plugins/client-pages.ts) and cache updates share the keys.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  Company,
  CompanyActivity,
  CompanyTimeline,
  CreateCompanyInput,
  UpdateCompanyInput,
} from "#common/company.ts";
import { apiJson } from "~/lib/api";

export type { Company, CompanyActivity, CompanyTimeline };

export const companiesKey = "/api/admin/companies";
export const companyUrl = (id: string) => `${companiesKey}/${encodeURIComponent(id)}`;
/** The viewers' roll-up as a spreadsheet (a plain download: the session cookie goes along). */
export const companyCsvUrl = (id: string) => `${companyUrl(id)}/activity.csv`;

export const companiesQuery = () =>
  queryOptions({
    queryKey: [companiesKey, "list"],
    queryFn: () => apiJson<Company[]>("GET", companiesKey),
  });

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id],
    queryFn: () => apiJson<Company>("GET", companyUrl(id)),
  });

export const companyActivityQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id, "activity"],
    queryFn: () => apiJson<CompanyActivity>("GET", `${companyUrl(id)}/activity`),
  });

export const companyTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: [companiesKey, id, "timeline"],
    queryFn: () => apiJson<CompanyTimeline>("GET", `${companyUrl(id)}/timeline`),
  });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyInput) => apiJson<Company>("POST", companiesKey, body),
    onSuccess: (created) => {
      queryClient.setQueryData(companyQuery(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: [companiesKey, "list"] });
    },
  });
}

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyInput) => apiJson<Company>("PUT", companyUrl(id), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [companiesKey, "list"] });
    },
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", companyUrl(id)),
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
