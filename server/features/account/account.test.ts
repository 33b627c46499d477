/**
 * /api/account: own password, own sessions, two-factor sign-in with
 * TOTP codes computed here from the secret, recovery codes, and ADMIN_MFA=required.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_PASSWORD_REQUIRED,
  ADMIN_MFA_REQUIRED,
  MFA_WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
} from "#common/account.ts";
import { COMMON_PASSWORD_MESSAGE } from "#common/auth.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { totpCode } from "../../../tests/support/totp.ts";
import { mfaRecoveryCodes } from "../../db/schema.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_MFA: "required" });
});
afterAll(async () => {
  await ctx?.close();
});

let ip = 0;
function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
}
const sidOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === "sid");
  if (!c?.value) throw new Error("no session cookie");
  return `sid=${c.value}`;
};
const login = (user: Pick<TestUser, "email" | "password">) =>
  call("POST", "/api/auth/login", undefined, { email: user.email, password: user.password });

describe("PUT /api/account/password", () => {
  it("changes the password after the current one; other sessions end, this one stays", async () => {
    const user = await createUser(ctx);
    const other = sidOf(await login(user));
    const body = {
      currentPassword: user.password,
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    };
    const res = await call("PUT", "/api/account/password", user.cookie, body);
    expect(res.statusCode).toBe(204);
    expect((await call("GET", "/api/auth/user", user.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", other)).statusCode).toBe(401);
    expect((await login(user)).statusCode).toBe(401);
    expect(
      (await login({ email: user.email, password: "a brand new passphrase" })).statusCode,
    ).toBe(200);
  });

  it("a wrong current password, a common or mismatched new one: 400, nothing changes", async () => {
    const user = await createUser(ctx);
    const wrong = await call("PUT", "/api/account/password", user.cookie, {
      currentPassword: "not my password",
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    const common = await call("PUT", "/api/account/password", user.cookie, {
      currentPassword: user.password,
      password: "password123",
      confirmPassword: "password123",
    });
    expect(common.statusCode).toBe(400);
    expect(json<{ errors: object }>(common).errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const mismatch = await call("PUT", "/api/account/password", user.cookie, {
      currentPassword: user.password,
      password: "a brand new passphrase",
      confirmPassword: "something else",
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await login(user)).statusCode).toBe(200);
  });
});

describe("/api/account/sessions", () => {
  it("lists own sessions with the current one marked, and ends one by id", async () => {
    const user = await createUser(ctx);
    const second = sidOf(
      await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: user.password },
        headers: { "user-agent": "Second Browser/1.0" },
        remoteAddress: "10.8.0.2",
      }),
    );
    const list = json<
      {
        id: string;
        current: boolean;
        ip: string | null;
        userAgent: string | null;
        createdAt: string;
        lastSeenAt: string;
      }[]
    >(await call("GET", "/api/account/sessions", user.cookie));
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const theOther = list.find((s) => !s.current)!;
    expect(theOther).toMatchObject({ ip: "10.8.0.2", userAgent: "Second Browser/1.0" });
    expect(Date.parse(theOther.createdAt)).not.toBeNaN();
    expect(Date.parse(theOther.lastSeenAt)).not.toBeNaN();

    // Someone else cannot end it; the owner can.
    const stranger = await createUser(ctx);
    expect(
      (await call("DELETE", `/api/account/sessions/${theOther.id}`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/auth/user", second)).statusCode).toBe(200);
    expect(
      (await call("DELETE", `/api/account/sessions/${theOther.id}`, user.cookie)).statusCode,
    ).toBe(204);
    expect((await call("GET", "/api/auth/user", second)).statusCode).toBe(401);
    expect(
      (await call("DELETE", `/api/account/sessions/${theOther.id}`, user.cookie)).statusCode,
    ).toBe(404);
  });
});

async function enrol(user: TestUser) {
  const setup = await call("POST", "/api/account/mfa/setup", user.cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = json<{ secret: string; otpauthUrl: string }>(setup);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(otpauthUrl).toContain(secret);
  const wrong = await call("POST", "/api/account/mfa/enable", user.cookie, {
    code: "000000" === totpCode(secret) ? "111111" : "000000",
  });
  expect(wrong.statusCode).toBe(400);
  const enable = await call("POST", "/api/account/mfa/enable", user.cookie, {
    code: totpCode(secret),
  });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = json<{ recoveryCodes: string[] }>(enable);
  return { secret, recoveryCodes };
}

describe("two-factor sign-in (TOTP)", () => {
  it("enrols, then sign-in asks for a code: TOTP once, recovery codes once each", async () => {
    const user = await createUser(ctx);
    const { secret, recoveryCodes } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed only.
    const stored = await ctx.database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);

    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ mfaRequired: true });
    expect(first.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const pending = first.cookies.find((c) => c.name === "mfa_pending")!;
    const pendingCookie = `mfa_pending=${pending.value}`;

    const bad = await call("POST", "/api/auth/login/mfa", pendingCookie, { code: "12345" });
    expect(bad.statusCode).toBe(401);
    expect(json(bad)).toEqual({ message: MFA_WRONG_CODE });
    const code = totpCode(secret);
    const ok = await call("POST", "/api/auth/login/mfa", pendingCookie, { code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ id: user.id, email: user.email });
    expect((await call("GET", "/api/auth/user", sidOf(ok))).statusCode).toBe(200);

    // The same TOTP code again: refused (and the finished pending sign-in is gone too).
    const again = await login(user);
    const againCookie = `mfa_pending=${again.cookies.find((c) => c.name === "mfa_pending")!.value}`;
    expect((await call("POST", "/api/auth/login/mfa", againCookie, { code })).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/auth/login/mfa", pendingCookie, { code: recoveryCodes[0] }))
        .statusCode,
    ).toBe(401);

    // A recovery code works once, in any case and with or without its dash.
    const recovery = recoveryCodes[0]!.toUpperCase().replace("-", "");
    const viaRecovery = await call("POST", "/api/auth/login/mfa", againCookie, { code: recovery });
    expect(viaRecovery.statusCode).toBe(200);
    const third = await login(user);
    const thirdCookie = `mfa_pending=${third.cookies.find((c) => c.name === "mfa_pending")!.value}`;
    expect(
      (await call("POST", "/api/auth/login/mfa", thirdCookie, { code: recoveryCodes[0] }))
        .statusCode,
    ).toBe(401);

    const status = json(await call("GET", "/api/account/mfa", user.cookie));
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
  });

  it("without a pending password step the code step is 401; five wrong codes end it", async () => {
    expect(
      (await call("POST", "/api/auth/login/mfa", undefined, { code: "123456" })).statusCode,
    ).toBe(401);
    const user = await createUser(ctx);
    const { secret } = await enrol(user);
    const res = await login(user);
    const cookie = `mfa_pending=${res.cookies.find((c) => c.name === "mfa_pending")!.value}`;
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("POST", "/api/auth/login/mfa", cookie, { code: "abcdefghij" })).statusCode,
      ).toBe(401);
    }
    expect(
      (await call("POST", "/api/auth/login/mfa", cookie, { code: totpCode(secret) })).statusCode,
    ).toBe(401);
  });

  it("setup twice is refused once on; disable needs a valid code and the password", async () => {
    // Signed in 20 minutes ago: no longer a recent sign-in (RECENT_SIGN_IN_MINUTES).
    const user = await createUser(ctx, { signedInAt: new Date(Date.now() - 20 * 60 * 1000) });
    const { secret } = await enrol(user);
    expect((await call("POST", "/api/account/mfa/setup", user.cookie)).statusCode).toBe(409);
    expect(
      (
        await call("DELETE", "/api/account/mfa", user.cookie, {
          code: "000001",
          password: user.password,
        })
      ).statusCode,
    ).toBe(400);
    // The password is asked for, so a session left open is not enough.
    const noPassword = await call("DELETE", "/api/account/mfa", user.cookie, {
      code: totpCode(secret),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(json(noPassword)).toMatchObject({ errors: { password: ACCOUNT_PASSWORD_REQUIRED } });
    expect(json(await call("GET", "/api/account/mfa", user.cookie))).toMatchObject({
      enabled: true,
    });
    // That attempt spent its code's time step: the next step's code, with the password.
    expect(
      (
        await call("DELETE", "/api/account/mfa", user.cookie, {
          code: totpCode(secret, 1),
          password: user.password,
        })
      ).statusCode,
    ).toBe(204);
    expect(json(await call("GET", "/api/account/mfa", user.cookie))).toMatchObject({
      enabled: false,
    });
    const plain = await login(user);
    expect(json(plain)).toMatchObject({ id: user.id });
  });

  it("right after signing in, the code alone turns two-factor off", async () => {
    const user = await createUser(ctx);
    const { secret } = await enrol(user);
    const res = await call("DELETE", "/api/account/mfa", user.cookie, { code: totpCode(secret) });
    expect(res.statusCode).toBe(204);
    expect(json(await call("GET", "/api/account/mfa", user.cookie))).toMatchObject({
      enabled: false,
    });
  });

  it("a wrong password keeps two-factor on, and the code it came with is spent", async () => {
    const user = await createUser(ctx);
    const { secret } = await enrol(user);
    const code = totpCode(secret, 1);
    const wrong = await call("DELETE", "/api/account/mfa", user.cookie, {
      code,
      password: "not my password at all",
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      errors: { password: WRONG_CURRENT_PASSWORD },
    });
    expect(json(await call("GET", "/api/account/mfa", user.cookie))).toMatchObject({
      enabled: true,
    });
    // That code's time step is used: it signs in no one, nor turns two-factor off.
    const pending = await login(user);
    const cookie = `mfa_pending=${pending.cookies.find((c) => c.name === "mfa_pending")!.value}`;
    expect((await call("POST", "/api/auth/login/mfa", cookie, { code })).statusCode).toBe(401);
    const again = await call("DELETE", "/api/account/mfa", user.cookie, {
      code,
      password: user.password,
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ message: MFA_WRONG_CODE });
  });

  it("a code already used to sign in cannot turn two-factor off", async () => {
    const user = await createUser(ctx);
    const { secret } = await enrol(user);
    const code = totpCode(secret, 1);
    const pending = await login(user);
    const cookie = `mfa_pending=${pending.cookies.find((c) => c.name === "mfa_pending")!.value}`;
    const signedIn = await call("POST", "/api/auth/login/mfa", cookie, { code });
    expect(signedIn.statusCode).toBe(200);
    const replay = await call("DELETE", "/api/account/mfa", sidOf(signedIn), {
      code,
      password: user.password,
    });
    expect(replay.statusCode).toBe(400);
    expect(json(await call("GET", "/api/account/mfa", user.cookie))).toMatchObject({
      enabled: true,
    });
  });
});

describe("ADMIN_MFA=required", () => {
  it("an admin without two-factor gets 403 on admin routes until they enrol", async () => {
    const admin = await createUser(ctx, { isAdmin: true });
    const blocked = await call("GET", "/api/admin/users", admin.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked)).toEqual({ message: ADMIN_MFA_REQUIRED });
    expect(json(await call("GET", "/api/account/mfa", admin.cookie))).toMatchObject({
      required: true,
      enabled: false,
    });
    await enrol(admin);
    expect((await call("GET", "/api/admin/users", admin.cookie)).statusCode).toBe(200);
    // A regular user is unaffected.
    const user = await createUser(ctx);
    expect((await call("GET", "/api/account/mfa", user.cookie)).statusCode).toBe(200);
  });
});
