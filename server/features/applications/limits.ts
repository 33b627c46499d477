/**
 * The limits on POST /api/applications. Each application stores up to 10 MB and sends an
 * e-mail to the address given, so three counts stand between a client and the site:
 *
 * - per e-mail address and client, 5 an hour: the route's own rate limit, counted once the
 *   body is read (it needs the address);
 * - per client, whatever the address (APPLICATIONS_PER_CLIENT_PER_HOUR): one client
 *   inventing a new address each time is stopped too;
 * - across all clients in 24 hours (APPLICATIONS_PER_DAY): many clients together cannot
 *   fill the storage or the outbox either.
 *
 * The two ceilings are checked when the request arrives, before its body (up to 11 MB) is
 * read. The rate limits use @fastify/rate-limit's store: Redis with REDIS_URL, so every
 * replica counts against the same numbers. The daily ceiling counts the applications
 * stored in the database instead: exact across replicas and restarts, with no second
 * counter to keep in step, and cheap (at most APPLICATIONS_PER_DAY index entries). Requests
 * already past the check when the ceiling is reached may still be stored: the ceiling can
 * be overshot by the applications in flight at that moment, never by more.
 */

import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { APPLICATION_RATE_LIMIT, applicationLimitMessages } from "#common/application.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import { nthNewestSince } from "./service.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The client's address as the counts know it: an IPv6 address by its network (/64, the
 * plugin's default), since one subscriber's line is given a whole /64 to pick addresses from.
 */
const clientOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** The route's own rate limit: per e-mail address and client (counted before validation). */
export const perAddressAndClient = {
  ...APPLICATION_RATE_LIMIT,
  hook: "preValidation" as const,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const address = typeof email === "string" ? email.trim().toLowerCase() : "";
    return `application:${clientOf(request)}:${address}`;
  },
};

/** An onRequest hook: 429 past the per-client or the daily ceiling. */
export function createApplicationCeilings(app: FastifyInstance, db: Db, config: Config) {
  const perClient = app.createRateLimit({
    max: config.APPLICATIONS_PER_CLIENT_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `application-client:${clientOf(request)}`,
  });

  return async function checkCeilings(request: FastifyRequest): Promise<void> {
    // Every attempt counts against the client, accepted or not: a refused body was sent too.
    const client = await perClient(request);
    if (!client.isAllowed && client.isExceeded) {
      throw tooManyAttempts(client.ttlInSeconds, applicationLimitMessages.perClient);
    }
    const now = Date.now();
    const oldestCounted = await nthNewestSince(
      db,
      new Date(now - DAY_MS),
      config.APPLICATIONS_PER_DAY,
    );
    if (oldestCounted) {
      // One more fits once that application is a day old.
      const wait = (oldestCounted.getTime() + DAY_MS - now) / 1000;
      throw tooManyAttempts(wait, applicationLimitMessages.perDay);
    }
  };
}
