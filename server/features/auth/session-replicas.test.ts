/**
 * Two apps on one database, like two replicas, each with its own session cache: a session
 * revoked or a user changed through any path on A is refused or seen changed by B at once,
 * although B had the session in memory. docs/decisions/054-session-cache.md.
 */
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createReplica,
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { totpCode } from "../../../tests/support/totp.ts";
import { LISTENER_APPLICATION_NAME } from "../../db/listener.ts";
import { sessions } from "../../db/schema.ts";

let a: TestContext;
let b: TestContext;
let admin: TestUser;

beforeAll(async () => {
  a = await createTestApp({ ADMIN_MFA: "required" });
  b = await createReplica(a);
  admin = await createUser(a, { isAdmin: true });
  await enrol(admin);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

let ip = 0;
function call(
  on: TestContext,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) {
  return on.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
}
const me = (on: TestContext, cookie: string) => call(on, "GET", "/api/auth/user", cookie);
const sidOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === "sid");
  if (!c?.value) throw new Error("no session cookie");
  return `sid=${c.value}`;
};
const login = (on: TestContext, user: TestUser) =>
  call(on, "POST", "/api/auth/login", undefined, { email: user.email, password: user.password });

async function enrol(user: TestUser): Promise<string> {
  const setup = await call(a, "POST", "/api/account/mfa/setup", user.cookie);
  const { secret } = json<{ secret: string }>(setup);
  const enable = await call(a, "POST", "/api/account/mfa/enable", user.cookie, {
    code: totpCode(secret),
  });
  expect(enable.statusCode).toBe(200);
  return secret;
}

/**
 * A user signed in on A whose session B has answered once, so B holds it in memory (a fresh
 * sign-in needs no "last seen" write, which would itself drop the entry everywhere).
 */
async function warmUser(options: { isAdmin?: boolean } = {}) {
  const created = await createUser(a, options);
  const user = { ...created, cookie: sidOf(await login(a, created)) };
  expect((await me(b, user.cookie)).statusCode).toBe(200);
  return user;
}

describe("a session cached on replica B", () => {
  it("is served from memory: a change no trigger announces is not seen at once", async () => {
    // Proves the cache is in use (the other tests would pass without one).
    await a.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_notify_change`);
    try {
      const user = await warmUser();
      await a.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await me(b, user.cookie)).statusCode).toBe(200);
    } finally {
      await a.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_notify_change`);
    }
  });

  it("ends at once on B when the user signs out on A", async () => {
    const user = await warmUser();
    expect((await call(a, "POST", "/api/auth/logout", user.cookie)).statusCode).toBe(204);
    expect((await me(b, user.cookie)).statusCode).toBe(401);
  });

  it("ends at once on B when it is revoked from another session on A", async () => {
    const user = await warmUser();
    const other = sidOf(await login(a, user));
    const list = json<{ id: string; current: boolean }[]>(
      await call(a, "GET", "/api/account/sessions", other),
    );
    const target = list.find((s) => !s.current)!;
    const revoked = await call(a, "DELETE", `/api/account/sessions/${target.id}`, other);
    expect(revoked.statusCode).toBe(204);
    expect((await me(b, user.cookie)).statusCode).toBe(401);
    expect((await me(b, other)).statusCode).toBe(200);
  });

  it("ends at once on B when the user changes their password on A", async () => {
    const user = await warmUser();
    const changer = sidOf(await login(a, user));
    const res = await call(a, "PUT", "/api/account/password", changer, {
      currentPassword: user.password,
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    });
    expect(res.statusCode).toBe(204);
    expect((await me(b, user.cookie)).statusCode).toBe(401);
  });

  it("ends at once on B when an admin sets the user's password on A", async () => {
    const user = await warmUser();
    const res = await call(a, "PUT", `/api/admin/users/${user.id}/password`, admin.cookie, {
      password: "another new passphrase",
      confirmPassword: "another new passphrase",
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(b, user.cookie)).statusCode).toBe(401);
  });

  it("loses admin rights at once on B when demoted on A", async () => {
    const other = await warmUser({ isAdmin: true });
    await enrol(other);
    expect((await call(b, "GET", "/api/admin/users", other.cookie)).statusCode).toBe(200);
    const res = await call(a, "PUT", `/api/admin/users/${other.id}/privileges`, admin.cookie, {
      isAdmin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(b, "GET", "/api/admin/users", other.cookie)).statusCode).toBe(403);
  });

  it("shows the new e-mail at once on B when an admin edits the user on A", async () => {
    const user = await warmUser();
    const email = `renamed-${Date.now()}@example.com`;
    const res = await call(a, "PUT", `/api/admin/users/${user.id}`, admin.cookie, {
      email,
      firstName: "Renamed",
      lastName: "User",
      isAdmin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(await me(b, user.cookie))).toMatchObject({ email, firstName: "Renamed" });
  });

  it("ends at once on B when the user is deleted on A", async () => {
    const user = await warmUser();
    const res = await call(a, "DELETE", `/api/admin/users/${user.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(b, user.cookie)).statusCode).toBe(401);
  });

  it("follows two-factor sign-in turned on and off on A at once (ADMIN_MFA=required)", async () => {
    const other = await warmUser({ isAdmin: true });
    expect((await call(b, "GET", "/api/admin/users", other.cookie)).statusCode).toBe(403);
    const secret = await enrol(other);
    expect((await call(b, "GET", "/api/admin/users", other.cookie)).statusCode).toBe(200);
    const off = await call(a, "DELETE", "/api/account/mfa", other.cookie, {
      code: totpCode(secret, 1),
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await call(b, "GET", "/api/admin/users", other.cookie)).statusCode).toBe(403);
  });

  it("ends at once on B past its absolute lifetime, changed in the database by hand", async () => {
    const user = await warmUser();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await a.database.db
      .update(sessions)
      .set({ sess: sql`${sessions.sess} || ${JSON.stringify({ createdAt: longAgo })}::jsonb` })
      .where(eq(sessions.userId, user.id));
    expect((await me(b, user.cookie)).statusCode).toBe(401);
  });

  it("is not served from memory while B's listener is down", async () => {
    const url = b.database.connectionString;
    // PGlite has no connection to lose: the fallback is covered by session-cache.test.ts.
    if (!url) return;
    const user = await warmUser();
    // End every listening connection (A's and B's), then revoke before they are back.
    const ended = (await a.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    )) as unknown as { rows: unknown[] };
    // One listening connection per replica, whatever number of caches it serves.
    expect(ended.rows.length).toBe(2);
    await a.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(b, user.cookie)).statusCode).toBe(401);
    // And once listening again, B serves (and revokes) from memory as before.
    const next = await warmUser();
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await me(b, next.cookie)).statusCode).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout", next.cookie)).statusCode).toBe(204);
    expect((await me(b, next.cookie)).statusCode).toBe(401);
  });
});
