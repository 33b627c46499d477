/**
 * The API tests' usual set-up, once: a fresh app on its own database and an admin signed
 * in, closed after the file. Registers the file's beforeAll/afterAll; the returned object
 * is filled before the tests run (read `h.ctx`, `h.admin` inside tests and hooks).
 */
import { afterAll, beforeAll } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "./test-app.ts";

export interface ApiHarness {
  ctx: TestContext;
  admin: TestUser;
}

export function apiHarness(env: Record<string, string> = {}): ApiHarness {
  const h = {} as ApiHarness;
  beforeAll(async () => {
    h.ctx = await createTestApp(env);
    h.admin = await createUser(h.ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await h.ctx.close();
  });
  return h;
}
