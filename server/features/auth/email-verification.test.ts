/**
 * Safe defaults: a self-registered account confirms its address
 * before it reads the pool, and POOL_ACCESS=approved adds an admin's approval.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AWAITING_APPROVAL_MESSAGE,
  EMAIL_UNVERIFIED_MESSAGE,
  VERIFY_EMAIL_INVALID,
} from "#common/auth.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { emailVerificationTokens, jobs, users } from "../../db/schema.ts";

const password = "a long enough password";

async function register(ctx: TestContext, email: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, confirmPassword: password, firstName: "Ada", lastName: "Lovelace" },
  });
  expect(res.statusCode).toBe(201);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { user: json<{ id: string; emailVerified: boolean }>(res), cookie };
}

const linkIn = (text: string) => {
  const match = /https?:\/\/[^\s]+\/verify-email\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return { url: match[0], token: match[1]! };
};

describe("confirmed e-mail before the pool", () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ ...sink.env, PUBLIC_URL: "http://talent.example.com" });
    admin = await createUser(ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it("sign-up sends a /verify-email link; until it is opened, candidate reads and files answer 403 emailUnverified", async () => {
    const email = "ada-unverified@example.com";
    const { user, cookie } = await register(ctx, email);
    expect(user.emailVerified).toBe(false);

    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe("Confirm your e-mail address");
    const { url } = linkIn(mail.text);
    expect(url.startsWith("http://talent.example.com/verify-email/")).toBe(true);

    // Signed in (the spec's sign-up flow), but the pool stays closed.
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email, emailVerified: false });
    for (const url of [
      "/api/candidates",
      "/api/candidates/stats",
      `/api/candidates/${admin.id}`,
      "/objects/uploads/x",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(json(res), url).toEqual({ message: EMAIL_UNVERIFIED_MESSAGE, emailUnverified: true });
    }
  });

  it("POST /api/auth/verify-email confirms the address once; the pool opens without signing in again", async () => {
    const email = "ada-confirms@example.com";
    const { cookie } = await register(ctx, email);
    const { token } = linkIn((await sink.waitFor((m) => m.to.includes(email))).text);

    // The token is the proof: no session needed (the link may be opened on another device).
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ email, emailVerified: true });

    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ message: VERIFY_EMAIL_INVALID });

    const audit = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=user.verify_email",
      headers: { cookie: admin.cookie },
    });
    const items = json<{ items: Array<{ actorEmail: string; details: unknown }> }>(audit).items;
    expect(items.some((i) => i.actorEmail === email)).toBe(true);
    // No secret in the audit log.
    expect(JSON.stringify(items)).not.toContain(token);
  });

  it("an expired or unknown link answers 400 and confirms nothing", async () => {
    const email = "ada-expired@example.com";
    const { user, cookie } = await register(ctx, email);
    const { token } = linkIn((await sink.waitFor((m) => m.to.includes(email))).text);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.id));

    for (const t of [token, "forged-token"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/verify-email",
        payload: { token: t },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ message: VERIFY_EMAIL_INVALID });
    }
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie },
    });
    expect(list.statusCode).toBe(403);
  });

  it("resend answers 202 with a new link that voids the older one; the token is not kept in the job's data", async () => {
    const email = "ada-resends@example.com";
    const { cookie } = await register(ctx, email);
    const first = linkIn((await sink.waitFor((m) => m.to.includes(email))).text).token;

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email/resend",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(202);
    const second = linkIn(
      (await sink.waitFor((m) => m.to.includes(email) && !m.text.includes(first))).text,
    ).token;
    expect(second).not.toBe(first);

    const old = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: first },
    });
    expect(old.statusCode).toBe(400);
    const fresh = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: second },
    });
    expect(fresh.statusCode).toBe(200);

    const dump = JSON.stringify(await ctx.database.db.select({ data: jobs.data }).from(jobs));
    expect(dump).not.toContain(first);
    expect(dump).not.toContain(second);

    // Once confirmed, resend sends nothing and says so.
    const done = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/verify-email/resend",
      headers: { cookie },
    });
    expect(done.statusCode).toBe(202);
    expect(json(done)).toEqual({ message: "Your e-mail address is already confirmed." });
  });

  it("admin-made users are confirmed; the admin reads the pool", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: { cookie: admin.cookie },
      payload: {
        email: "made-by-admin@example.com",
        firstName: "Made",
        lastName: "ByAdmin",
        password,
        confirmPassword: password,
        isAdmin: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ emailVerified: true, approved: true });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "made-by-admin@example.com", password },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
  });
});

describe("SIGNUP_MODE=domains counts only confirmed addresses", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SIGNUP_MODE: "domains", SIGNUP_DOMAINS: "acme.example" });
  });
  afterAll(async () => ctx.close());

  it("an address at an allowed domain that nobody proved does not read the pool", async () => {
    const { cookie } = await register(ctx, "someone@acme.example");
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie },
    });
    expect(list.statusCode).toBe(403);
    expect(json(list)).toMatchObject({ emailUnverified: true });
    // Without SMTP_HOST the link lands in the outbox, like every message.
    const outbox = path.join(ctx.config.dataDir, "outbox");
    const messages = () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    await expect.poll(() => messages().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const eml = fs.readFileSync(path.join(outbox, messages()[0]!), "utf8");
    expect(eml).toContain("/verify-email/");
  });
});

describe("POOL_ACCESS=approved", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ POOL_ACCESS: "approved" });
    admin = await createUser(ctx, { isAdmin: true, approved: false });
  });
  afterAll(async () => ctx.close());

  it("a confirmed account waits for an admin's Approve; admins always read", async () => {
    const waiting = await createUser(ctx, { approved: false });
    const before = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie: waiting.cookie },
    });
    expect(before.statusCode).toBe(403);
    expect(json(before)).toEqual({ message: AWAITING_APPROVAL_MESSAGE, awaitingApproval: true });

    const adminRead = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie: admin.cookie },
    });
    expect(adminRead.statusCode).toBe(200);

    const providers = await ctx.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(json(providers)).toMatchObject({ poolAccess: "approved" });
    const listed = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/users",
      headers: { cookie: admin.cookie },
    });
    expect(
      json<Array<{ id: string; approved: boolean }>>(listed).find((u) => u.id === waiting.id),
    ).toMatchObject({ approved: false });

    const approve = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/users/${waiting.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approve.statusCode).toBe(200);
    expect(json(approve)).toMatchObject({ id: waiting.id, approved: true });

    const after = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie: waiting.cookie },
    });
    expect(after.statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, waiting.id));
    expect(row?.approvedAt).not.toBeNull();
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/users/00000000-0000-4000-8000-000000000000/approve",
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("an unconfirmed address is told to confirm first, before approval", async () => {
    const unconfirmed = await createUser(ctx, { emailVerified: false, approved: false });
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/candidates",
      headers: { cookie: unconfirmed.cookie },
    });
    expect(json(res)).toMatchObject({ emailUnverified: true });
  });
});

describe("the first start's admin", () => {
  it("signs in as admin@localhost (HTML's e-mail rule)", async () => {
    const ctx = await createTestApp();
    try {
      await createUser(ctx, { isAdmin: true, email: "admin@localhost", password });
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "admin@localhost", password },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ email: "admin@localhost", isAdmin: true });
    } finally {
      await ctx.close();
    }
  });
});
