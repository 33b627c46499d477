/**
 * The Redis the tests share (TEST_REDIS_URL, default the local one). Each run uses its own
 * key prefix and deletes only its own keys afterwards: never FLUSHALL a shared Redis.
 * Without a reachable Redis the Redis tests are skipped, except on CI where they must run.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

export const testRedisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    // Generous: a loaded machine must not turn "slow" into "absent" and skip the tests.
    connectTimeout: 20_000,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`CI needs Redis at ${testRedisUrl} for these tests.`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A prefix no other test run uses. */
export const uniqueRedisPrefix = () => `vt-test:${randomUUID().slice(0, 8)}:`;

/** Deletes this run's keys (SCAN by prefix, never FLUSH). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
