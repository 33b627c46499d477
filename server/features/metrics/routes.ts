/**
 * GET /metrics in Prometheus text format, for operators (docs/operations.md).
 * Without METRICS_TOKEN the route is not registered at all: it answers 404 like any unknown
 * path and costs nothing per request. With it, a missing or wrong bearer token gets 401
 * with `WWW-Authenticate: Bearer`: Prometheus then logs "401 Unauthorized", which tells an
 * operator the token is wrong rather than the path (a 404 would hide little, since the
 * path is conventional, and would make a wrong token look like a wrong URL).
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, METRICS_NOT_AUTHORIZED, metricsResponse } from "#common/operations.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import { requires } from "../../plugins/openapi.ts";
import type { JobStatsSource } from "./collectors.ts";

/** Below this a token is guessable enough to log a warning at start-up. */
const METRICS_TOKEN_MIN_LENGTH = 16;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function metrics(
  app: FastifyInstance,
  opts: { token: string | undefined; database: Database; jobStats?: JobStatsSource },
) {
  const { token } = opts;
  if (!token) return;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    app.log.warn(
      `METRICS_TOKEN has ${token.length} characters: use at least ${METRICS_TOKEN_MIN_LENGTH} random ones (e.g. openssl rand -hex 24)`,
    );
  }
  // Imported only when enabled: prom-client is ~20 MB of an idle process.
  const { createMetrics } = await import("./collectors.ts");
  const collectors = createMetrics(opts);
  collectors.observe(app);

  // Outside the endpoint table (common/endpoints/): the route exists only with a token set,
  // and Prometheus scrapes it in its own text format; the app never calls it.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/metrics",
    {
      schema: {
        summary: "Metrics in Prometheus' text format",
        security: requires("metricsToken"),
        response: {
          200: {
            description: "The metrics",
            content: { "text/plain": { schema: metricsResponse } },
          },
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        throw new HttpError(401, METRICS_NOT_AUTHORIZED, undefined, {
          "www-authenticate": 'Bearer realm="metrics"',
        });
      }
      reply
        .header("content-type", collectors.register.contentType)
        .header("cache-control", "no-store");
      return collectors.register.metrics();
    },
  );
}

/** Not encapsulated, so the timing hook sees every route: register before the features. */
export const metricsRoutes = fp(metrics, { name: "metrics" });
