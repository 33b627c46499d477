/**
 * `npm run db:restore -- FILE` (server stopped): loads a db:backup file into a new embedded
 * database and puts it in DATA_DIR/pglite; the database it replaces is kept beside it
 * (DATA_DIR/pglite.before-restore-<time>) until the operator deletes it.
 * docs/operations.md "Backups".
 */
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { createPglite, lockDataDir, lockHolder } from "../server/db/client.ts";
import { keepNewFilesPrivate, makePrivate } from "../server/lib/private-data-dir.ts";
import { formatBytes, OpsError, opsConfig, runCli } from "../server/ops/cli.ts";
import { isCompleteDump } from "../server/ops/pglite-dump.ts";

await runCli("db:restore", async () => {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) throw new OpsError("usage: npm run db:restore -- FILE");
  const config = opsConfig();
  if (config.DATABASE_URL) {
    throw new OpsError(
      "DATABASE_URL is set: db:restore restores the embedded database. For PostgreSQL use psql or pg_restore (docs/operations.md).",
    );
  }
  const pid = lockHolder(config.dataDir);
  if (pid) {
    throw new OpsError(
      `The server is running on ${config.dataDir} (pid ${pid}). Stop it, then run db:restore again.`,
    );
  }
  let raw: Buffer;
  try {
    raw = fs.readFileSync(path.resolve(file));
  } catch (error) {
    throw new OpsError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const sql = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString("utf8");
  if (!isCompleteDump(sql)) {
    throw new OpsError(`${file} is not a complete backup made by db:backup (a pg_dump SQL file)`);
  }

  // The restored database is the server's account's alone, as the server keeps DATA_DIR.
  keepNewFilesPrivate();
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    throw new OpsError((error as Error).message);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.join(config.dataDir, "pglite");
  const staging = path.join(config.dataDir, `pglite.restoring-${stamp}`);
  try {
    const started = performance.now();
    console.error(
      `Loading ${formatBytes(Buffer.byteLength(sql))} of SQL into a new database in ${staging} (about 3 minutes per 100 MB)…`,
    );
    const client = await createPglite({ dataDir: staging });
    try {
      await client.exec(sql);
    } catch (error) {
      throw new OpsError(
        `The backup did not load (${(error as Error).message}); DATA_DIR is unchanged.`,
      );
    } finally {
      await client.close();
    }
    // A new PGlite database's files are mode 0666 whatever the umask.
    makePrivate(staging);
    let kept = "";
    if (fs.existsSync(target)) {
      kept = path.join(config.dataDir, `pglite.before-restore-${stamp}`);
      fs.renameSync(target, kept);
    }
    fs.renameSync(staging, target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Restored ${file} into ${target} in ${seconds} s.`);
    if (kept) console.log(`The database it replaced is in ${kept}: delete it once all is well.`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
});
