/**
 * Growing out of the embedded database to PostgreSQL and a bucket without losing anything,
 * end to end with the real commands as child processes:
 * 1. a server on PGlite in DATA_DIR, filled through the API (users with passwords and
 *    two-factor, candidates with files, a link with a visit, seconds and a verdict, a
 *    campaign, an inquiry, and the audit rows those write);
 * 2. `db:backup` while two writers add candidates, and `db:restore` of it: the restored
 *    database holds every fixture and, of each writer's candidates, a gap-free prefix (a
 *    state that existed); `db:restore` refuses while the server runs;
 * 3. `db:copy` into a throwaway PostgreSQL database: refused on an unreachable target, cut
 *    off by a target that fails mid-way, refused again without --resume, finished with it;
 *    refused on a target holding data;
 * 4. `files:copy --to s3` into s3rver: a missing bucket refused, every file copied, then
 *    all skipped on a second run;
 * 5. the server on that PostgreSQL database and bucket: the old passwords and the TOTP
 *    second factor sign in, every file is served byte-identical under its old path, and
 *    every table holds as many rows as DATA_DIR.
 * PostgreSQL: TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createPglite, openDatabase, postgresDatabase } from "../server/db/client.ts";
import { serveBackups } from "../server/ops/backup-channel.ts";
import { isCompleteDump } from "../server/ops/pglite-dump.ts";
import { openToOthers } from "../tests/support/file-modes.ts";
import { withDatabase } from "../tests/support/global-setup.ts";
import { attachFile } from "../tests/support/link-fixtures.ts";
import { pdf, png } from "../tests/support/sample-files.ts";
import { createUser, json, type TestContext, type TestUser } from "../tests/support/test-app.ts";
import { totpCode } from "../tests/support/totp.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs one of the npm scripts' files; never throws, answers its exit code and output. */
async function script(file: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith("S3_") && k !== "DATABASE_URL" && k !== "DATA_DIR",
    ),
  );
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, file), ...args], {
      cwd: root,
      env: { ...clean, NODE_ENV: "test", ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function tableCounts(query: (sql: string) => Promise<Array<Record<string, unknown>>>) {
  const tables = await query(
    `SELECT format('%I.%I', n.nspname, c.relname) AS t FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
       AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { t } of tables) {
    const [row] = await query(`SELECT count(*)::int AS n FROM ${t}`);
    counts[t as string] = Number(row!.n);
  }
  return counts;
}

/** The definitions of every constraint and index of a database's public schema. */
async function schemaOf(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ def: string }>(
      `SELECT conname || ' ' || pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE connamespace = 'public'::regnamespace
       UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
    );
    return rows.map((r) => r.def);
  } finally {
    await c.end();
  }
}

const pgliteCounts = (client: PGlite) =>
  tableCounts(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);

let work: string;
let dataDir: string;
let ctx: TestContext;
let stopBackups: () => Promise<void>;
let s3: S3rver;
let s3Env: Record<string, string>;
const databases: string[] = [];

const users: Array<TestUser & { mfaSecret?: string }> = [];
const files = new Map<string, Buffer>(); // stored path → bytes
let adminUser: TestUser;

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, cookie?: string) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.27.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });

