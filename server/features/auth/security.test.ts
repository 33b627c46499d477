/**
 * Production security on the sign-in side: who may sign up, Secure cookies and HSTS without
 * NODE_ENV, which proxies are trusted, the absolute session lifetime and common passwords.
 */
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMON_PASSWORD_MESSAGE,
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_DOMAIN_MESSAGE,
} from "#common/auth.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
} from "../../../tests/support/test-app.ts";
import { loadConfig } from "../../config.ts";
import { sessions, users } from "../../db/schema.ts";
import { ensureAdmin } from "../../db/seed.ts";
import { isCommonPassword, verifyPassword } from "../../lib/passwords.ts";

/** Behind a proxy at 127.0.0.1 (inject's address), domains-only sign-up, 2-day sessions. */
let proxied: TestContext;
/** PUBLIC_URL is https, sign-up closed. */
let https: TestContext;
beforeAll(async () => {
  proxied = await createTestApp({
    TRUST_PROXY: "127.0.0.1",
    SIGNUP_MODE: "domains",
    SIGNUP_DOMAINS: "acme.test, @Partner.example",
    SESSION_MAX_DAYS: "2",
  });
  https = await createTestApp({ PUBLIC_URL: "https://talent.example.com", SIGNUP_MODE: "closed" });
});
afterAll(async () => {
  await Promise.all([proxied?.close(), https?.close()]);
});

let n = 0;
const registration = (email: string, password = "a long enough password") => ({
  email,
  password,
  confirmPassword: password,
  firstName: "Ada",
  lastName: "Lovelace",
});
const register = (ctx: TestContext, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload,
    headers,
    remoteAddress: `10.9.0.${++n}`,
  });
const cookieNamed = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

describe("SIGNUP_MODE", () => {
  it("closed: sign-up answers 403 with a message, and providers says so", async () => {
    const res = await register(https, registration("someone@example.com"));
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: SIGNUP_CLOSED_MESSAGE });
    const providers = await https.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(json(providers)).toEqual({ oidc: null, signupMode: "closed", poolAccess: "verified" });
  });

  it("domains: only addresses at SIGNUP_DOMAINS may sign up", async () => {
    const refused = await register(proxied, registration("someone@elsewhere.example"));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: SIGNUP_DOMAIN_MESSAGE });
    const lookalike = await register(proxied, registration("someone@evil-acme.test"));
    expect(lookalike.statusCode).toBe(403);
    expect((await register(proxied, registration(`a${n}@ACME.test`))).statusCode).toBe(201);
    expect((await register(proxied, registration(`b${n}@partner.example`))).statusCode).toBe(201);
    const providers = await proxied.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(json(providers)).toMatchObject({ signupMode: "domains" });
  });

  it("refuses to start with domains but no SIGNUP_DOMAINS, or a bad mode", () => {
    expect(() => loadConfig({ SIGNUP_MODE: "domains" })).toThrow(/SIGNUP_DOMAINS/);
    expect(() => loadConfig({ SIGNUP_MODE: "invite" })).toThrow(/SIGNUP_MODE/);
  });
});

