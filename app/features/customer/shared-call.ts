/**
 * The customer views' calls to the endpoint table (common/endpoints/customer.ts), typed by
 * its declarations as app/lib/endpoint-client.ts's `call` is, without TanStack Query: the
 * server-rendered views load none (decision 072), and this file adds only the table's
 * strings and the path helpers of common/endpoint.ts to their script.
 */
import type { BodyOf, ParamsOf, ResponseOf } from "#common/endpoint.ts";
import { urlOf } from "#common/endpoint.ts";
import type { customerEndpoints } from "#common/endpoints/customer.ts";
import { apiFetch, apiJson } from "~/lib/api";

type CustomerEndpoint = (typeof customerEndpoints)[keyof typeof customerEndpoints];

/** Sends one call; the answer is the declared response (null for 204). */
export function sharedCall<E extends CustomerEndpoint>(
  ep: E,
  params: ParamsOf<E>,
  ...body: BodyOf<E> extends undefined ? [] : [body: BodyOf<E>]
): Promise<ResponseOf<E>> {
  return apiJson<ResponseOf<E>>(ep.method, urlOf(ep, params), body[0]);
}

/** Reads one GET; the answer is the declared response. */
export async function sharedRead<E extends CustomerEndpoint & { method: "GET" }>(
  ep: E,
  params: ParamsOf<E>,
  signal?: AbortSignal,
): Promise<ResponseOf<E>> {
  return (await apiFetch<ResponseOf<E>>(urlOf(ep, params), { signal })).data;
}
