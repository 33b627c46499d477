/** The public unsubscribe calls: the token from the e-mail is the key, no sign-in. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { campaignEndpoints } from "#common/endpoints/campaigns.ts";
import { call, keyOf, readOf } from "~/lib/endpoint-client";

export const unsubscribeStatusQuery = (token: string) =>
  readOf(campaignEndpoints.unsubscribeStatus, { params: { token } });
export const useUnsubscribeStatus = (token: string) => useQuery(unsubscribeStatusQuery(token));

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(campaignEndpoints.unsubscribe, { params: { token } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: keyOf(campaignEndpoints.unsubscribeStatus, { params: { token } }),
      }),
  });
}
