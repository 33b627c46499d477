/**
 * The browser's side of the endpoint table (common/endpoint.ts): a call and a query key
 * per endpoint, typed by its declaration, so a screen reading a field the table does not
 * declare, or calling a path it does not hold, fails `npm run typecheck`.
 *
 * A GET's query key is its URL, one string, as every other read of the app names it: the
 * default fetch (./api.ts, getQueryFn), the screens the server paints
 * (app/screen-data/server.tsx) and the preload hints name the same entry.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  urlOf,
} from "#common/endpoint.ts";
import { apiFetch, apiJson } from "./api";

type ParamsPart<E extends AnyEndpoint> = keyof ParamsOf<E> extends never
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type QueryPart<E extends AnyEndpoint> =
  QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> };
type BodyPart<E extends AnyEndpoint> =
  BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };

/** What one call of `E` needs: its path's parameters, its query, its body. */
export type CallInput<E extends AnyEndpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The argument list: the input may be left out when nothing in it is required. */
type Args<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const inputOf = <E extends AnyEndpoint>(args: Args<E>) =>
  (args[0] ?? {}) as { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> };

/** The URL one call of `ep` goes to. */
export function urlFor<E extends AnyEndpoint>(ep: E, ...args: Args<E>): string {
  const { params, query } = inputOf<E>(args);
  return urlOf(ep, (params ?? {}) as ParamsOf<E>, query);
}

/** Sends one call; the answer is the declared response (null for 204). */
export function call<E extends AnyEndpoint>(ep: E, ...args: Args<E>): Promise<ResponseOf<E>> {
  return apiJson<ResponseOf<E>>(ep.method, urlFor(ep, ...args), inputOf<E>(args).body);
}

/** The query key of a GET: its URL. */
export function keyOf<E extends AnyEndpoint & { method: "GET" }>(ep: E, ...args: Args<E>) {
  return [urlFor(ep, ...args)] as const;
}

/** A GET as TanStack Query options: the key is the URL, the answer the declared response. */
export function readOf<E extends AnyEndpoint & { method: "GET" }>(ep: E, ...args: Args<E>) {
  const url = urlFor(ep, ...args);
  return queryOptions({
    queryKey: [url] as readonly [string],
    queryFn: async ({ signal }) => (await apiFetch<ResponseOf<E>>(url, { signal })).data,
  });
}
