/**
 * Admin user management: every rule, every status, and no
 * password hash in any answer.
 */
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWN_PASSWORD_VIA_ACCOUNT } from "#common/account.ts";
import type { AdminUser } from "#common/auth.ts";
import { insertLink } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { sessions, shareableLinks, users } from "../../db/schema.ts";
import { SESSION_COOKIE } from "../auth/cookies.ts";
import { SessionStore } from "../auth/session-store.ts";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true, firstName: "Alice" });
});
afterAll(async () => {
  await ctx.close();
});

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { as?: TestUser; body?: object } = {},
) {
  const cookie = (options.as ?? admin).cookie;
  return ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(options.body ? { payload: options.body } : {}),
  });
}

const noHash = (res: LightMyRequestResponse) =>
  expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail("new"),
    firstName: "Nina",
    lastName: "Newton",
    password: "a long enough password",
    confirmPassword: "a long enough password",
    isAdmin: false,
    ...overrides,
  };
}

/** A second signed-in session for a user, as from another browser. */
async function anotherSession(userId: string): Promise<string> {
  const token = await new SessionStore(ctx.database.db, 60 * 60 * 1000).create(userId);
  return `${SESSION_COOKIE}=${token}`;
}

const isSignedIn = async (cookie: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }))
    .statusCode === 200;

describe("GET /api/admin/users", () => {
  it("lists users with hasPassword, authProvider and createdAt, never a hash", async () => {
    const external = uniqueEmail("sso");
    await ctx.database.db
      .insert(users)
      .values({ email: external, authProvider: "oidc", externalSubject: "sub-list" });
    const res = await call("GET", "/api/admin/users");
    expect(res.statusCode).toBe(200);
    noHash(res);
    const list = json<AdminUser[]>(res);
    expect(Array.isArray(list)).toBe(true);
    const me = list.find((u) => u.id === admin.id)!;
    expect(me).toEqual({
      id: admin.id,
      email: admin.email,
      firstName: "Alice",
      lastName: "Tester",
      profileImageUrl: null,
      isAdmin: true,
      emailVerified: true,
      approved: true,
      hasPassword: true,
      authProvider: "manual",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const sso = list.find((u) => u.email === external)!;
    expect(sso.hasPassword).toBe(false);
    expect(sso.authProvider).toBe("oidc");
    expect(Object.keys(sso)).not.toContain("externalSubject");
  });

  it("answers 401 signed out and 403 for a regular user", async () => {
    const user = await createUser(ctx);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
    const res = await call("GET", "/api/admin/users", { as: user });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: "Admin privileges are required." });
  });
});

describe("GET /api/admin/stats", () => {
  it("counts all, admin and regular users", async () => {
    const before = json<Record<string, number>>(await call("GET", "/api/admin/stats"));
    await createUser(ctx);
    await createUser(ctx, { isAdmin: true });
    await createUser(ctx);
    const after = json<Record<string, number>>(await call("GET", "/api/admin/stats"));
    expect(Object.keys(after).sort()).toEqual(["adminUsers", "regularUsers", "totalUsers"]);
    expect(after.totalUsers).toBe(before.totalUsers! + 3);
    expect(after.adminUsers).toBe(before.adminUsers! + 1);
    expect(after.regularUsers).toBe(before.regularUsers! + 2);
    expect(after.totalUsers).toBe(await ctx.database.db.$count(users));
  });
});

