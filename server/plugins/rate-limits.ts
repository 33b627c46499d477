/**
 * Rate limits (@fastify/rate-limit). Routes opt in with `config.rateLimit`, and features
 * make their own checks with `app.createRateLimit` (auth attempt limits): both use the store
 * chosen here. With REDIS_URL the counters live in Redis through the plugin's own Redis
 * store, so every replica counts against the same numbers; without it, in this process.
 *
 * A Redis outage fails closed: a limited route answers 500 (logged) rather than letting
 * sign-in guesses through uncounted (docs/decisions/044-cluster.md). Unlimited routes are
 * unaffected.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { tooManyAttemptsMessage } from "../lib/too-many-attempts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (short-lived shared state only). */
    redis: Redis | null;
  }
}

/** Connects before the first request so a wrong REDIS_URL stops start-up with its reason. */
async function connectRedis(url: string): Promise<Redis> {
  // Imported only with REDIS_URL: a single replica never loads the client (~20 MB).
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    // While disconnected a command fails at once (→ 503) instead of queueing until a
    // client's request times out; ioredis keeps reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    connectionName: `vt-${process.pid}`,
  });
  // Logged by the caller; an unhandled 'error' event would otherwise crash the process.
  redis.on("error", () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL: cannot reach Redis (${(error as Error).message}). Check the URL or unset it.`,
    );
  }
  return redis;
}

export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  if (redis) {
    let lastError = "";
    redis.on("error", (error: Error) => {
      // One line per distinct failure, not one per reconnect attempt.
      if (error.message !== lastError) app.log.error({ err: error }, "redis connection error");
      lastError = error.message;
    });
    redis.on("ready", () => {
      if (lastError) app.log.info("redis connection restored");
      lastError = "";
    });
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate("redis", redis);

  await app.register(rateLimit, {
    global: false,
    // The prefix keeps this site's keys apart on a shared Redis (and test runs apart).
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: tooManyAttemptsMessage(context.ttl / 1000),
    }),
  });
});
