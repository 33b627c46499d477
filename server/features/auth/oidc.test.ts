/**
 * External sign-in, end to end against a real OpenID provider (oidc-provider) listening
 * on 127.0.0.1: authorization code flow with PKCE, state and nonce, then account rules.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser, AuthProviders } from "#common/auth.ts";
import {
  followProviderUntil,
  startOidcProvider,
  type TestAccount,
  type TestProvider,
} from "../../../tests/support/oidc-provider.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
} from "../../../tests/support/test-app.ts";
import { users } from "../../db/schema.ts";

const SITE = "http://localhost:3000";
const REDIRECT_URI = `${SITE}/api/auth/oidc/callback`;

let provider: TestProvider;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  ctx = await createTestApp({
    PUBLIC_URL: SITE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: "Acme SSO",
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

async function start(query = "") {
  const res = await ctx.app.inject({ method: "GET", url: `/api/auth/oidc/start${query}` });
  expect(res.statusCode).toBe(302);
  const flow = cookieOf(res, "oidc_flow");
  expect(flow).toBeDefined();
  return { location: res.headers.location as string, flowCookie: `oidc_flow=${flow!.value}` };
}

const callback = (url: URL, cookie?: string) =>
  ctx.app.inject({
    method: "GET",
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });

/** The whole browser journey: start, the provider's screens, the callback. */
async function signInExternally(account: TestAccount, startQuery = "") {
  provider.signInAs(account);
  const { location, flowCookie } = await start(startQuery);
  const back = await followProviderUntil(location, REDIRECT_URI);
  const res = await callback(back, flowCookie);
  return { res, back, flowCookie };
}

async function currentUser(res: LightMyRequestResponse) {
  const sid = cookieOf(res, "sid");
  expect(sid?.value).toBeTruthy();
  const me = await ctx.app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { cookie: `sid=${sid!.value}` },
  });
  expect(me.statusCode).toBe(200);
  return json<{ id: string; email: string; firstName: string; lastName: string; isAdmin: boolean }>(
    me,
  );
}