async function newDatabase(): Promise<string> {
  const name = `vt_migrate_out_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  return withDatabase(adminUrl, name);
}

beforeAll(async () => {
  await admin((c) => c.query("SELECT 1")).catch((error: Error) => {
    throw new Error(
      `This test copies into PostgreSQL at ${new URL(adminUrl).host}, which does not answer (${error.message}). Start it, or set TEST_DATABASE_URL to a server this test may create databases on.`,
    );
  });
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vt-move-"));
  dataDir = path.join(work, "data");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  ctx = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  stopBackups = await serveBackups(dataDir, database.pglite!, app.log);

  const s3dir = path.join(work, "bucket");
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: "talent-files" }],
  });
  const { port } = await s3.run();
  s3Env = {
    S3_BUCKET: "talent-files",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  };
}, 120_000);

afterAll(async () => {
  await stopBackups?.();
  await ctx?.close().catch(() => {});
  await s3?.close();
  for (const name of databases) {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
  }
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("moving out of the embedded database", () => {
  it("fills the embedded database through the API", { timeout: 120_000 }, async () => {
    adminUser = await createUser(ctx, { isAdmin: true, password: "admin password 27" });
    users.push(adminUser);
    const recruiter = await createUser(ctx, { password: "recruiter password 27" });
    const setup = await call("POST", "/api/account/mfa/setup", undefined, recruiter.cookie);
    const { secret } = json<{ secret: string }>(setup);
    const enable = await call(
      "POST",
      "/api/account/mfa/enable",
      { code: totpCode(secret) },
      recruiter.cookie,
    );
    expect(enable.statusCode, enable.body).toBe(200);
    users.push({ ...recruiter, mfaSecret: secret });

    const candidateIds: string[] = [];
    for (const [i, name] of ["Grace Hopper", "Alan Turing", "Edsger Dijkstra"].entries()) {
      const res = await call(
        "POST",
        "/api/candidates",
        { fullName: name, email: `move${i}@example.com`, title: "Engineer" },
        adminUser.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
      candidateIds.push(json<{ id: string }>(res).id);
    }
    for (const [i, id] of candidateIds.slice(0, 2).entries()) {
      const resume = pdf(`Résumé ${i} ${randomBytes(64).toString("hex")}`);
      files.set(await attachFile(ctx, adminUser.cookie, id, "resume", resume), resume);
      const photo = png({ padTo: 20_000 + i, rgb: [i * 40, 90, 200] });
      files.set(await attachFile(ctx, adminUser.cookie, id, "profile-photo", photo), photo);
    }

    const link = await call(
      "POST",
      "/api/admin/shareable-links",
      { customerName: "Initech", customerEmail: "talent@initech.example", candidateIds },
      adminUser.cookie,
    );
    expect(link.statusCode, link.body).toBe(201);
    const { token } = json<{ token: string }>(link);
    const visit = await call("GET", `/api/shared/developers/${token}`);
    expect(visit.statusCode).toBe(200);
    const visitor = `vt_visitor=${visit.cookies.find((c) => c.name === "vt_visitor")!.value}`;
    await call("GET", `/api/shared/developers/${token}/${candidateIds[0]}`, undefined, visitor);
    const beacon = await call(
      "POST",
      `/api/shared/${token}/visits/beacon`,
      { developerId: candidateIds[0], seconds: 9 },
      visitor,
    );
    expect(beacon.statusCode).toBe(204);
    const verdict = await call("PUT", `/api/shared/${token}/verdicts/${candidateIds[0]}`, {
      verdict: "interested",
    });
    expect(verdict.statusCode, verdict.body).toBe(200);

    const campaign = await call(
      "POST",
      "/api/admin/campaigns",
      {
        name: "Spring outreach",
        subject: "Hello {{firstName}}",
        body: "Hi **{{firstName}}**",
        audience: { source: "inquiries" },
      },
      adminUser.cookie,
    );
    expect(campaign.statusCode, campaign.body).toBe(201);
    const inquiry = await call("POST", "/api/contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      hiringNeeds: "backend",
      message: "We need two backend engineers.",
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);

    const counts = await pgliteCounts(ctx.database.pglite!);
    for (const table of [
      "users",
      "user_mfa",
      "candidates",
      "shareable_links",
      "link_visits",
      "link_verdicts",
      "campaigns",
      "contact_inquiries",
      "audit_log",
    ]) {
      const found = Object.entries(counts).find(([t]) => t === `public.${table}`);
      expect(found?.[1], `rows in ${table}`).toBeGreaterThan(0);
    }
  });

  it("backs up while writes go on, refuses to restore under a running server, restores a state that existed", {
    timeout: 240_000,
  }, async () => {
    const client = ctx.database.pglite!;
    const before = await pgliteCounts(client);
    const acked = [0, 0];
    let stop = false;
    let failed: string | undefined;
    const writer = async (w: number) => {
      while (!stop && !failed) {
        const i = acked[w]!;
        const res = await call(
          "POST",
          "/api/candidates",
          { fullName: `Load ${w} ${i}`, email: `load-${w}-${i}@example.com`, title: "Engineer" },
          adminUser.cookie,
        );
        if (res.statusCode !== 201) failed = `write ${w}/${i}: ${res.statusCode} ${res.body}`;
        else acked[w] = i + 1;
      }
    };
    const until = async (done: () => boolean) => {
      while (!done()) {
        if (failed) throw new Error(`a write failed during the backup: ${failed}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const writers = [writer(0), writer(1)];
    await until(() => acked.every((n) => n >= 3));
    const atStart = [...acked];
    const file = path.join(work, "backup.sql.gz");
    const backup = await script("scripts/db-backup.ts", [file], { DATA_DIR: dataDir });
    const atEnd = [...acked];
    await until(() => acked.every((n, w) => n >= atEnd[w]! + 3));
    stop = true;
    await Promise.all(writers);
    expect(failed).toBeUndefined();
    expect(backup.out).toContain("The server runs");
    expect(backup.code, backup.out).toBe(0);
    const after = await pgliteCounts(client);

    const refused = await script("scripts/db-restore.ts", [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`The server is running on ${dataDir}`);

    const restoreDir = path.join(work, "restored");
    const restored = await script("scripts/db-restore.ts", [file], { DATA_DIR: restoreDir });
    expect(restored.code, restored.out).toBe(0);
    // The restored database is the server's account's alone, as the server keeps DATA_DIR.
    if (process.platform !== "win32") expect(openToOthers(restoreDir)).toEqual([]);
    const copy = await createPglite({ dataDir: path.join(restoreDir, "pglite") });
    try {
      const counts = await pgliteCounts(copy);
      for (const [table, n] of Object.entries(before)) {
        if (after[table] === n) expect(counts[table], table).toBe(n);
        else expect(counts[table], table).toBeGreaterThanOrEqual(n);
      }
      // Each writer's candidates: a gap-free prefix of what it wrote, taken mid-load.
      for (const w of [0, 1]) {
        const { rows } = await copy.query<{ full_name: string }>(
          "SELECT full_name FROM candidates WHERE full_name LIKE $1",
          [`Load ${w} %`],
        );
        const seen = rows.map((r) => Number(r.full_name.split(" ")[2])).sort((a, b) => a - b);
        expect(seen).toEqual(seen.map((_, i) => i));
        expect(seen.length).toBeGreaterThanOrEqual(atStart[w]!);
        expect(seen.length).toBeLessThanOrEqual(atEnd[w]!);
      }
      // The admin's password hash and the second factor came back as they were.
      const { rows } = await copy.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = $1",
        [adminUser.email],
      );
      const live = await client.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = $1",
        [adminUser.email],
      );
      expect(rows[0]!.password_hash).toBe(live.rows[0]!.password_hash);
    } finally {
      await copy.close();
    }
  });

  let targetUrl: string;
  let sourceCounts: Record<string, number>;

  it("db:copy refuses what it must, resumes a copy cut off mid-way, and checks every count", {
    timeout: 240_000,
  }, async () => {
    // The server stops first: the copy needs the data to stand still.
    await stopBackups();
    await ctx.close();
    const env = { DATA_DIR: dataDir };

    // With the server stopped, db:backup opens the database itself.
    const offline = path.join(work, "offline.sql");
    const backup = await script("scripts/db-backup.ts", [offline], env);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).not.toContain("The server runs");
    expect(isCompleteDump(fs.readFileSync(offline, "utf8"))).toBe(true);

    const unreachable = await script(
      "scripts/db-copy.ts",
      ["--to", "postgres://postgres@127.0.0.1:1/nowhere"],
      env,
    );
    expect(unreachable.code).toBe(1);
    expect(unreachable.out).toContain("Cannot reach the target database 127.0.0.1:1/nowhere");

    // A target that fails part-way: its disk "fills up" on the first verdict row.
    targetUrl = await newDatabase();
    const target = postgresDatabase(targetUrl);
    await target.migrate();
    await target.close();
    const migrated = await schemaOf(targetUrl);
    await admin(async () => {
      const c = new pg.Client({ connectionString: targetUrl });
      await c.connect();
      await c.query(`
        CREATE FUNCTION full_disk() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$;
        CREATE TRIGGER full_disk BEFORE INSERT ON link_verdicts FOR EACH ROW EXECUTE FUNCTION full_disk();`);
      await c.end();
    });
    const cut = await script("scripts/db-copy.ts", ["--to", targetUrl, "--chunk-rows", "5"], env);
    expect(cut.code).toBe(1);
    expect(cut.out).toContain("The copy stopped in table link_verdicts after 0 of 1 rows");
    expect(cut.out).toContain("No space left on device");
    expect(cut.out).toContain("run the same command with --resume");

    const again = await script("scripts/db-copy.ts", ["--to", targetUrl], env);
    expect(again.code).toBe(1);
    expect(again.out).toContain("holds an unfinished copy started by db:copy");

    const db = new pg.Client({ connectionString: targetUrl });
    await db.connect();
    await db.query("DROP TRIGGER full_disk ON link_verdicts; DROP FUNCTION full_disk()");
    await db.end();
    const resumed = await script(
      "scripts/db-copy.ts",
      ["--to", targetUrl, "--resume", "--chunk-rows", "5"],
      env,
    );
    expect(resumed.code, resumed.out).toBe(0);
    expect(resumed.out).toMatch(/all \d+ tables have the same row counts as DATA_DIR/);

    const full = await script("scripts/db-copy.ts", ["--to", targetUrl], env);
    expect(full.code).toBe(1);
    expect(full.out).toContain("already holds data");
    const noCopy = await script("scripts/db-copy.ts", ["--to", targetUrl, "--resume"], env);
    expect(noCopy.code).toBe(1);
    expect(noCopy.out).toContain("holds no copy started by db:copy");

    // The foreign keys and indexes set aside for the copy are all back, as migrated.
    expect(await schemaOf(targetUrl)).toEqual(migrated);
    const source = await createPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      sourceCounts = await pgliteCounts(source);
    } finally {
      await source.close();
    }
    const copied = new pg.Client({ connectionString: targetUrl });
    await copied.connect();
    try {
      expect(await tableCounts(async (sql) => (await copied.query(sql)).rows)).toEqual(
        sourceCounts,
      );
    } finally {
      await copied.end();
    }
  });

  it("files:copy checks every object into the bucket and skips what is there", {
    timeout: 120_000,
  }, async () => {
    const missing = await script("scripts/files-copy.ts", ["--to", "s3"], {
      DATA_DIR: dataDir,
      ...s3Env,
      S3_BUCKET: "no-such-bucket",
    });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("Cannot use the bucket no-such-bucket");

    const first = await script("scripts/files-copy.ts", ["--to", "s3"], {
      DATA_DIR: dataDir,
      ...s3Env,
    });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`${files.size} copied, 0 already there, 0 failed`);
    const second = await script("scripts/files-copy.ts", ["--to", "s3"], {
      DATA_DIR: dataDir,
      ...s3Env,
    });
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain(`0 copied, ${files.size} already there, 0 failed`);
  });

  it("the server on PostgreSQL and the bucket serves the same users, files and history", {
    timeout: 120_000,
  }, async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(work, "scratch"),
      DATABASE_URL: targetUrl,
      ...s3Env,
    });
    const c = new pg.Client({ connectionString: targetUrl });
    await c.connect();
    try {
      expect(await tableCounts(async (sql) => (await c.query(sql)).rows)).toEqual(sourceCounts);
    } finally {
      await c.end();
    }
    const database = postgresDatabase(targetUrl);
    await database.migrate();
    const app = await buildApp({ config, database });
    await app.ready();
    ctx = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };

    for (const user of users) {
      const login = await call("POST", "/api/auth/login", {
        email: user.email,
        password: user.password,
      });
      expect(login.statusCode, login.body).toBe(200);
      if (user.mfaSecret) {
        expect(json(login)).toEqual({ mfaRequired: true });
        const pending = login.cookies.find((c) => c.name === "mfa_pending")!;
        const code = await call(
          "POST",
          "/api/auth/login/mfa",
          { code: totpCode(user.mfaSecret) },
          `mfa_pending=${pending.value}`,
        );
        expect(code.statusCode, code.body).toBe(200);
      }
    }
    const wrong = await call("POST", "/api/auth/login", {
      email: adminUser.email,
      password: "not it",
    });
    expect(wrong.statusCode).toBe(401);

    for (const [stored, bytes] of files) {
      const res = await call("GET", stored, undefined, adminUser.cookie);
      expect(res.statusCode, stored).toBe(200);
      expect(Buffer.compare(res.rawPayload, bytes), stored).toBe(0);
    }

    const list = await call("GET", "/api/admin/shareable-links", undefined, adminUser.cookie);
    expect(
      json<Array<{ summary: { visits: number; interested: number } }>>(list)[0]!.summary,
    ).toMatchObject({
      visits: 1,
      interested: 1,
    });
  });
});
