/**
 * The API description (OpenAPI 3.1 at /api/docs/json, browsable at /api/docs), built from
 * the routes: their zod schemas, the `summary` each declares, and the authorization table
 * (server/access-table.ts), which says who may call a route and which feature it belongs to.
 * It is linted with Redocly's recommended rules (`npm run lint:openapi`,
 * server/openapi-lint.test.ts; docs/decisions/083-openapi-lint.md).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { type Caller, callerOf } from "../access-rules.ts";
import { type AccessRow, accessRows, routeOfRow } from "../access-table.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../features/auth/cookies.ts";
import { MFA_PENDING_COOKIE } from "../features/auth/mfa-login.ts";
import { SECURE_TALENT_COOKIE, TALENT_COOKIE } from "../features/talent/session.ts";

declare module "fastify" {
  interface FastifySchema {
    /**
     * The name the API description gives the route's `*` (Fastify always calls it `*`):
     * the public contract's, e.g. `token` for `/api/unsubscribe/*`.
     */
    wildcardName?: string;
  }
}

const securitySchemes = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: SECURE_SESSION_COOKIE,
    description: `A signed-in user's session, set by POST /api/auth/login (or sign-up, or external sign-in). Over plain HTTP (a server on localhost) the cookie is \`${SESSION_COOKIE}\`. Operations that name the \`admin\` role answer 403 to other users.`,
  },
  candidateSession: {
    type: "apiKey",
    in: "cookie",
    name: SECURE_TALENT_COOKIE,
    description: `A developer's session, set by POST /api/talent/session with the token of their e-mailed sign-in link; \`${TALENT_COOKIE}\` over plain HTTP. A user's session does not count here, nor this one anywhere else.`,
  },
  pendingSignIn: {
    type: "apiKey",
    in: "cookie",
    name: MFA_PENDING_COOKIE,
    description:
      "The first step of signing in to an account with two-factor sign-in on: set by POST /api/auth/login when it answers `mfaRequired`, for 5 minutes.",
  },
  metricsToken: {
    type: "http",
    scheme: "bearer",
    description: "The operators' METRICS_TOKEN (docs/operations.md).",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/**
 * A route's own `schema.security`, for what the authorization table cannot tell: a
 * credential none of its actors carries (see `callerOf`).
 */
export const requires = (
  scheme: keyof typeof securitySchemes,
  ...roles: string[]
): SecurityRequirement[] => [{ [scheme]: roles }];

/**
 * What each kind of caller presents; `other` is declared by the route itself. OpenAPI 3.1
 * lets a requirement of a scheme that is not OAuth list role names: `admin` marks the
 * routes a user's session is refused (403) on.
 */
const SECURITY: Record<Exclude<Caller, "other">, SecurityRequirement[]> = {
  anyone: [],
  user: requires("session"),
  admin: requires("session", "admin"),
};

/**
 * Read from the route's rows; undefined (so the lint fails on it) when there is none, when
 * they disagree, or when they cannot tell.
 */
function securityOf(rows: AccessRow[]): SecurityRequirement[] | undefined {
  const callers = new Set(rows.map(callerOf));
  const [caller] = callers;
  return callers.size === 1 && caller !== "other" ? SECURITY[caller!] : undefined;
}

/** One tag per feature folder (server/features/<name>), in the order the viewer lists them. */
const FEATURE_TAGS: Record<string, string> = {
  health: "Liveness and readiness of this replica",
  auth: "Signing in and out, signing up, confirming an e-mail address, external sign-in",
  account: "The signed-in user's own password, sessions and two-factor sign-in",
  users: "Admins manage user accounts",
  candidates: "The talent pool: candidates, their files, notes, import and export",
  "demo-data": "The demo candidates loaded into a new embedded database, and their removal",
  objects: "Uploading and serving files (photos, résumés, videos)",
  links: "Shareable links that show developers to a customer",
  customer: "The customer's login-free views and workspace, reached through a link's token",
  inquiries: "Contact inquiries (leads) and their inbox",
  "interview-requests": "Interview requests made by customers from a link",
  "saved-searches": "A user's saved searches of the talent pool",
  campaigns: "E-mail campaigns and unsubscribing",
  "job-orders": "Job orders, matching, the pipeline and reports",
  skills: "Skills learned from the talent pool: which go together",
  companies:
    "Customers' organisations, their job orders and links, and the roll-up of their viewers",
  engagements: "Placed developers' engagements and the customer's decision",
  applications: "Developers applying, and admins vetting the applications",
  talent: "A developer's own profile and personal data, and erasure",
  today: "The recruiter's workspace: what needs doing today",
  audit: "The audit log",
  webhooks: "Outgoing webhooks",
  metrics: "Prometheus metrics for operators",
};

const methodsOf = (route: Pick<RouteOptions, "method">) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());

/** `get` + `/api/admin/job-orders/{id}/matches` → `getAdminJobOrdersByIdMatches`. */
export function operationIdOf(method: string, path: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = path
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? [`By${capital(param[1]!)}`] : segment.split(/[^A-Za-z0-9]+/).map(capital);
    });
  return method.toLowerCase() + words.join("");
}

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Every route's pattern per method, so a row of the table is matched to the route
  // Fastify would send its request to.
  const patterns = new Map<string, string[]>();
  app.addHook("onRoute", (route) => {
    for (const method of methodsOf(route)) {
      patterns.set(method, [...(patterns.get(method) ?? []), route.url]);
    }
  });
  let rowsByRoute: Map<string, AccessRow[]> | undefined;
  const rowsOf = (method: string, url: string) => {
    if (!rowsByRoute) {
      rowsByRoute = new Map();
      for (const row of accessRows) {
        const route = routeOfRow(row.url, patterns.get(row.method) ?? []);
        if (!route) continue;
        const key = `${row.method} ${route}`;
        rowsByRoute.set(key, [...(rowsByRoute.get(key) ?? []), row]);
      }
    }
    return rowsByRoute.get(`${method} ${url}`) ?? [];
  };

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable field is a type list, as zod writes it.
      openapi: "3.1.0",
      info: { title: "Talent site API", version: "1.0.0" },
      // The site that serves this description, whatever its address.
      servers: [{ url: "/" }],
      components: { securitySchemes },
      tags: Object.entries(FEATURE_TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const described: FastifySchema = { ...schema };
      if (described.hide) return { schema: described, url };
      const { route } = document;
      const methods = methodsOf(route);
      const rows = methods.flatMap((method) => rowsOf(method, route.url));
      const { wildcardName, ...rest } = described;

      let documentedUrl = url;
      if (wildcardName && url.endsWith("*")) {
        documentedUrl = `${url.slice(0, -1)}:${wildcardName}`;
        rest.params = renameProperty(rest.params, "*", wildcardName);
      }
      const path = documentedUrl.replace(/:(\w+)/g, "{$1}");
      return {
        url: documentedUrl,
        schema: {
          ...rest,
          security: rest.security ?? securityOf(rows),
          tags: rest.tags ?? (rows[0] ? [rows[0].feature] : undefined),
          operationId:
            rest.operationId ??
            (methods.length === 1 ? operationIdOf(methods[0]!, path) : undefined),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});

/** The JSON Schema of an object with one property renamed (and its `required` entry). */
function renameProperty(schema: unknown, from: string, to: string): unknown {
  const object = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (!object?.properties || !(from in object.properties)) return schema;
  const { [from]: property, ...others } = object.properties;
  return {
    ...object,
    properties: { ...others, [to]: property },
    ...(object.required ? { required: object.required.map((r) => (r === from ? to : r)) } : {}),
  };
}