describe("HTTPS: __Host-sid with Secure, and HSTS, whatever NODE_ENV says", () => {
  it("when PUBLIC_URL is https", async () => {
    const user = await createUser(https);
    const res = await https.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(https.config.NODE_ENV).toBe("test");
    expect(res.statusCode).toBe(200);
    const sid = cookieNamed(res, "__Host-sid");
    expect(sid).toMatchObject({ secure: true, path: "/", httpOnly: true });
    expect(cookieNamed(res, "sid")).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    // The secure cookie is the one read back; a plain `sid` is not.
    const me = await https.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `__Host-sid=${sid!.value}` },
    });
    expect(me.statusCode).toBe(200);
    const plain = await https.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `sid=${sid!.value}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it("when the request came over HTTPS through a trusted proxy, and not otherwise", async () => {
    const user = await createUser(proxied);
    const login = (headers: Record<string, string>, remoteAddress: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: user.password },
        headers,
        remoteAddress,
      });
    const viaProxy = await login({ "x-forwarded-proto": "https" }, "127.0.0.1");
    expect(cookieNamed(viaProxy, "__Host-sid")?.secure).toBe(true);
    expect(viaProxy.headers["strict-transport-security"]).toBeDefined();

    // The same header from a client that is not the trusted proxy means nothing.
    const spoofed = await login({ "x-forwarded-proto": "https" }, "203.0.113.7");
    expect(cookieNamed(spoofed, "sid")?.secure).toBeFalsy();
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("TRUST_PROXY", () => {
  it("is 0, a hop count or addresses/CIDRs, never 'trust everything'", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "::1",
    ]);
    for (const bad of ["true", "yes", "10.0.0.0/33", "*"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("a client cannot choose its address with X-Forwarded-For", async () => {
    const seen = await proxied.app.inject({
      method: "GET",
      url: "/api/account/sessions",
      headers: { "x-forwarded-for": "198.51.100.1" },
      remoteAddress: "203.0.113.9",
    });
    expect(seen.statusCode).toBe(401);
    // Through the trusted proxy the forwarded address is the client's: its session shows it.
    const user = await createUser(proxied);
    const res = await proxied.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": "198.51.100.1" },
      remoteAddress: "127.0.0.1",
    });
    const sid = cookieNamed(res, "sid")!.value;
    const list = await proxied.app.inject({
      method: "GET",
      url: "/api/account/sessions",
      headers: { cookie: `sid=${sid}` },
    });
    const current = json<{ current: boolean; ip: string }[]>(list).find((s) => s.current);
    expect(current?.ip).toBe("198.51.100.1");
    const direct = await proxied.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": "198.51.100.1" },
      remoteAddress: "203.0.113.9",
    });
    const list2 = await proxied.app.inject({
      method: "GET",
      url: "/api/account/sessions",
      headers: { cookie: `sid=${cookieNamed(direct, "sid")!.value}` },
    });
    expect(json<{ current: boolean; ip: string }[]>(list2).find((s) => s.current)?.ip).toBe(
      "203.0.113.9",
    );
  });
});

describe("absolute session lifetime (SESSION_MAX_DAYS)", () => {
  it("ends a session that has been in use longer, however recently used", async () => {
    const user = await createUser(proxied);
    const me = () =>
      proxied.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { cookie: user.cookie },
      });
    expect((await me()).statusCode).toBe(200);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    await proxied.database.db
      .update(sessions)
      .set({ sess: sql`${sessions.sess} || ${JSON.stringify({ createdAt: threeDaysAgo })}::jsonb` })
      .where(sql`${sessions.userId} = ${user.id}`);
    expect((await me()).statusCode).toBe(401);
  });
});

describe("common passwords", () => {
  it("ships a list of at least 10,000 and refuses them at sign-up", async () => {
    expect(await isCommonPassword("password1")).toBe(true);
    expect(await isCommonPassword("Qwertyuiop")).toBe(true);
    expect(await isCommonPassword("a long enough password")).toBe(false);
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    expect(dictionary["passwords-common"].length).toBeGreaterThanOrEqual(10_000);
    const res = await register(proxied, registration(`c${n}@acme.test`, "iloveyou123"));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      message: COMMON_PASSWORD_MESSAGE,
      errors: { password: COMMON_PASSWORD_MESSAGE },
    });
  });
});

describe("ADMIN_EMAIL promoting an existing account", () => {
  it("replaces the password whoever registered the address set, and ends their sessions", async () => {
    const stranger = await createUser(proxied, { email: `boss-${n}@acme.test` });
    const log = { info: () => {}, warn: () => {} };
    await ensureAdmin(
      proxied.database,
      { ADMIN_EMAIL: stranger.email, ADMIN_PASSWORD: "operator chosen secret" },
      log,
    );
    const [row] = await proxied.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${stranger.id}`);
    expect(row!.isAdmin).toBe(true);
    expect(await verifyPassword(row!.passwordHash!, stranger.password)).toBe(false);
    expect(await verifyPassword(row!.passwordHash!, "operator chosen secret")).toBe(true);
    const me = await proxied.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: stranger.cookie },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe("external sign-in start", () => {
  it("is rate-limited per client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await https.app.inject({
        method: "GET",
        url: "/api/auth/oidc/start",
        remoteAddress: "10.9.9.9",
      });
      statuses.push(res.statusCode);
    }
    // Not configured here (404), but counted before the handler runs.
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
