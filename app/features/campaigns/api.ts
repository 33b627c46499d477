/**
 * The admin's campaign calls (product-extensions §2): list, one campaign, its recipients,
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
import type {
  AudienceCount,
  Campaign,
  CampaignAudience,
  CampaignInput,
  CampaignPreview,
  CampaignRecipient,
  CampaignSettings,
} from "#common/campaign.ts";
import { apiJson } from "~/lib/api";

export const campaignsKey = "/api/admin/campaigns";
const campaignUrl = (id: string) => `${campaignsKey}/${encodeURIComponent(id)}`;
/** How often a sending campaign's figures are fetched again. */
const PROGRESS_POLL_MS = 1000;

const pollWhileSending = (campaign: Campaign | undefined) =>
  campaign?.status === "sending" ? PROGRESS_POLL_MS : false;

export const campaignsQuery = () =>
  queryOptions({
    queryKey: [campaignsKey],
    queryFn: () => apiJson<Campaign[]>("GET", campaignsKey),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === "sending") ? PROGRESS_POLL_MS : false,
  });
export const useCampaigns = () => useQuery(campaignsQuery());

export const campaignQuery = (id: string | null) =>
  queryOptions({
    queryKey: [campaignsKey, id],
    queryFn: () => apiJson<Campaign>("GET", campaignUrl(id!)),
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
    queryFn: () => apiJson<CampaignRecipient[]>("GET", `${campaignUrl(campaign!.id)}/recipients`),
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
    queryFn: () => apiJson<CampaignSettings>("GET", `${campaignsKey}/settings`),
  });
export const useCampaignSettings = () => useQuery(campaignSettingsQuery());

export const audienceCountQuery = (audience: CampaignAudience) =>
  queryOptions({
    queryKey: [campaignsKey, "audience", audience],
    queryFn: () => apiJson<AudienceCount>("POST", `${campaignsKey}/audience`, { audience }),
    placeholderData: keepPreviousData,
  });
export const useAudienceCount = (audience: CampaignAudience) =>
  useQuery(audienceCountQuery(audience));

export const previewQuery = (subject: string, body: string) =>
  queryOptions({
    queryKey: [campaignsKey, "preview", subject, body],
    queryFn: () => apiJson<CampaignPreview>("POST", `${campaignsKey}/preview`, { subject, body }),
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
  useRefreshing((body: CampaignInput) => apiJson<Campaign>("POST", campaignsKey, body));

export const useUpdateCampaign = () =>
  useRefreshing(({ id, body }: { id: string; body: CampaignInput }) =>
    apiJson<Campaign>("PUT", campaignUrl(id), body),
  );

export const useDeleteCampaign = () =>
  useRefreshing((id: string) => apiJson<null>("DELETE", campaignUrl(id)));

export const useSendTest = () =>
  useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      apiJson<null>("POST", `${campaignUrl(id)}/test`, { email }),
  });

export const useSendCampaign = () =>
  useRefreshing(({ id, scheduledAt }: { id: string; scheduledAt?: string }) =>
    apiJson<Campaign>("POST", `${campaignUrl(id)}/send`, scheduledAt ? { scheduledAt } : {}),
  );

export const useCancelCampaign = () =>
  useRefreshing((id: string) => apiJson<Campaign>("POST", `${campaignUrl(id)}/cancel`));