describe("POST /api/admin/users", () => {
  it("answers 201 with the created user, who can then sign in", async () => {
    const body = newUser({ email: uniqueEmail("Mixed.Case"), isAdmin: true });
    const res = await call("POST", "/api/admin/users", { body });
    expect(res.statusCode).toBe(201);
    noHash(res);
    const created = json<AdminUser>(res);
    expect(created).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: "Nina",
      lastName: "Newton",
      isAdmin: true,
      hasPassword: true,
      authProvider: "manual",
    });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("isAdmin defaults to false", async () => {
    const { isAdmin: _omit, ...body } = newUser();
    const res = await call("POST", "/api/admin/users", { body });
    expect(res.statusCode).toBe(201);
    expect(json<AdminUser>(res).isAdmin).toBe(false);
  });

  it("answers 409 for a duplicate email, whatever its case", async () => {
    const body = newUser();
    expect((await call("POST", "/api/admin/users", { body })).statusCode).toBe(201);
    const res = await call("POST", "/api/admin/users", {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      message: "A user with this email already exists.",
      errors: { email: "A user with this email already exists." },
    });
  });

  it("answers 400 with the spec's create-user messages", async () => {
    const res = await call("POST", "/api/admin/users", {
      body: newUser({
        email: "nope",
        firstName: "",
        lastName: "",
        password: "short",
        confirmPassword: "short",
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toEqual({
      email: "Please enter a valid email address",
      firstName: "First name is required",
      lastName: "Last name is required",
      password: "Password must be at least 8 characters",
    });
    const mismatch = await call("POST", "/api/admin/users", {
      body: newUser({ confirmPassword: "another long password" }),
    });
    expect(json<{ errors: Record<string, string> }>(mismatch).errors).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("answers 200 with the updated user", async () => {
    const target = await createUser(ctx);
    const email = uniqueEmail("Renamed");
    const res = await call("PUT", `/api/admin/users/${target.id}`, {
      body: { email, firstName: "Renamed", lastName: "Person", isAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    noHash(res);
    expect(json<AdminUser>(res)).toMatchObject({
      id: target.id,
      email: email.toLowerCase(),
      firstName: "Renamed",
      lastName: "Person",
      isAdmin: true,
      hasPassword: true,
    });
  });

  it("keeping one's own email is not a conflict; taking another's is 409", async () => {
    const target = await createUser(ctx);
    const other = await createUser(ctx);
    const same = await call("PUT", `/api/admin/users/${target.id}`, {
      body: { email: target.email.toUpperCase(), firstName: "A", lastName: "B", isAdmin: false },
    });
    expect(same.statusCode).toBe(200);
    const taken = await call("PUT", `/api/admin/users/${target.id}`, {
      body: { email: other.email, firstName: "A", lastName: "B", isAdmin: false },
    });
    expect(taken.statusCode).toBe(409);
    expect(json<{ message: string }>(taken).message).toBe("A user with this email already exists.");
  });

  it("answers 404 for an unknown or malformed id, and 400 with the spec's messages", async () => {
    const body = { email: uniqueEmail("x"), firstName: "A", lastName: "B", isAdmin: false };
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const res = await call("PUT", `/api/admin/users/${id}`, { body });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: "User not found" });
    }
    const bad = await call("PUT", `/api/admin/users/${admin.id}`, {
      body: { email: "bad", firstName: "", lastName: "", isAdmin: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors).toEqual({
      email: "Please enter a valid email address",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });
});

describe("the last admin", () => {
  /** A database where `only` is the single admin: everyone else demoted. */
  async function makeSoleAdmin(only: TestUser) {
    await ctx.database.db.update(users).set({ isAdmin: false });
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, only.id));
  }

  it("cannot lose the flag through the privileges call or an edit (409)", async () => {
    const sole = await createUser(ctx, { isAdmin: true });
    await makeSoleAdmin(sole);
    const viaPrivileges = await call("PUT", `/api/admin/users/${sole.id}/privileges`, {
      as: sole,
      body: { isAdmin: false },
    });
    expect(viaPrivileges.statusCode).toBe(409);
    expect(json(viaPrivileges)).toEqual({
      message: "The last admin cannot lose admin privileges.",
    });
    const viaEdit = await call("PUT", `/api/admin/users/${sole.id}`, {
      as: sole,
      body: { email: sole.email, firstName: "Sole", lastName: "Admin", isAdmin: false },
    });
    expect(viaEdit.statusCode).toBe(409);
    expect(json<{ message: string }>(viaEdit).message).toBe(
      "The last admin cannot lose admin privileges.",
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sole.id));
    expect(row!.isAdmin).toBe(true);
    expect(row!.firstName).not.toBe("Sole");
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  });

  it("an admin may step down while another admin remains; a regular user can be toggled", async () => {
    const second = await createUser(ctx, { isAdmin: true });
    const stepDown = await call("PUT", `/api/admin/users/${second.id}/privileges`, {
      as: second,
      body: { isAdmin: false },
    });
    expect(stepDown.statusCode).toBe(200);
    expect(json<AdminUser>(stepDown).isAdmin).toBe(false);
    // The change applies at once: their next admin call is refused.
    expect((await call("GET", "/api/admin/users", { as: second })).statusCode).toBe(403);

    const grant = await call("PUT", `/api/admin/users/${second.id}/privileges`, {
      body: { isAdmin: true },
    });
    expect(grant.statusCode).toBe(200);
    expect(json<AdminUser>(grant).isAdmin).toBe(true);
    expect((await call("GET", "/api/admin/users", { as: second })).statusCode).toBe(200);
  });

  it("two admins demoting each other at once leave one admin", async () => {
    const a = await createUser(ctx, { isAdmin: true });
    const b = await createUser(ctx, { isAdmin: true });
    await ctx.database.db.update(users).set({ isAdmin: false });
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, b.id));
    const results = await Promise.all([
      call("PUT", `/api/admin/users/${b.id}/privileges`, { as: a, body: { isAdmin: false } }),
      call("PUT", `/api/admin/users/${a.id}/privileges`, { as: b, body: { isAdmin: false } }),
    ]);
    const admins = await ctx.database.db.select().from(users).where(eq(users.isAdmin, true));
    // Restore this file's admin before asserting, so a failure here cannot cascade.
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    expect(admins).toHaveLength(1);
    // The loser is refused either as the last admin (409) or, when the winner's change
    // landed before its own request was authorised, as no longer an admin (403).
    const [first, second] = results.map((r) => r.statusCode).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(second);
  });
});

describe("PUT /api/admin/users/{id}/password", () => {
  it("answers 204; the new password works, the old does not; all the user's sessions end", async () => {
    const target = await createUser(ctx);
    const second = await anotherSession(target.id);
    const res = await call("PUT", `/api/admin/users/${target.id}/password`, {
      body: { password: "brand new password", confirmPassword: "brand new password" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await isSignedIn(target.cookie)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(admin.cookie)).toBe(true);
    const login = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: target.email, password },
      });
    expect((await login(target.password)).statusCode).toBe(401);
    expect((await login("brand new password")).statusCode).toBe(200);
  });

  it("an admin's own password, long after signing in, is changed on /account: 400 here", async () => {
    const self = await createUser(ctx, {
      isAdmin: true,
      signedInAt: new Date(Date.now() - 20 * 60 * 1000),
    });
    const elsewhere = await anotherSession(self.id);
    const res = await call("PUT", `/api/admin/users/${self.id}/password`, {
      as: self,
      body: { password: "my new password", confirmPassword: "my new password" },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: OWN_PASSWORD_VIA_ACCOUNT });
    // Nothing changed: the old password still signs in, no session ended.
    expect(await isSignedIn(self.cookie)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(true);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: self.email, password: self.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("right after signing in, an admin changes their own password here; their session stays, the others end", async () => {
    const self = await createUser(ctx, { isAdmin: true });
    const elsewhere = await anotherSession(self.id);
    const res = await call("PUT", `/api/admin/users/${self.id}/password`, {
      as: self,
      body: { password: "my brand new password", confirmPassword: "my brand new password" },
    });
    expect(res.statusCode).toBe(204);
    expect(await isSignedIn(self.cookie)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });

  it("gives an externally created user a password (hasPassword turns true)", async () => {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email: uniqueEmail("sso-pw"), authProvider: "oidc", externalSubject: "sub-pw" })
      .returning();
    const res = await call("PUT", `/api/admin/users/${row!.id}/password`, {
      body: { password: "now has one too", confirmPassword: "now has one too" },
    });
    expect(res.statusCode).toBe(204);
    const list = json<AdminUser[]>(await call("GET", "/api/admin/users"));
    expect(list.find((u) => u.id === row!.id)).toMatchObject({
      hasPassword: true,
      authProvider: "oidc",
    });
  });

  it("answers 400 with the spec's messages and 404 for an unknown user", async () => {
    const bad = await call("PUT", `/api/admin/users/${admin.id}/password`, {
      body: { password: "short", confirmPassword: "short" },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors).toEqual({
      password: "Password must be at least 8 characters",
    });
    const mismatch = await call("PUT", `/api/admin/users/${admin.id}/password`, {
      body: { password: "long enough one", confirmPassword: "long enough two" },
    });
    expect(json<{ errors: Record<string, string> }>(mismatch).errors).toEqual({
      confirmPassword: "Passwords don't match",
    });
    const missing = await call("PUT", `/api/admin/users/${crypto.randomUUID()}/password`, {
      body: { password: "long enough one", confirmPassword: "long enough one" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("answers 204, ends the user's sessions and removes them", async () => {
    const target = await createUser(ctx);
    const res = await call("DELETE", `/api/admin/users/${target.id}`);
    expect(res.statusCode).toBe(204);
    expect(await isSignedIn(target.cookie)).toBe(false);
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, target.id));
    expect(left).toEqual([]);
    const list = json<AdminUser[]>(await call("GET", "/api/admin/users"));
    expect(list.find((u) => u.id === target.id)).toBeUndefined();
    expect((await call("DELETE", `/api/admin/users/${target.id}`)).statusCode).toBe(404);
  });

  it("an admin cannot delete themself (409)", async () => {
    const res = await call("DELETE", `/api/admin/users/${admin.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: "You cannot delete your own account." });
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });

  it("keeps the deleted user's shareable links working, now owned by the deleting admin", async () => {
    const creator = await createUser(ctx, { isAdmin: true });
    const link = await insertLink(ctx, creator.id);
    const before = await ctx.app.inject({
      method: "GET",
      url: `/api/shared/developers/${link.token}`,
    });
    expect(before.statusCode).toBe(200);

    const res = await call("DELETE", `/api/admin/users/${creator.id}`);
    expect(res.statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select()
      .from(shareableLinks)
      .where(eq(shareableLinks.id, link.id));
    expect(row!.createdBy).toBe(admin.id);
    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/shared/developers/${link.token}`,
    });
    expect(after.statusCode).toBe(200);
  });

  it("answers 404 for a malformed id", async () => {
    const res = await call("DELETE", "/api/admin/users/42");
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: "User not found" });
  });
});
