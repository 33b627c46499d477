/**
 * The inquiries inbox's calls (common/endpoints/inquiries.ts): the list filtered by hiring
 * need, marking one handled, and the CSV export's URL for the same filter.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HiringNeed } from "#common/constants.ts";
import { type InquiryInboxQuery, inquiryEndpoints } from "#common/endpoints/inquiries.ts";
import { toast } from "~/components/ui/use-toast";
import { call, keyOf, urlFor } from "~/lib/endpoint-client";

/** Every filtered list's key starts with it: invalidating it refreshes them all. */
export const inquiriesKey = keyOf(inquiryEndpoints.list);

/** "" = every inquiry; "none" = those sent without a hiring need. */
export type InquiryFilter = "" | "none" | HiringNeed;

function queryOf(filter: InquiryFilter): InquiryInboxQuery | undefined {
  if (filter === "") return undefined;
  return { hiringNeeds: filter === "none" ? null : filter };
}

export function inquiriesExportUrl(filter: InquiryFilter): string {
  return urlFor(inquiryEndpoints.exportCsv, { query: queryOf(filter) });
}

export const inquiriesQuery = (filter: InquiryFilter) =>
  queryOptions({
    queryKey: [...inquiriesKey, filter],
    queryFn: () => call(inquiryEndpoints.list, { query: queryOf(filter) }),
  });
export const useInquiries = (filter: InquiryFilter) => useQuery(inquiriesQuery(filter));

export function useMarkInquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(inquiryEndpoints.setHandled, { params: { id }, body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
    onError: () =>
      toast({ title: "Error", description: "Failed to update inquiry", variant: "destructive" }),
  });
}
