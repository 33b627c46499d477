/** The admin's webhook calls (product-extensions §7): list, add, delete, the delivery log. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreatedWebhook,
  CreateWebhookBody,
  Webhook,
  WebhookDelivery,
} from "#common/webhook.ts";
import { apiJson, apiRequest } from "~/lib/api";

export const webhooksKey = "/api/admin/webhooks";

export const webhooksQuery = () => queryOptions<Webhook[]>({ queryKey: [webhooksKey] });
export const useWebhooks = () => useQuery(webhooksQuery());

/** Loaded while the log is open; refreshed every few seconds as retries happen. */
export const webhookDeliveriesQuery = (id: string, enabled: boolean) =>
  queryOptions<WebhookDelivery[]>({
    queryKey: [`${webhooksKey}/${encodeURIComponent(id)}/deliveries`],
    enabled,
    refetchInterval: enabled ? 5000 : false,
  });
export const useWebhookDeliveries = (id: string, enabled: boolean) =>
  useQuery(webhookDeliveriesQuery(id, enabled));

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => apiJson<CreatedWebhook>("POST", webhooksKey, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [webhooksKey] }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${webhooksKey}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [webhooksKey] }),
  });
}
