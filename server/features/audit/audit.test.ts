/**
 * The audit log: actions recorded where they happen, no secrets,
 * admins-only listing with filters and cursor paging, and a spreadsheet-safe CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditItem, AuditPage } from "#common/audit.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { auditLog } from "../../db/schema.ts";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
});

let ip = 0;
const inject = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), "user-agent": "Audit Test/1.0" },
    remoteAddress: `10.6.0.${++ip % 250}`,
  });
const page = async (query: string) => {
  const res = await inject("GET", `/api/admin/audit${query}`, admin.cookie);
  expect(res.statusCode).toBe(200);
  return json<AuditPage>(res);
};

describe("recording", () => {
  it("records sign-ins, failures, sign-outs and admin user changes, never a secret", async () => {
    const user = await createUser(ctx, { email: `audited-${Date.now()}@example.com` });
    await inject("POST", "/api/auth/login", undefined, {
      email: user.email,
      password: "wrong password here",
    });
    const ok = await inject("POST", "/api/auth/login", undefined, {
      email: user.email,
      password: user.password,
    });
    const sid = ok.cookies.find((c) => c.name === "sid")!.value;
    await inject("POST", "/api/auth/logout", `sid=${sid}`);
    await inject("PUT", `/api/admin/users/${user.id}/password`, admin.cookie, {
      password: "another long password",
      confirmPassword: "another long password",
    });
    await inject("PUT", `/api/admin/users/${user.id}/privileges`, admin.cookie, { isAdmin: false });

    const { items } = await page(`?actor=${encodeURIComponent(user.email)}&limit=50`);
    const actions = items.map((i) => i.action);
    expect(actions).toEqual(["auth.logout", "auth.login", "auth.login_failed"]);
    const login = items.find((i) => i.action === "auth.login")!;
    expect(login).toMatchObject({
      actorId: user.id,
      actorEmail: user.email,
      targetType: "user",
      targetId: user.id,
      userAgent: "Audit Test/1.0",
      ip: expect.stringMatching(/^10\.6\.0\./),
      requestId: expect.any(String),
    });
    const byAdmin = (await page(`?actor=${admin.id}`)).items.filter((i) => i.targetId === user.id);
    expect(byAdmin.map((i) => i.action)).toEqual(["user.role", "user.password"]);

    const everything = JSON.stringify(await ctx.database.db.select().from(auditLog));
    for (const secret of [user.password, "wrong password here", "another long password", sid]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("request id", () => {
  it("is the server's own, never a client's X-Request-ID, which is kept apart", async () => {
    const user = await createUser(ctx, { email: `request-id-${Date.now()}@example.com` });
    const chosen = "client-chosen-id-1";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "not the password at all" },
      headers: { "x-request-id": chosen },
      remoteAddress: "10.6.1.1",
    });
    expect(res.statusCode).toBe(401);
    const serverId = String(res.headers["x-request-id"]);
    expect(serverId).not.toBe(chosen);
    const [failed] = (await page(`?actor=${encodeURIComponent(user.email)}`)).items;
    expect(failed).toMatchObject({ action: "auth.login_failed", requestId: serverId });
    expect(failed!.details).toMatchObject({ clientRequestId: chosen });
  });
});

describe("actions of other features", () => {
  it("records link, candidate and contacts-export actions with their targets", async () => {
    const link = await inject("POST", "/api/admin/shareable-links", admin.cookie, {
      customerName: "Globex",
      customerEmail: "hiring@globex.example",
      description: "Audit",
      expiresAt: null,
    });
    expect(link.statusCode).toBe(201);
    const linkId = json<{ id: string }>(link).id;
    await inject("DELETE", `/api/admin/shareable-links/${linkId}`, admin.cookie);
    const candidate = await inject("POST", "/api/candidates", admin.cookie, {
      fullName: "Grace Hopper",
      email: `grace-${Date.now()}@example.com`,
      title: "Compiler Engineer",
    });
    expect(candidate.statusCode).toBe(201);
    const candidateId = json<{ id: string }>(candidate).id;
    const update = await inject("PUT", `/api/candidates/${candidateId}`, admin.cookie, {
      fullName: "Grace B. Hopper",
      email: `grace-${Date.now()}@example.com`,
      title: "Rear Admiral",
    });
    expect(update.statusCode).toBe(200);
    expect((await inject("GET", "/api/contacts/export.csv", admin.cookie)).statusCode).toBe(200);

    const { items } = await page(`?actor=${admin.id}&limit=20`);
    const find = (action: string) => items.find((i) => i.action === action);
    expect(find("link.create")).toMatchObject({ targetType: "link", targetId: linkId });
    expect(find("link.delete")).toMatchObject({ targetType: "link", targetId: linkId });
    expect(find("candidate.create")).toMatchObject({
      targetType: "candidate",
      targetId: candidateId,
    });
    expect(find("candidate.update")?.details).toMatchObject({
      fields: expect.arrayContaining(["title"]),
    });
    expect(find("contacts.export")).toBeDefined();
  });
});

describe("GET /api/admin/audit", () => {
  it("filters by action and time, and pages with a cursor without gaps or repeats", async () => {
    const start = new Date().toISOString();
    for (let i = 0; i < 5; i++) {
      await inject("POST", "/api/auth/login", undefined, {
        email: `nobody${i}@example.com`,
        password: "wrong",
      });
    }
    const seen: AuditItem[] = [];
    let cursor: string | null = null;
    do {
      const p: AuditPage = await page(
        `?action=auth.login_failed&from=${encodeURIComponent(start)}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(p.items.length).toBeLessThanOrEqual(2);
      seen.push(...p.items);
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((i) => i.id)).size).toBe(5);
    expect(seen.every((i) => i.action === "auth.login_failed")).toBe(true);
    const times = seen.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const future = await page(
      `?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future).toEqual({ items: [], nextCursor: null });
  });

  it("refuses an unknown action or a broken cursor with 400", async () => {
    expect((await inject("GET", "/api/admin/audit?action=nope", admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await inject("GET", "/api/admin/audit?cursor=garbage", admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await inject("GET", "/api/admin/audit?limit=0", admin.cookie)).statusCode).toBe(400);
  });
});

describe("GET /api/admin/audit/export.csv", () => {
  it("exports the filtered log as CSV with formula-looking cells defused", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "csv@example.com", password: "wrong" },
      headers: { "user-agent": "=HYPERLINK(1)" },
      remoteAddress: "10.6.1.1",
    });
    // Excel in EU locales splits on `;` (and tabs): a formula may start after either.
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "csv-eu@example.com", password: "wrong" },
      headers: { "user-agent": "Mozilla;=cmd|' /C calc'!A0\t-2+3" },
      remoteAddress: "10.6.1.2",
    });
    const res = await inject(
      "GET",
      "/api/admin/audit/export.csv?action=auth.login_failed",
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="audit-.*\.csv"/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "at,action,actorId,actorEmail,targetType,targetId,ip,userAgent,requestId,details",
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(res.body).toContain(",'=HYPERLINK(1),");
    expect(res.body).toContain(`,"Mozilla;'=cmd|' /C calc'!A0\t'-2+3",`);
    expect(lines.slice(1).every((l) => l.split(",")[1] === "auth.login_failed")).toBe(true);
  });
});
