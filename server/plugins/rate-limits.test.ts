import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../tests/support/test-app.ts";
import {
  deleteRedisKeys,
  redisAvailable,
  testRedisUrl,
  uniqueRedisPrefix,
} from "../../tests/support/test-redis.ts";
import { loadConfig } from "../config.ts";
import { FAILED_LOGINS_PER_EMAIL_AND_CLIENT } from "../features/auth/attempt-limits.ts";
import { rateLimitsPlugin } from "./rate-limits.ts";

const hasRedis = await redisAvailable();
const prefix = uniqueRedisPrefix();

/** Two replicas: separate processes in production, two app instances here. */
let replicas: TestContext[] = [];

describe.skipIf(!hasRedis)("rate limits in Redis (REDIS_URL)", () => {
  beforeAll(async () => {
    const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
    replicas = [await createTestApp(env), await createTestApp(env)];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await deleteRedisKeys(prefix);
  });

  it("counts failed sign-ins on every replica against one limit", async () => {
    const login = (replica: TestContext) =>
      replica.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nobody-here@example.com", password: "wrong password" },
      });
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL_AND_CLIENT.max; i++) {
      const res = await login(replicas[i % 2]!);
      expect(res.statusCode).toBe(401);
    }
    // Each replica alone saw fewer than the limit: only a shared count refuses these.
    for (const replica of replicas) {
      const res = await login(replica);
      expect(res.statusCode).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    }
  });

  it("keeps its keys under the configured prefix", async () => {
    const { Redis } = await import("ioredis");
    const redis = new Redis(testRedisUrl);
    try {
      const [, keys] = await redis.scan("0", "MATCH", `${prefix}rate-limit:*`, "COUNT", 1000);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe("REDIS_URL", () => {
  it("must be a redis:// URL", () => {
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(
      /REDIS_URL: must start with redis:\/\//,
    );
  });

  it("stops start-up with its reason when Redis does not answer", async () => {
    // The plugin alone: port 1 on loopback refuses connections at once.
    const app = Fastify();
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:1" });
    await expect(app.register(rateLimitsPlugin, { config })).rejects.toThrow(
      /REDIS_URL: cannot reach Redis/,
    );
    await app.close();
  });
});
