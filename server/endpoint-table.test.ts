/**
 * The endpoint table (common/endpoints/) and the server agree: every endpoint declared
 * there is a route the server registers, with the declared method and path. (The types of
 * what goes in and out are held by `npm run typecheck`: server/lib/endpoint-route.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyEndpoint, routePath } from "#common/endpoint.ts";
import { createTestApp, type TestContext } from "../tests/support/test-app.ts";

const tables = import.meta.glob<Record<string, Record<string, AnyEndpoint>>>(
  "../common/endpoints/*.ts",
  { eager: true },
);
const endpoints = Object.entries(tables).flatMap(([file, module]) =>
  Object.values(module).flatMap((table) =>
    Object.entries(table).map(([name, ep]) => ({ file, name, ep })),
  ),
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("the endpoint table", () => {
  it("declares endpoints", () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it.each(endpoints.map((e) => [`${e.ep.method} ${e.ep.path} (${e.name})`, e] as const))(
    "%s is a route of the server",
    (_label, { ep }) => {
      expect(ctx.app.hasRoute({ method: ep.method, url: routePath(ep.path) })).toBe(true);
    },
  );

  it("declares each method and path once", () => {
    const keys = endpoints.map((e) => `${e.ep.method} ${e.ep.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
