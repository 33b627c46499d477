/**
 * The admin's campaign calls: list, one campaign, its recipients,
 * the audience count and preview while composing, and the actions. While a campaign is
 * sending, its queries poll so the progress bar moves without a reload.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { Campaign, CampaignAudience } from "#common/campaign.ts";
import { type CampaignBody, campaignEndpoints as endpoints } from "#common/endpoints/campaigns.ts";
import { call, keyOf } from "~/lib/endpoint-client";

/** The list's URL: every campaign key starts with it, so one invalidation refreshes them all. */
export const campaignsKey = keyOf(endpoints.list)[0];
/** How often a sending campaign's figures are fetched again. */
const PROGRESS_POLL_MS = 1000;

const pollWhileSending = (campaign: Campaign | undefined) =>
  campaign?.status === "sending" ? PROGRESS_POLL_MS : false;

export const campaignsQuery = () =>
  queryOptions({
    queryKey: [campaignsKey],
    queryFn: () => call(endpoints.list),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === "sending") ? PROGRESS_POLL_MS : false,
  });
export const useCampaigns = () => useQuery(campaignsQuery());

export const campaignQuery = (id: string | null) =>
  queryOptions({
    queryKey: [campaignsKey, id],
    queryFn: () => call(endpoints.get, { params: { campaignId: id! } }),
    enabled: Boolean(id),
    refetchInterval: (query) => pollWhileSending(query.state.data),
  });
export const useCampaign = (id: string | null) => useQuery(campaignQuery(id));

/**
 * The recipients follow the campaign's own figures: the key carries its status and counts,
 * so the table is fetched again whenever they move, including the last change to 'sent'
 * (polling alone stops with the campaign's and could leave rows showing 'Queued').
 */
export function useRecipients(campaign: Campaign | undefined) {
  const progress = campaign && [campaign.status, campaign.stats.sent, campaign.stats.failed];
  return useQuery({
    queryKey: [campaignsKey, campaign?.id, "recipients", progress],
    queryFn: () => call(endpoints.recipients, { params: { campaignId: campaign!.id } }),
    enabled: Boolean(campaign),
    // The rows already shown stay while the next fetch runs, for this campaign only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === campaign?.id ? previous : undefined,
    refetchInterval: pollWhileSending(campaign),
  });
}

export const campaignSettingsQuery = () =>
  queryOptions({
    queryKey: [campaignsKey, "settings"],
    queryFn: () => call(endpoints.settings),
  });
export const useCampaignSettings = () => useQuery(campaignSettingsQuery());

export const audienceCountQuery = (audience: CampaignAudience) =>
  queryOptions({
    queryKey: [campaignsKey, "audience", audience],
    queryFn: () => call(endpoints.audience, { body: { audience } }),
    placeholderData: keepPreviousData,
  });
export const useAudienceCount = (audience: CampaignAudience) =>
  useQuery(audienceCountQuery(audience));

export const previewQuery = (subject: string, body: string) =>
  queryOptions({
    queryKey: [campaignsKey, "preview", subject, body],
    queryFn: () => call(endpoints.preview, { body: { subject, body } }),
    placeholderData: keepPreviousData,
  });
export const usePreview = (subject: string, body: string) => useQuery(previewQuery(subject, body));

function useRefreshing<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [campaignsKey] }),
  });
}

export const useCreateCampaign = () =>
  useRefreshing((body: CampaignBody) => call(endpoints.create, { body }));

export const useUpdateCampaign = () =>
  useRefreshing(({ id, body }: { id: string; body: CampaignBody }) =>
    call(endpoints.update, { params: { campaignId: id }, body }),
  );

export const useDeleteCampaign = () =>
  useRefreshing((id: string) => call(endpoints.remove, { params: { campaignId: id } }));

export const useSendTest = () =>
  useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      call(endpoints.sendTest, { params: { campaignId: id }, body: { email } }),
  });

export const useSendCampaign = () =>
  useRefreshing(({ id, scheduledAt }: { id: string; scheduledAt?: string }) =>
    call(endpoints.send, {
      params: { campaignId: id },
      body: scheduledAt ? { scheduledAt } : {},
    }),
  );

export const useCancelCampaign = () =>
  useRefreshing((id: string) => call(endpoints.cancel, { params: { campaignId: id } }));
