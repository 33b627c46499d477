/**
 * The inquiries inbox's calls (spec §7 "/api/contacts"): the list filtered by hiring need,
 * marking one handled, and the CSV export's URL for the same filter.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HiringNeed } from "#common/constants.ts";
import type { Inquiry } from "#common/inquiry.ts";
import { toast } from "~/components/ui/use-toast";
import { apiJson } from "~/lib/api";

export const inquiriesKey = ["/api/contacts"] as const;

/** "" = every inquiry; "none" = those sent without a hiring need. */
export type InquiryFilter = "" | "none" | HiringNeed;

function searchOf(filter: InquiryFilter): string {
  if (filter === "") return "";
  return `?hiringNeeds=${filter === "none" ? "" : filter}`;
}

export function inquiriesExportUrl(filter: InquiryFilter): string {
  return `/api/contacts/export.csv${searchOf(filter)}`;
}

export const inquiriesQuery = (filter: InquiryFilter) =>
  queryOptions({
    queryKey: [...inquiriesKey, filter],
    queryFn: () => apiJson<Inquiry[]>("GET", `/api/contacts${searchOf(filter)}`),
  });
export const useInquiries = (filter: InquiryFilter) => useQuery(inquiriesQuery(filter));

export function useMarkInquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiJson<Inquiry>("PATCH", `/api/contacts/${id}`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
    onError: () =>
      toast({ title: "Error", description: "Failed to update inquiry", variant: "destructive" }),
  });
}
