/**
 * The shape of one row of the authorization table: what an anonymous visitor, a signed-in
 * user and an admin must get from one route. Each feature lists its routes in
 * `server/features/<f>/access-rules.ts`; server/authorization.test.ts walks them all.
 */
import {
  type AnyEndpoint,
  type EndpointTypes,
  type ParamsOf,
  type QueryOf,
  searchOf,
} from "#common/endpoint.ts";

export interface AccessRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** May contain `{userId}`, `{adminId}`, `{candidateId}`, … filled by the test's fixtures. */
  url: string;
  /**
   * Body to send (the test sends it as JSON). A valid body shows the guard, not validation.
   * Its strings may use the same placeholders, and `{random}` (fresh on every request).
   */
  body?: unknown;
  /** The request ends or changes the session (logout, password change): use a throwaway user. */
  ownSession?: boolean;
  anonymous: number;
  user: number;
  admin: number;
}

/**
 * Who may call a route, read from its row (the API description's `security` comes from it):
 * - `anyone`: an anonymous visitor is not refused for want of a session (public routes,
 *   and those whose key is in the URL: a link's token, an upload URL's signature);
 * - `user` / `admin`: 401 without a user's session, and 403 for a user when admins only;
 * - `other`: 401 even to a signed-in user and admin, so the route asks for something none
 *   of the table's actors carries (a developer's session, a sign-in's pending second
 *   step): the route names it in its own `schema.security`.
 */
export type Caller = "anyone" | "user" | "admin" | "other";

export function callerOf(rule: AccessRule): Caller {
  if (rule.anonymous !== 401) return "anyone";
  if (rule.user === 403) return "admin";
  if (rule.user !== 401) return "user";
  return rule.admin === 401 ? "other" : "admin";
}

/**
 * A row for an endpoint of the table (common/endpoints/): its method and path come from the
 * declaration, each path parameter given as a fixture placeholder (`"{companyId}"`) or a
 * value, so a path changed in the table changes the row with it. A `query` the route needs
 * is written after the path as the browser writes it.
 */
export function ruleFor<E extends AnyEndpoint>(
  ep: E,
  params: ParamsOf<E>,
  rule: Omit<AccessRule, "method" | "url"> & { query?: QueryOf<E> },
): AccessRule {
  const values = params as Record<string, string>;
  const path = ep.path.replace(/\{(\w+)\*?\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  const { query, ...expected } = rule;
  return {
    method: ep.method,
    url: `${path}${searchOf(query as EndpointTypes["query"])}`,
    ...expected,
  };
}
