/**
 * One declaration per API endpoint: its method, its path (with `{name}` parameters, as the
 * OpenAPI document writes them) and the types of what goes in and comes out. The server's
 * route (server/lib/endpoint-route.ts), the browser's call and query key
 * (app/lib/endpoint-client.ts) and the authorization table read the same object, so a path
 * or a field changed on one side only fails `npm run typecheck` instead of a journey.
 *
 * Types only, no schema: a screen that imports a table loads a few strings, never zod. The
 * zod schemas that check a request stay on the server's route beside the endpoint, and
 * their types must agree with the ones declared here (the route helper checks it).
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an endpoint carries, declared with `types<…>()`; a part left out is "none". */
export interface EndpointTypes {
  /** The body of the success answer (null for 204). */
  response: unknown;
  /** The JSON body the browser sends (zod's input type of the route's body schema). */
  body?: unknown;
  /**
   * The query string's fields, as the browser writes them. `null` writes the field with an
   * empty value (`?hiringNeeds=`), for a server that reads "present but empty" as a filter.
   */
  query?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * The `{name}` parameters of a path, as a union of their names. A last parameter written
 * `{name*}` is a rest parameter: it takes the rest of the path, slashes included (an
 * object's path, a token longer than Fastify's 100-character limit for one parameter).
 */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Bare}*` ? Bare : Name) | ParamNames<Rest>
  : never;

/**
 * The parameters a path needs: `{ id: string }` for "/api/x/{id}", none for "/api/x",
 * `{ path: string }` for "/objects/{path*}".
 */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  T extends EndpointTypes = EndpointTypes,
> {
  readonly method: M;
  readonly path: P;
  /** Never set: carries `T` for the compiler only. */
  readonly types?: T;
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint, whatever it carries
export type AnyEndpoint = Endpoint<Method, string, any>;

type Carried<E extends AnyEndpoint> = NonNullable<E["types"]>;
export type ResponseOf<E extends AnyEndpoint> = Carried<E>["response"];
/** The body the browser sends; `undefined` when the endpoint takes none. */
export type BodyOf<E extends AnyEndpoint> = Carried<E> extends { body: infer B } ? B : undefined;
/** The query string's fields; `undefined` when the endpoint reads none. */
export type QueryOf<E extends AnyEndpoint> = Carried<E> extends { query: infer Q } ? Q : undefined;
export type ParamsOf<E extends AnyEndpoint> = PathParams<E["path"]>;

/** The marker `endpoint()` takes as its third argument: nothing at run time. */
export const types = <T extends EndpointTypes>(): T | undefined => undefined;

/** Declares one endpoint: `endpoint("GET", "/api/admin/webhooks", types<{ response: Webhook[] }>())`. */
export function endpoint<const M extends Method, const P extends string, T extends EndpointTypes>(
  method: M,
  path: P,
  _types: T | undefined,
): Endpoint<M, P, T> {
  return { method, path };
}

/** A path's parameters, `{name}` or `{name*}`; the second group is the rest marker. */
const PARAM = /\{(\w+)(\*?)\}/g;

/** The name of a path's rest parameter (`{name*}`), if it has one. */
export const restParamOf = (path: string): string | undefined => /\{(\w+)\*\}$/.exec(path)?.[1];

/**
 * The path with its parameters filled in: each encoded as one path segment, but a rest
 * parameter's slashes are kept (each segment between them encoded on its own).
 */
export function pathOf<E extends AnyEndpoint>(ep: E, params: ParamsOf<E>): string {
  const values = params as Record<string, string>;
  return ep.path.replace(PARAM, (_, name: string, rest: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${ep.path}: missing path parameter "${name}"`);
    return rest ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

/**
 * The query string, "?" included, or "" when nothing is in it: fields left undefined or ""
 * are left out, a field set to `null` is written empty (`name=`).
 */
export function searchOf(query: EndpointTypes["query"]): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null) search.set(key, "");
    else if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The path and, when given, the query string (see `searchOf`). */
export function urlOf<E extends AnyEndpoint>(
  ep: E,
  params: ParamsOf<E>,
  query?: QueryOf<E> | undefined,
): string {
  return `${pathOf(ep, params)}${searchOf(query as EndpointTypes["query"])}`;
}

/**
 * Fastify's form of a path: "/api/x/{id}" → "/api/x/:id", and a rest parameter is its
 * wildcard: "/objects/{path*}" → "/objects/*".
 */
export const routePath = (path: string) =>
  path.replace(PARAM, (_, name: string, rest: string) => (rest ? "*" : `:${name}`));
