import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../../../tests/support/test-app.ts";
import { metricsRoutes } from "./routes.ts";

const token = "metrics-token-for-tests-0123456789";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: token });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization ? { authorization } : {},
  });

describe("GET /metrics", () => {
  it("answers 401 with a Bearer challenge without the right token", async () => {
    for (const header of [undefined, "Bearer wrong-token", `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.json()).toEqual({ message: "A valid metrics token is required." });
    }
  });

  it("reports request durations by route pattern and status, never the raw URL", async () => {
    const user = await createUser(ctx);
    const id = "00000000-0000-4000-8000-000000000000";
    await ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${id}`,
      headers: { cookie: user.cookie },
    });
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/candidates\/:id",status_code="404"\}/,
    );
    expect(text).not.toContain(id);
  });

  it("reports process memory and the database", async () => {
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(new RegExp(`^db_info\\{kind="${ctx.database.kind}"\\} 1`, "m"));
    if (ctx.database.kind === "postgres") {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
      expect(text).toMatch(/^db_pool_max_connections \d+/m);
    }
  });

  it("reports the job queue's depth and failures by job name", async () => {
    // No worker takes this name, so the job stays queued.
    await ctx.app.jobs.send("metrics-probe", { n: 1 });
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(text).toMatch(/^jobs\{name="metrics-probe",state="queued"\} 1$/m);
    expect(text).toMatch(/^jobs\{name="metrics-probe",state="failed"\} 0$/m);
  });
});

describe("without METRICS_TOKEN", () => {
  it("has no /metrics route", async () => {
    // The plugin alone: the whole app without a token is walked by authorization.test.ts.
    const bare = Fastify();
    await bare.register(metricsRoutes, { token: undefined, database: ctx.database });
    const res = await bare.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});

describe("a short METRICS_TOKEN", () => {
  it("still enables /metrics for that token, with a warning at start-up", async () => {
    const warnings: string[] = [];
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.log.warn = ((message: string) => {
      warnings.push(message);
    }) as typeof bare.log.warn;
    await bare.register(metricsRoutes, { token: "short", database: ctx.database });
    const scrape = (authorization: string) =>
      bare.inject({ method: "GET", url: "/metrics", headers: { authorization } });
    expect((await scrape("Bearer short")).statusCode).toBe(200);
    expect((await scrape("Bearer shorter")).statusCode).toBe(401);
    expect(warnings).toEqual([
      "METRICS_TOKEN has 5 characters: use at least 16 random ones (e.g. openssl rand -hex 24)",
    ]);
    await bare.close();
  });
});
