/** The public unsubscribe calls: the token from the e-mail is the key, no sign-in. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api";

export interface UnsubscribeStatus {
  email: string;
  unsubscribed: boolean;
}

const url = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

export const unsubscribeStatusQuery = (token: string) =>
  queryOptions({
    queryKey: [url(token)],
    queryFn: () => apiJson<UnsubscribeStatus>("GET", url(token)),
  });
export const useUnsubscribeStatus = (token: string) => useQuery(unsubscribeStatusQuery(token));

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<null>("POST", url(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [url(token)] }),
  });
}
