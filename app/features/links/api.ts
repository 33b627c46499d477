/**
 * The admin's shareable-link calls (common/endpoints/links.ts): the list, and
 * create/update/delete, each refreshing the list when it succeeds.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { linkEndpoints } from "#common/endpoints/links.ts";
import { call, keyOf, readOf } from "~/lib/endpoint-client";

/**
 * The list's URL, the first part of every link query's key: refreshing it refreshes each
 * link's activity too.
 */
export const linksKey = keyOf(linkEndpoints.list)[0];

export const linksQuery = () => readOf(linkEndpoints.list);
export const useLinks = () => useQuery(linksQuery());

function useRefreshingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksKey] }),
  });
}

export const useCreateLink = () =>
  useRefreshingMutation((body: BodyOf<typeof linkEndpoints.create>) =>
    call(linkEndpoints.create, { body }),
  );

export const useUpdateLink = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: BodyOf<typeof linkEndpoints.update> }) =>
    call(linkEndpoints.update, { params: { linkId: id }, body }),
  );

export const useDeleteLink = () =>
  useRefreshingMutation((id: string) => call(linkEndpoints.remove, { params: { linkId: id } }));

/** The URL a customer gets: this site's origin plus /shared/{token}. */
export const customerLinkUrl = (token: string) =>
  `${window.location.origin}/shared/${encodeURIComponent(token)}`;
