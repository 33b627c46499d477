/**
 * Migrates one database per run and hands its location to every test file, which then
 * gets its own copy cheaply: a PGlite data-directory snapshot (about 0.4 s to load), or,
 * with TEST_DATABASE_URL, a PostgreSQL template database to CREATE DATABASE … TEMPLATE from.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, pgliteDatabase, postgresDatabase } from "../../server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-tests-"));
  const cleanups: Array<() => Promise<void>> = [
    async () => fs.rmSync(tmp, { recursive: true, force: true }),
  ];

  const adminUrl = process.env.TEST_DATABASE_URL;
  // With TEST_DATABASE_URL every file's database comes from the PostgreSQL template
  // (tests/support/test-db.ts), so the PGlite snapshot would go unread: no migration for it
  // (45 s on this 2-core machine at load 20, measured 2026-11-24).
  if (adminUrl) {
    project.provide("pgliteSnapshot", "");
  } else {
    const client = await createPglite();
    const database = pgliteDatabase(client);
    await database.migrate();
    const snapshot = path.join(tmp, "migrated.tar.gz");
    const dump = await client.dumpDataDir("gzip");
    fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide("pgliteSnapshot", snapshot);
  }

  if (adminUrl) {
    const template = `vt_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const templateDb = postgresDatabase(withDatabase(adminUrl, template));
    await templateDb.migrate();
    await templateDb.close();
    project.provide("postgresTemplate", { adminUrl, template });
    cleanups.push(async () => {
      const rows = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`${template}%`],
      );
      for (const { datname } of rows.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.end();
    });
  } else {
    project.provide("postgresTemplate", null);
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
