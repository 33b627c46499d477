/**
 * Sign-up, sign-in, sign-out and sessions: the forms' rules, every status, no hash answered.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
} from "../../../tests/support/test-app.ts";
import { sessions, users } from "../../db/schema.ts";
import {
  FAILED_LOGINS_PER_CLIENT,
  FAILED_LOGINS_PER_EMAIL_AND_CLIENT,
  REGISTRATIONS_PER_EMAIL,
} from "./attempt-limits.ts";
import { hashToken } from "./session-store.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
/** A distinct client address, so per-client limits of one test do not touch another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: "a long enough password",
    confirmPassword: "a long enough password",
    firstName: "Ada",
    lastName: "Lovelace",
    ...overrides,
  };
}

function post(url: string, payload: object, options: { ip?: string; cookie?: string } = {}) {
  return ctx.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

/** The `sid=…` pair of a response's Set-Cookie, for sending it back. */
function sessionCookie(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === "sid");
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(res.headers["set-cookie"])}`);
  return `sid=${sid.value}`;
}

const currentUser = (cookie: string) =>
  ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("POST /api/auth/register", () => {
  it("answers 201 with the user, signed in, without any password hash", async () => {
    const email = uniqueEmail("Ada.Register");
    const res = await post("/api/auth/register", registration(email));
    expect(res.statusCode).toBe(201);
    const body = json<Record<string, unknown>>(res);
    expect(body).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
      isAdmin: false,
      // A sign-up has yet to confirm its address before it reads the pool.
      emailVerified: false,
      approved: false,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

    const me = await currentUser(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(body);

    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.id, body.id as string));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.authProvider).toBe("manual");
  });

  it("answers 409 for an email already taken, whatever its case", async () => {
    const email = uniqueEmail("taken");
    expect((await post("/api/auth/register", registration(email))).statusCode).toBe(201);
    const again = await post("/api/auth/register", registration(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(
      "An account with this email already exists.",
    );
    expect(again.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("answers 400 with the spec's messages", async () => {
    const res = await post(
      "/api/auth/register",
      registration("not-an-email", {
        password: "short",
        confirmPassword: "different",
        firstName: "",
        lastName: " ",
      }),
    );
    expect(res.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, string> }>(res);
    expect(errors.email).toBe("Invalid email address");
    expect(errors.password).toBe("Password must be at least 8 characters");
    expect(errors.firstName).toBe("First name is required");
    expect(errors.lastName).toBe("Last name is required");

    const mismatch = await post(
      "/api/auth/register",
      registration(uniqueEmail("mismatch"), { confirmPassword: "another long password" }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(mismatch).errors).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe("POST /api/auth/login", () => {
  it("answers 200 with the user and a session cookie that works", async () => {
    const user = await createUser(ctx, { firstName: "Grace" });
    const res = await post("/api/auth/login", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Grace",
      lastName: "Tester",
      profileImageUrl: null,
      isAdmin: false,
      emailVerified: true,
      approved: true,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    expect((await currentUser(sessionCookie(res))).statusCode).toBe(200);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and the readable signed_in hint", async () => {
    const user = await createUser(ctx);
    const res = await post("/api/auth/login", { email: user.email, password: user.password });
    const sid = res.cookies.find((c) => c.name === "sid")!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe("Lax");
    expect(sid.path).toBe("/");
    expect(sid.secure).toBeFalsy();
    expect(sid.maxAge).toBe(14 * 24 * 60 * 60);
    expect(Buffer.from(sid.value, "base64url")).toHaveLength(32);
    const hint = res.cookies.find((c) => c.name === "signed_in")!;
    expect(hint.value).toBe("1");
    expect(hint.httpOnly).toBeFalsy();
  });

  it("stores only the hash of the session token", async () => {
    const user = await createUser(ctx);
    const res = await post("/api/auth/login", { email: user.email, password: user.password });
    const token = sessionCookie(res).slice("sid=".length);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.sid)).toContain(hashToken(token));
    expect(rows.map((r) => r.sid)).not.toContain(token);
  });

  it("matches the email case-insensitively", async () => {
    const user = await createUser(ctx);
    const res = await post("/api/auth/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 `Invalid email or password` for a wrong password or an unknown email", async () => {
    const user = await createUser(ctx);
    for (const payload of [
      { email: user.email, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: user.password },
    ]) {
      const res = await post("/api/auth/login", payload);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: "Invalid email or password" });
      expect(res.cookies.find((c) => c.name === "sid" && c.value)).toBeUndefined();
    }
  });

  it("answers 401 for an account without a password (external sign-in)", async () => {
    const email = uniqueEmail("external");
    await ctx.database.db
      .insert(users)
      .values({ email, authProvider: "oidc", externalSubject: "sub-1", passwordHash: null });
    const res = await post("/api/auth/login", { email, password: "anything at all" });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: "Invalid email or password" });
  });

  it("answers 400 with the spec's sign-in messages", async () => {
    const res = await post("/api/auth/login", { email: "nope", password: "" });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
  });

  it("starts a new session at every sign-in and ends the one the browser came with", async () => {
    const user = await createUser(ctx);
    const credentials = { email: user.email, password: user.password };
    const first = sessionCookie(await post("/api/auth/login", credentials));
    const second = sessionCookie(await post("/api/auth/login", credentials, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it("refuses a sign-in posted from a foreign Origin", async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe("sessions", () => {
  it("logout ends the session on the server and clears both cookies", async () => {
    const user = await createUser(ctx);
    const cookie = sessionCookie(
      await post("/api/auth/login", { email: user.email, password: user.password }),
    );
    const res = await post("/api/auth/logout", {}, { cookie });
    expect(res.statusCode).toBe(204);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.sid!.value).toBe("");
    expect(cleared.signed_in!.value).toBe("");
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it("an expired session answers 401 and its cookies are cleared", async () => {
    const user = await createUser(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await currentUser(user.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");
  });

  it("the expiry slides forward with use", async () => {
    const user = await createUser(ctx);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ expire: soon })
      .where(eq(sessions.userId, user.id));
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
  });
  // Secure cookies follow HTTPS, not NODE_ENV: server/features/auth/security.test.ts.
});

describe("attempt limits", () => {
  function expectTooMany(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(json<{ message: string }>(res).message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minutes)\.$/,
    );
  }

  it("limits sign-in attempts per client", async () => {
    const ip = freshIp();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 31; i++) {
      last = await post("/api/auth/login", { email: "x", password: "" }, { ip });
    }
    expectTooMany(last!);
    // Another client is not affected.
    const other = await post("/api/auth/login", { email: "x", password: "" });
    expect(other.statusCode).toBe(400);
  });

  it("limits failed sign-ins per address and client; another client still gets in", async () => {
    const user = await createUser(ctx);
    const attacker = freshIp();
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL_AND_CLIENT.max; i++) {
      const res = await post(
        "/api/auth/login",
        { email: user.email, password: `wrong ${i}` },
        { ip: attacker },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      "/api/auth/login",
      { email: user.email.toUpperCase(), password: user.password },
      { ip: attacker },
    );
    expectTooMany(blocked);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(json<{ message: string }>(blocked).message).toBe(
      "Too many attempts. Please try again in 15 minutes.",
    );
    // The owner, from their own client, is not locked out by someone else's guesses.
    const owner = await post("/api/auth/login", { email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
  });

  it("limits failed sign-ins per client across many addresses", async () => {
    const ip = freshIp();
    for (let i = 0; i < FAILED_LOGINS_PER_CLIENT.max; i++) {
      const res = await post(
        "/api/auth/login",
        { email: uniqueEmail("spray"), password: "wrong password" },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(
      await post("/api/auth/login", { email: uniqueEmail("spray"), password: "x" }, { ip }),
    );
  });

  it("successful sign-ins do not use up an email's allowance", async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL_AND_CLIENT.max + 2; i++) {
      const res = await post("/api/auth/login", { email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
    }
  });

  it("limits sign-ups per email", async () => {
    const email = uniqueEmail("spam");
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_EMAIL.max; i++) {
      statuses.push((await post("/api/auth/register", registration(email))).statusCode);
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_EMAIL.max)).toEqual([
      201,
      ...Array(REGISTRATIONS_PER_EMAIL.max - 1).fill(409),
    ]);
    expectTooMany(await post("/api/auth/register", registration(email)));
  });

  it("limits sign-ups per client", async () => {
    const ip = freshIp();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 31; i++) {
      last = await post("/api/auth/register", { email: "x" }, { ip });
    }
    expectTooMany(last!);
  });
});
