/**
 * Walks every API route as an anonymous visitor, a signed-in user and an admin, and checks
 * the status each must get. Rows live beside each feature (features/<f>/access-rules.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachFile, insertCandidate, insertLink } from "../tests/support/link-fixtures.ts";
import { png } from "../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../tests/support/test-app.ts";
import type { AccessRule } from "./access-rules.ts";
import { accessTable } from "./access-table.ts";
import {
  candidates,
  companies,
  contactInquiries,
  jobOrders,
  pipelineEntries,
} from "./db/schema.ts";

const modules = import.meta.glob<{ accessRules: AccessRule[] }>("./features/*/access-rules.ts", {
  eager: true,
});
const rules = Object.entries(modules).flatMap(([file, m]) =>
  m.accessRules.map((rule) => ({ ...rule, file })),
);

let ctx: TestContext;
let user: TestUser;
let admin: TestUser;
/** Values for the placeholders rules may use; features add fixtures here as they need them. */
const fixtures: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
  admin = await createUser(ctx, { isAdmin: true });
  fixtures.userId = user.id;
  fixtures.adminId = admin.id;
  const [candidate] = await ctx.database.db
    .insert(candidates)
    .values({ fullName: "Fixture Person", email: "fixture@example.com", title: "Engineer" })
    .returning();
  fixtures.candidateId = candidate!.id;
  const sharedCandidate = await insertCandidate(ctx);
  fixtures.sharedCandidateId = sharedCandidate.id;
  const photo = await attachFile(ctx, admin.cookie, sharedCandidate.id, "profile-photo", png());
  fixtures.sharedFilePath = photo.replace(/^\/objects\//, "");
  fixtures.linkToken = (
    await insertLink(ctx, admin.id, { candidateIds: [sharedCandidate.id] })
  ).token;
  fixtures.linkId = (await insertLink(ctx, admin.id)).id;
  fixtures.deletableLinkId = (await insertLink(ctx, admin.id)).id;
  fixtures.userEmail = user.email;
  fixtures.userPassword = user.password;
  // Users the admin calls may change or delete without touching the actors' own sessions.
  const spare = await createUser(ctx);
  fixtures.spareUserId = spare.id;
  fixtures.spareUserEmail = spare.email;
  fixtures.deletableUserId = (await createUser(ctx)).id;
  fixtures.uploadId = "00000000-0000-4000-8000-000000000000";
  fixtures.partNumber = "1";
  // Job orders: one to read and move, one to delete, an inquiry.
  const order = {
    title: "Fixture role",
    customerName: "Fixture Co",
    customerEmail: "f@example.com",
  };
  const [jobOrder, deletableJobOrder] = await ctx.database.db
    .insert(jobOrders)
    .values([order, order])
    .returning();
  fixtures.jobOrderId = jobOrder!.id;
  fixtures.deletableJobOrderId = deletableJobOrder!.id;
  await ctx.database.db
    .insert(pipelineEntries)
    .values({ jobOrderId: jobOrder!.id, candidateId: sharedCandidate.id, stage: "sourced" });
  fixtures.pipelineCandidateId = sharedCandidate.id;
  const [inquiry] = await ctx.database.db
    .insert(contactInquiries)
    .values({
      firstName: "Ada",
      lastName: "Lee",
      email: "ada@example.com",
      company: "Fixture Co",
      message: "We need a backend engineer.",
    })
    .returning();
  fixtures.jobOrderInquiryId = inquiry!.id;
  // Companies: one to read and change, one to delete.
  const [company, deletableCompany] = await ctx.database.db
    .insert(companies)
    .values([{ name: "Fixture Company" }, { name: "Deletable Company" }])
    .returning();
  fixtures.companyId = company!.id;
  fixtures.deletableCompanyId = deletableCompany!.id;
});
afterAll(async () => {
  await ctx.close();
});

/** `{random}` is fresh on every use (e.g. a new email per sign-up); other keys are fixtures. */
const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === "random" ? crypto.randomUUID() : (fixtures[key] ?? `missing-${key}`),
  );

describe.each(["anonymous", "user", "admin"] as const)("as %s", (who) => {
  it.each(rules.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", async (_name, rule) => {
    const actor =
      who === "anonymous"
        ? undefined
        : rule.ownSession
          ? await createUser(ctx, { isAdmin: who === "admin" })
          : who === "admin"
            ? admin
            : user;
    const cookie = actor?.cookie;
    const res = await ctx.app.inject({
      method: rule.method,
      url: fill(rule.url),
      headers: cookie ? { cookie } : {},
      ...(rule.body !== undefined
        ? { payload: JSON.parse(fill(JSON.stringify(rule.body))) as object }
        : {}),
      // A distinct client address per request keeps rate limits out of this table.
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(res.statusCode, res.body).toBe(rule[who]);
  });
});

it("server/access-table.ts lists every feature's rows, as the API description reads them there", () => {
  const features = Object.keys(modules).map((file) => file.split("/")[2]!);
  expect(Object.keys(accessTable).sort()).toEqual(features.sort());
  for (const [file, m] of Object.entries(modules)) {
    expect(accessTable[file.split("/")[2]!], file).toBe(m.accessRules);
  }
});

it("every API route registered by the app has a row", () => {
  // A row's query string (e.g. `?key=` of the multipart calls) is not part of the route.
  const covered = new Set(
    rules.map((r) => `${r.method} ${r.url.split("?")[0]!.replace(/\{\w+\}/g, ":param")}`),
  );
  const routes = ctx.app
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .map((line) => line.replace(/^[\s│├└─]+/, ""))
    // The OpenAPI viewer's own pages and assets are public documentation, one row covers them.
    .filter((line) => line.startsWith("/api/") && !line.startsWith("/api/docs"));
  // printRoutes lists each path once with its methods, e.g. "/api/health (GET, HEAD)".
  const missing: string[] = [];
  for (const line of routes) {
    const match = line.match(/^(\S+) \(([^)]+)\)/);
    if (!match) continue;
    const path = match[1]!.replace(/:\w+|\*/g, ":param");
    for (const method of match[2]!.split(", ").filter((m) => m !== "HEAD" && m !== "OPTIONS")) {
      if (!covered.has(`${method} ${path}`)) missing.push(`${method} ${path}`);
    }
  }
  expect(missing).toEqual([]);
});