const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${crypto.randomUUID()}`,
  email: `sso-${crypto.randomUUID().slice(0, 8)}@Example.com`,
  email_verified: true,
  given_name: "Sam",
  family_name: "Single",
  ...overrides,
});

describe("GET /api/auth/providers", () => {
  it("names the configured provider and where its sign-in starts", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.statusCode).toBe(200);
    expect(json<AuthProviders>(res)).toEqual({
      oidc: { name: "Acme SSO", startUrl: "/api/auth/oidc/start" },
      signupMode: "open",
      poolAccess: "verified",
    });
  });

  it("answers null, and the flow answers 404, when external sign-in is not configured", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: "GET", url: "/api/auth/providers" });
      expect(json(res)).toEqual({ oidc: null, signupMode: "open", poolAccess: "verified" });
      for (const url of ["/api/auth/oidc/start", "/api/auth/oidc/callback?code=x&state=y"]) {
        const flow = await plain.app.inject({ method: "GET", url });
        expect(flow.statusCode).toBe(404);
        expect(json(flow)).toEqual({ message: "External sign-in is not configured." });
      }
    } finally {
      await plain.close();
    }
  });
});

describe("the code flow", () => {
  it("starts with PKCE (S256), state and nonce, and a short-lived HttpOnly flow cookie", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/oidc/start" });
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    const p = url.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe(provider.clientId);
    expect(p.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(p.get("scope")).toBe("openid email profile");
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(p.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(p.get("nonce")).toMatch(/^[\w-]{20,}$/);
    const flow = cookieOf(res, "oidc_flow")!;
    expect(flow.httpOnly).toBe(true);
    expect(flow.sameSite).toBe("Lax");
    expect(flow.path).toBe("/api/auth/oidc");
    expect(flow.maxAge).toBe(600);
  });

  it("a first sign-in creates the user: provider 'oidc', its subject, no password", async () => {
    const person = account();
    const { res } = await signInExternally(person);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?welcome=1");
    expect(cookieOf(res, "signed_in")?.value).toBe("1");
    const me = await currentUser(res);
    expect(me).toMatchObject({
      email: person.email!.toLowerCase(),
      firstName: "Sam",
      lastName: "Single",
      isAdmin: false,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      authProvider: "oidc",
      externalSubject: person.sub,
      passwordHash: null,
    });

    const admin = await createUser(ctx, { isAdmin: true });
    const list = json<AdminUser[]>(
      await ctx.app.inject({
        method: "GET",
        url: "/api/admin/users",
        headers: { cookie: admin.cookie },
      }),
    );
    expect(list.find((u) => u.id === me.id)).toMatchObject({
      hasPassword: false,
      authProvider: "oidc",
    });
  });

  it("returns to the page the sign-in was asked for (an e-mailed admin link), a path of this site only", async () => {
    const target = "/admin/job-orders/00000000-0000-4000-8000-000000000001?section=pipeline";
    const { res } = await signInExternally(account(), `?next=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${target}&welcome=1`);
    // Another site, or nothing worth returning to, lands on the home page as before.
    for (const next of ["https://evil.example/", "//evil.example/x", "/auth?next=/admin"]) {
      const other = await signInExternally(account(), `?next=${encodeURIComponent(next)}`);
      expect(other.res.headers.location, next).toBe("/?welcome=1");
    }
  });

  it("a later sign-in with the same subject signs into the same user, with a new session", async () => {
    const person = account();
    const first = await signInExternally(person);
    const second = await signInExternally({ ...person, given_name: "Changed" });
    const a = await currentUser(first.res);
    const b = await currentUser(second.res);
    expect(b.id).toBe(a.id);
    expect(cookieOf(second.res, "sid")!.value).not.toBe(cookieOf(first.res, "sid")!.value);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, a.email));
    expect(rows).toHaveLength(1);
  });

  it("a verified email of an existing account signs into that account", async () => {
    const existing = await createUser(ctx, { firstName: "Pat" });
    const { res } = await signInExternally(
      account({ email: existing.email.toUpperCase(), given_name: "Other" }),
    );
    expect(res.headers.location).toBe("/?welcome=1");
    const me = await currentUser(res);
    expect(me.id).toBe(existing.id);
    expect(me.firstName).toBe("Pat");
    // Linking hands the account to the address's proven owner: whoever set the
    // password (perhaps not the owner) can no longer sign in with it, and their sessions end.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(401);
    const old = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: existing.cookie },
    });
    expect(old.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ passwordHash: null, authProvider: "oidc" });
  });

  it("an unverified email neither creates nor claims an account", async () => {
    const existing = await createUser(ctx);
    for (const email of [`new-${crypto.randomUUID()}@example.com`, existing.email]) {
      const { res } = await signInExternally(account({ email, email_verified: false }));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/auth?error=email_unverified");
      expect(cookieOf(res, "sid")?.value ?? "").toBe("");
    }
    const created = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.authProvider, "oidc"));
    expect(created.map((u) => u.email)).not.toContain(existing.email);
  });

  it("a callback is used once: replaying it, or arriving without the flow cookie, fails", async () => {
    const { res, back, flowCookie } = await signInExternally(account());
    expect(res.headers.location).toBe("/?welcome=1");
    const replay = await callback(back, flowCookie);
    expect(replay.headers.location).toBe("/auth?error=oidc_expired");
    const noCookie = await callback(back);
    expect(noCookie.headers.location).toBe("/auth?error=oidc_expired");
  });

  it("a code answered to another attempt's state is refused", async () => {
    provider.signInAs(account());
    const victim = await start();
    const attacker = await start();
    const back = await followProviderUntil(attacker.location, REDIRECT_URI);
    const res = await callback(back, victim.flowCookie);
    expect(res.headers.location).toBe("/auth?error=oidc_failed");
    expect(cookieOf(res, "sid")?.value ?? "").toBe("");
  });

  it("a refusal at the provider comes back as cancelled", async () => {
    const { flowCookie } = await start();
    const res = await callback(
      new URL(`${REDIRECT_URI}?error=access_denied&state=whatever`),
      flowCookie,
    );
    expect(res.headers.location).toBe("/auth?error=oidc_cancelled");
  });

  it("a provider that does not answer sends the visitor back to /auth", async () => {
    const down = await createTestApp({
      OIDC_ISSUER: "http://127.0.0.1:9/",
      OIDC_CLIENT_ID: "x",
      OIDC_CLIENT_SECRET: "y",
    });
    try {
      const res = await down.app.inject({ method: "GET", url: "/api/auth/oidc/start" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/auth?error=oidc_unavailable");
    } finally {
      await down.close();
    }
  });
});
