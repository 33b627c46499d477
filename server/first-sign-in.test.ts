/**
 * The first start (no ADMIN_EMAIL / ADMIN_PASSWORD) creates `admin@localhost` and
 * prints its password; signing in with what was printed must work. The sign-in schema once
 * refused `admin@localhost` ("Invalid email address"). This is the API half on both
 * databases (the test database is PostgreSQL when TEST_DATABASE_URL is set); the real
 * server's first start, through the API and on /auth, is tests/e2e/first-start.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "#common/auth.ts";
import { createTestApp, json, type TestContext } from "../tests/support/test-app.ts";
import { ensureAdmin } from "./db/seed.ts";

let ctx: TestContext;
let printed = "";

beforeAll(async () => {
  ctx = await createTestApp();
  // What server/main.ts does on a fresh database started without an admin named.
  await ensureAdmin(ctx.database, {}, { info: () => {}, warn: () => {} }, (line) => {
    printed += `${line}\n`;
  });
});
afterAll(async () => {
  await ctx.close();
});

describe("the first start's admin", () => {
  it("signs in with the printed e-mail and password", async () => {
    const email = printed.match(/^\s*email:\s+(\S+)$/m)?.[1];
    const password = printed.match(/^\s*password:\s+(\S+)$/m)?.[1];
    expect(email).toBe("admin@localhost");
    expect(password).toBeTruthy();

    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(json<CurrentUser>(me)).toMatchObject({ email: "admin@localhost", isAdmin: true });
  });
});
