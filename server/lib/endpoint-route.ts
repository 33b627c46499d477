/**
 * A Fastify route for one endpoint of the table in common/endpoints/: the method and path
 * come from the declaration, the path's parameters are checked as strings without a schema
 * written for them, and the compiler holds the route to what the table says:
 *
 * - the body schema's input type must be what the browser is declared to send;
 * - the handler's answer (returned, or through `reply.send`) must be the declared response;
 * - `request.params` has exactly the path's parameters.
 *
 * A rest parameter (`{name*}`, the rest of the path) is registered as Fastify's wildcard `*`
 * with `schema.wildcardName`, so the API description still writes `{name}`; its value is
 * moved to `request.params.name` before the check, so the route and its handler read it by
 * the table's name like any other parameter.
 *
 * Everything else is an ordinary Fastify route: guards (`onRequest`), rate limits
 * (`config`), body limits, the OpenAPI summary and the zod schemas that check the request.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type ResponseOf,
  restParamOf,
  routePath,
} from "#common/endpoint.ts";

/** The route's schema: the OpenAPI summary, the checks of the body and query, the answers. */
export interface EndpointSchema<E extends AnyEndpoint> {
  summary: string;
  description?: string;
  tags?: string[];
  security?: FastifySchema["security"];
  /**
   * Only for a check stricter than "a string" (a length, a format, a number): its parsed
   * form must hold exactly the path's names, and is what the handler reads. Left out, each
   * parameter is checked as a string.
   */
  params?: z.ZodType<{ [K in keyof ParamsOf<E>]: unknown }>;
  // biome-ignore lint/suspicious/noExplicitAny: the server's parsed form may be anything
  body?: z.ZodType<any, BodyOf<E>>;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  /** By status, or by class (`4xx`); a file's bytes are described by their media types. */
  response: Record<number | `${number}xx`, z.ZodType | MediaResponse>;
}

/** An answer that is not one JSON schema: its description and its media types. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends AnyEndpoint, S extends EndpointSchema<E>> = FastifyRequest<{
  Params: S["params"] extends z.ZodType ? z.output<S["params"]> : ParamsOf<E>;
  Body: Parsed<S["body"]>;
  Querystring: Parsed<S["querystring"]>;
  Headers: Parsed<S["headers"]>;
}>;

export type EndpointReply<E extends AnyEndpoint> = FastifyReply<{ Reply: ResponseOf<E> }>;

export type EndpointHandler<E extends AnyEndpoint, S extends EndpointSchema<E>> = (
  request: EndpointRequest<E, S>,
  reply: EndpointReply<E>,
) => Promise<ResponseOf<E> | EndpointReply<E>>;

/** The parameters' schema, from the path's `{name}`s: each a string (a route may be stricter). */
function paramsSchema(path: string) {
  const names = [...path.matchAll(/\{(\w+)\*?\}/g)].map((m) => m[1]!);
  return names.length === 0
    ? undefined
    : z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Moves the wildcard's value to the rest parameter's name, before the params are checked. */
function restParamHook(name: string): Hook {
  return async (request) => {
    const { "*": value, ...others } = request.params as Record<string, string>;
    request.params = { ...others, [name]: value ?? "" };
  };
}

/** Registers `handler` as the route of `ep` (see the file's comment). */
export function route<E extends AnyEndpoint, const S extends EndpointSchema<E>>(
  app: FastifyInstance,
  ep: E,
  options: Omit<RouteShorthandOptions, "schema"> & { schema: S },
  handler: EndpointHandler<E, S>,
): void {
  const params = paramsSchema(ep.path);
  const rest = restParamOf(ep.path);
  const ownHooks = options.preValidation ?? [];
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: ep.method,
    url: routePath(ep.path),
    ...(rest
      ? {
          preValidation: [
            restParamHook(rest),
            ...(Array.isArray(ownHooks) ? ownHooks : [ownHooks]),
          ] as never,
        }
      : {}),
    schema: {
      ...(params ? { params } : {}),
      ...(rest ? { wildcardName: rest } : {}),
      ...options.schema,
    },
    // The types above are the contract; Fastify's own generics cannot see them.
    handler: handler as never,
  });
}
