/** The admin's webhook calls: list, add, delete, the delivery log (common/endpoints/webhooks.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { webhookEndpoints } from "#common/endpoints/webhooks.ts";
import { call, keyOf, readOf } from "~/lib/endpoint-client";

export const webhooksQuery = () => readOf(webhookEndpoints.list);
export const useWebhooks = () => useQuery(webhooksQuery());

/** Loaded while the log is open; refreshed every few seconds as retries happen. */
export const webhookDeliveriesQuery = (id: string, enabled: boolean) =>
  queryOptions({
    ...readOf(webhookEndpoints.deliveries, { params: { id } }),
    enabled,
    refetchInterval: enabled ? 5000 : false,
  });
export const useWebhookDeliveries = (id: string, enabled: boolean) =>
  useQuery(webhookDeliveriesQuery(id, enabled));

const invalidateList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: keyOf(webhookEndpoints.list) });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof webhookEndpoints.create>) =>
      call(webhookEndpoints.create, { body }),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhookEndpoints.remove, { params: { id } }),
    onSuccess: () => invalidateList(queryClient),
  });
}
