/**
 * The admin's shareable-link calls (spec §7): the list, and create/update/delete, each
 * refreshing the list when it succeeds.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateLinkInput, ShareableLink, UpdateLinkInput } from "#common/link.ts";
import { apiJson } from "~/lib/api";

export const linksKey = "/api/admin/shareable-links";

export const linksQuery = () => queryOptions<ShareableLink[]>({ queryKey: [linksKey] });
export const useLinks = () => useQuery(linksQuery());

function useRefreshingMutation<TVariables, TResult>(
  call: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksKey] }),
  });
}

export const useCreateLink = () =>
  useRefreshingMutation((body: CreateLinkInput) => apiJson<ShareableLink>("POST", linksKey, body));

export const useUpdateLink = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: UpdateLinkInput }) =>
    apiJson<ShareableLink>("PUT", `${linksKey}/${encodeURIComponent(id)}`, body),
  );

export const useDeleteLink = () =>
  useRefreshingMutation((id: string) =>
    apiJson<null>("DELETE", `${linksKey}/${encodeURIComponent(id)}`),
  );

/** The URL a customer gets (spec §9): this site's origin plus /shared/{token}. */
export const customerLinkUrl = (token: string) =>
  `${window.location.origin}/shared/${encodeURIComponent(token)}`;
