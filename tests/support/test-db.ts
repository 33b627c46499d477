import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import {
  createPglite,
  type Database,
  pgliteDatabase,
  postgresDatabase,
} from "../../server/db/client.ts";
import { withDatabase } from "./global-setup.ts";

/**
 * A fresh, migrated database for one test file: PGlite loaded from the run's snapshot,
 * or a new PostgreSQL database copied from the migrated template when TEST_DATABASE_URL is set.
 */
export async function freshDatabase(): Promise<Database> {
  const template = inject("postgresTemplate");
  if (template) {
    const name = `${template.template}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    } finally {
      await admin.end();
    }
    const database = postgresDatabase(withDatabase(template.adminUrl, name));
    const close = database.close;
    database.close = async () => {
      await close();
      const cleaner = new pg.Client({ connectionString: template.adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleaner.end();
    };
    return database;
  }
  const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
  const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
  await client.waitReady;
  return pgliteDatabase(client);
}
