/**
 * Every API route declares what it takes and what it answers: the serializer
 * then drops stray fields, and /api/docs documents every response. This walks the OpenAPI
 * document the routes' zod schemas produce, so a route added without schemas fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestContext } from "../tests/support/test-app.ts";

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown; description?: string }>;
}

let ctx: TestContext;
let operations: Array<{ name: string; path: string; method: string; op: Operation }>;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
  const doc = json<{ paths: Record<string, Record<string, Operation>> }>(res);
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op,
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

/** Routes that never succeed, and why. */
const NO_SUCCESS: Record<string, string> = {
  "GET /api/objects/s3/sts": "temporary storage credentials are deliberately not issued (501)",
};

/**
 * A declared response: a body schema, or an explicitly empty answer (202 or 204 declared as
 * `z.null()`, which OpenAPI 3.1 describes without content; redirects).
 */
const declares = (status: string, response: { content?: unknown }) =>
  response.content !== undefined || /^(202|204|30\d)$/.test(status);

describe("OpenAPI documents every API route", () => {
  it("lists the API's routes", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("every operation declares at least one response schema", () => {
    const missing = operations
      .filter(({ path }) => path.startsWith("/api/") && !path.startsWith("/api/docs"))
      .filter(({ op }) => {
        const responses = Object.entries(op.responses ?? {});
        return !responses.some(([status, r]) => declares(status, r));
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it("every operation declares its success: a 2xx body or an explicitly empty answer", () => {
    const missing = operations
      .filter(({ path }) => path.startsWith("/api/") && !path.startsWith("/api/docs"))
      .filter(({ name }) => !(name in NO_SUCCESS))
      .filter(
        ({ op }) =>
          !Object.entries(op.responses ?? {}).some(
            ([status, r]) => /^(2\d\d|30\d)$/.test(status) && declares(status, r),
          ),
      )
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it("every operation declares the one error schema for its 4xx and 5xx answers", () => {
    const schemaOf = (r: { content?: Record<string, { schema?: unknown }> } | undefined) =>
      r?.content?.["application/json"]?.schema as
        | { properties?: Record<string, unknown>; required?: string[] }
        | undefined;
    const missing = operations
      .filter(({ path }) => path.startsWith("/api/") && !path.startsWith("/api/docs"))
      .filter(({ op }) =>
        ["4XX", "5XX"].some((range) => {
          const schema = schemaOf(op.responses?.[range] as never);
          return !schema?.properties?.message || !schema.properties.errors;
        }),
      )
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it("a shared file's 200 is documented as the file's bytes", () => {
    const files = operations.find(({ name }) => name === "GET /api/shared/files/{token}/{path}");
    const ok = files?.op.responses?.["200"] as
      | { content?: Record<string, { schema?: { type?: string; format?: string } }> }
      | undefined;
    expect(ok?.content?.["application/octet-stream"]?.schema).toMatchObject({
      type: "string",
      format: "binary",
    });
  });

  it("every path parameter is declared by the route's params schema", () => {
    const missing = operations
      .filter(({ path }) => path.startsWith("/api/"))
      .flatMap(({ name, path, op }) =>
        [...path.matchAll(/\{([^}]+)\}/g)]
          .map((m) => m[1]!)
          .filter((param) => !op.parameters?.some((p) => p.in === "path" && p.name === param))
          .map((param) => `${name}: ${param}`),
      );
    expect(missing).toEqual([]);
  });
});
