/**
 * The ceilings on POST /api/applications beyond the per-address limit: across all clients
 * in 24 hours (APPLICATIONS_PER_DAY, counted in the database), and per client across
 * replicas (APPLICATIONS_PER_CLIENT_PER_HOUR, counted in Redis with REDIS_URL). Past
 * either, 429 with a message fit to show. Apps of their own, with small ceilings.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestContext } from "../../../tests/support/test-app.ts";
import {
  deleteRedisKeys,
  redisAvailable,
  testRedisUrl,
  uniqueRedisPrefix,
} from "../../../tests/support/test-redis.ts";
import { applications } from "../../db/schema.ts";

let counter = 0;
/** A new address each time, from a new client unless one is given. */
const apply = (ctx: TestContext, options: { ip?: string; accept?: string } = {}) => {
  counter++;
  return ctx.app.inject({
    method: "POST",
    url: "/api/applications",
    headers: options.accept ? { accept: options.accept } : {},
    payload: {
      fullName: "Daisy Daily",
      email: `daisy${counter}-${Date.now()}@example.com`,
      title: "Engineer",
      consent: true,
    },
    remoteAddress: options.ip ?? `10.77.${Math.floor(counter / 250)}.${counter % 250}`,
  });
};

async function stored(ctx: TestContext): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(applications);
  return row!.n;
}

describe("APPLICATIONS_PER_DAY", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APPLICATIONS_PER_DAY: "3" });
  });
  afterAll(() => ctx.close());

  it("refuses every client once the day's ceiling is reached, until the oldest is a day old", async () => {
    for (let i = 0; i < 3; i++) expect((await apply(ctx)).statusCode).toBe(201);

    const refused = await apply(ctx);
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(
      "We are receiving more applications than we can review right now. Please try again in about 24 hours.",
    );
    // The first of the three leaves the 24-hour window in just under a day.
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(await stored(ctx)).toBe(3);

    // The browser's own form post gets the page with the same words.
    const page = await apply(ctx, { accept: "text/html" });
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("We are receiving more applications than we can review");

    // A day later the oldest two no longer count: two more fit, then the ceiling holds again.
    await ctx.database.db.execute(
      sql`UPDATE applications SET created_at = now() - interval '25 hours'
          WHERE id IN (SELECT id FROM applications ORDER BY created_at LIMIT 2)`,
    );
    expect((await apply(ctx)).statusCode).toBe(201);
    expect((await apply(ctx)).statusCode).toBe(201);
    expect((await apply(ctx)).statusCode).toBe(429);
    expect(await stored(ctx)).toBe(5);
  });
});

const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis)("APPLICATIONS_PER_CLIENT_PER_HOUR on two replicas (REDIS_URL)", () => {
  const prefix = uniqueRedisPrefix();
  let replicas: TestContext[] = [];
  beforeAll(async () => {
    const env = {
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: prefix,
      APPLICATIONS_PER_CLIENT_PER_HOUR: "4",
    };
    replicas = [await createTestApp(env), await createTestApp(env)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await deleteRedisKeys(prefix);
  });

  it("counts one client's applications on every replica against one ceiling", async () => {
    const ip = "10.78.0.1";
    for (let i = 0; i < 4; i++) {
      expect((await apply(replicas[i % 2]!, { ip })).statusCode).toBe(201);
    }
    // Each replica alone saw two: only the shared count refuses these.
    for (const replica of replicas) {
      const res = await apply(replica, { ip });
      expect(res.statusCode).toBe(429);
      expect(json<{ message: string }>(res).message).toMatch(
        /^Too many applications were sent from your network\./,
      );
    }
  });
});
