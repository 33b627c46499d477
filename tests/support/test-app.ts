import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { type App, buildApp } from "../../server/app.ts";
import { type Config, loadConfig } from "../../server/config.ts";
import { type Database, postgresDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/lib/passwords.ts";
import { freshDatabase } from "./test-db.ts";

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A Fastify app on its own fresh database, with test configuration and no logging;
 * `overrides` replace what the environment cannot set (e.g. a test's own client build).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-app-"));
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env }),
    ...overrides,
  };
  const database = await freshDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let userCounter = 0;

/** Inserts a user and signs them in through the session store, returning their cookie. */
export async function createUser(
  ctx: TestContext,
  options: {
    isAdmin?: boolean;
    email?: string;
    password?: string;
    firstName?: string;
    /** false: a self-registered account that has not confirmed its address yet. */
    emailVerified?: boolean;
    /** false: not approved by an admin (what POOL_ACCESS=approved asks for). */
    approved?: boolean;
    /** When the session's sign-in happened (default now): older than RECENT_SIGN_IN_MINUTES
     * makes sensitive changes of one's own account ask for the password. */
    signedInAt?: Date;
  } = {},
): Promise<TestUser> {
  userCounter++;
  const email = options.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const password = options.password ?? "correct horse battery";
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? `User${userCounter}`,
      lastName: "Tester",
      passwordHash: await hashPassword(password),
      isAdmin: options.isAdmin ?? false,
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
      approvedAt: options.approved === false ? null : new Date(),
    })
    .returning();
  const { SessionStore } = await import("../../server/features/auth/session-store.ts");
  const { SESSION_COOKIE } = await import("../../server/features/auth/cookies.ts");
  const token = await new SessionStore(ctx.database.db, 60 * 60 * 1000).create(row!.id);
  if (options.signedInAt) {
    const { sessions } = await import("../../server/db/schema.ts");
    const { hashToken } = await import("../../server/features/auth/session-store.ts");
    const { eq, sql } = await import("drizzle-orm");
    await ctx.database.db
      .update(sessions)
      .set({
        sess: sql`${sessions.sess} || ${JSON.stringify({ createdAt: options.signedInAt.toISOString() })}::jsonb`,
      })
      .where(eq(sessions.sid, hashToken(token)));
  }
  return { id: row!.id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/**
 * Another app on the same database as `ctx`, like a second replica: its own caches and, on
 * PostgreSQL, its own connections (PGlite is one backend in this process, so it is shared).
 */
export async function createReplica(ctx: TestContext): Promise<TestContext> {
  const url = ctx.database.connectionString;
  const database = url ? postgresDatabase(url) : ctx.database;
  const app = await buildApp({ config: ctx.config, database });
  await app.ready();
  return {
    app,
    database,
    config: ctx.config,
    close: async () => {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}
