/**
 * The API description passes Redocly's recommended rules without an error
 * (docs/decisions/083-openapi-lint.md), so tools that read OpenAPI accept it. A failure
 * names the operation and says where its fix goes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LINT_METRICS_TOKEN,
  type LintProblem,
  lintDocument,
  whereIs,
} from "../scripts/openapi-lint.ts";
import { createTestApp, json, type TestContext } from "../tests/support/test-app.ts";
import { routeOfRow } from "./access-table.ts";

interface Document {
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

/** Where each rule's fix goes, for the rules a new route is likely to break. */
const FIXES: Record<string, string> = {
  "operation-summary":
    'declare `summary: "…"` in the route\'s `schema`, where the route is declared (server/features/<feature>/)',
  "security-defined":
    "give the route a row in its feature's access-rules.ts, a file listed in server/access-table.ts (its rows must agree on who may call it); when every actor there gets 401, declare `security: requires(…)` in the route's `schema` (schemes in server/plugins/openapi.ts)",
  "path-parameters-defined":
    "a route ending in `*` names it as the public contract does, with `wildcardName` in its `schema`",
  "operation-operationId-unique":
    "declare an `operationId` in the `schema` of one of the routes (the others are derived from method and path)",
};

/** The problem, where it is and where its fix goes (the operation's tag is its feature). */
function explain(problem: LintProblem): string {
  const where = whereIs(problem);
  const [method, path] = where.split(" ");
  const feature = path && document.paths[path]?.[method!.toLowerCase()]?.tags?.[0];
  const fix = FIXES[problem.ruleId]?.replace("<feature>", feature ?? "<feature>");
  return `${where}: ${problem.message} [${problem.ruleId}]${fix ? ` → ${fix}` : ""}`;
}

let ctx: TestContext;
let document: Document;
let problems: LintProblem[];

beforeAll(async () => {
  // With a metrics token, so that /metrics (only registered with one) is linted too.
  ctx = await createTestApp({ METRICS_TOKEN: LINT_METRICS_TOKEN });
  document = json<Document>(await ctx.app.inject({ method: "GET", url: "/api/docs/json" }));
  problems = await lintDocument(document);
});
afterAll(async () => {
  await ctx.close();
});

describe("the API description lints clean (Redocly, recommended rules)", () => {
  it("has no errors", () => {
    expect(problems.filter((p) => p.severity === "error").map(explain)).toEqual([]);
  });

  it("tags every operation with a feature that the description declares and describes", () => {
    const described = new Set(
      (document.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name),
    );
    const missing = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => !op.tags?.length || op.tags.some((tag) => !described.has(tag)))
        .map(([method, op]) =>
          op.tags?.length
            ? `${method.toUpperCase()} ${path} (${op.tags.join()}): add the feature to FEATURE_TAGS in server/plugins/openapi.ts`
            : `${method.toUpperCase()} ${path}: no row of the access-rules.ts files listed in server/access-table.ts reaches it`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it("catches an operation without a summary", async () => {
    const broken = structuredClone(document);
    delete broken.paths["/api/health"]!.get!.summary;
    const found = await lintDocument(broken);
    expect(
      found.filter((p) => p.severity === "error").map((p) => `${whereIs(p)} ${p.ruleId}`),
    ).toContain("GET /api/health operation-summary");
  });
});

describe("a row of the authorization table belongs to the route its request reaches", () => {
  const routes = [
    "/api/candidates/:id",
    "/api/candidates/stats",
    "/api/admin/webhooks/:id/deliveries",
    "/api/unsubscribe/*",
    "/*",
  ];

  it("a static segment before a parameter, a parameter before a wildcard", () => {
    expect(routeOfRow("/api/candidates/stats", routes)).toBe("/api/candidates/stats");
    expect(routeOfRow("/api/candidates/{candidateId}", routes)).toBe("/api/candidates/:id");
    expect(routeOfRow("/api/admin/webhooks/0000-1/deliveries?x=1", routes)).toBe(
      "/api/admin/webhooks/:id/deliveries",
    );
    expect(routeOfRow("/api/unsubscribe/{token}", routes)).toBe("/api/unsubscribe/*");
    expect(routeOfRow("/api/nothing/here", routes)).toBe("/*");
    expect(routeOfRow("/api/candidates/{candidateId}/notes", routes.slice(0, 4))).toBeUndefined();
  });
});
