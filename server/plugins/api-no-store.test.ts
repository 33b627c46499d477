/**
 * API answers hold personal data (applicants, inquiries, users, engagements, job orders,
 * interview requests, links, the signed-in user) and depend on the session: no browser or
 * proxy may keep a copy. A route that chose its own caching keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachFile, insertCandidate, insertLink } from "../../tests/support/link-fixtures.ts";
import { png } from "../../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../tests/support/test-app.ts";
import { createAccessToken } from "../features/talent/session.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("Cache-Control: no-store", () => {
  for (const url of [
    "/api/admin/applications",
    "/api/contacts",
    "/api/admin/users",
    "/api/admin/engagements",
    "/api/admin/job-orders",
    "/api/admin/interview-requests",
    "/api/admin/shareable-links",
    "/api/auth/user",
    "/api/admin/reports/summary",
    "/api/admin/stats",
    "/api/admin/webhooks",
    "/api/admin/campaigns",
    "/api/saved-searches",
  ]) {
    it(`GET ${url}`, async () => {
      const res = await get(url, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toContain("no-store");
    });
  }

  it("on a job order's and a link's own answer too", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/job-orders",
      headers: { cookie: admin.cookie },
      payload: {
        title: "Go engineer",
        customerName: "Initech",
        customerEmail: "cto@initech.example",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = await get(`/api/admin/job-orders/${created.json().id}`, admin.cookie);
    expect(order.headers["cache-control"]).toContain("no-store");
    const link = await insertLink(ctx, admin.id);
    const activity = await get(`/api/admin/shareable-links/${link.id}/activity`, admin.cookie);
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.headers["cache-control"]).toContain("no-store");
  });

  it("on the candidate's own profile, and on a refusal", async () => {
    const dev = await insertCandidate(ctx);
    const token = await createAccessToken(ctx.database.db, dev.id);
    const session = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/session",
      payload: { token },
    });
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
    const me = await get("/api/talent/me", cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.headers["cache-control"]).toContain("no-store");
    const signedOut = await get("/api/auth/user");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers["cache-control"]).toContain("no-store");
  });
});

describe("answers outside the API keep their own caching", () => {
  it("a stored photo stays in the browser's private cache", async () => {
    const dev = await insertCandidate(ctx);
    const photo = await attachFile(ctx, admin.cookie, dev.id, "profile-photo", png());
    const res = await get(photo, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });
});
