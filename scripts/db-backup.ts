/**
 * `npm run db:backup -- FILE`: a pg_dump (plain SQL; gzip when FILE ends in .gz) of the
 * embedded database in DATA_DIR. While the server runs, the server takes it (it holds the
 * database; server/ops/backup-channel.ts); with the server stopped, this process does.
 * docs/operations.md "Backups".
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createPglite, lockDataDir, lockHolder } from "../server/db/client.ts";
import { keepNewFilesPrivate, makePrivate } from "../server/lib/private-data-dir.ts";
import { requestBackup } from "../server/ops/backup-channel.ts";
import { formatBytes, OpsError, opsConfig, runCli } from "../server/ops/cli.ts";
import { dumpPglite } from "../server/ops/pglite-dump.ts";

await runCli("db:backup", async () => {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) throw new OpsError("usage: npm run db:backup -- FILE");
  const config = opsConfig();
  if (config.DATABASE_URL) {
    throw new OpsError(
      "DATABASE_URL is set: the data lives in PostgreSQL. Back it up with pg_dump (docs/operations.md).",
    );
  }
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new OpsError(`No embedded database in ${pgliteDir} (is DATA_DIR right?)`);
  }

  const started = performance.now();
  let dump: Buffer;
  const pid = lockHolder(config.dataDir);
  if (pid) {
    console.error(`The server runs (pid ${pid}): it takes the backup; requests wait meanwhile.`);
    dump = await requestBackup(config.dataDir);
  } else {
    keepNewFilesPrivate();
    const unlock = lockDataDir(config.dataDir);
    try {
      const client = await createPglite({ dataDir: pgliteDir });
      try {
        dump = Buffer.from(await dumpPglite(client), "utf8");
      } finally {
        await client.close();
        // PGlite may have written files of its own meanwhile, in its loose modes.
        makePrivate(pgliteDir);
      }
    } finally {
      unlock();
    }
  }

  const out = path.resolve(file);
  const temp = `${out}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temp, out.endsWith(".gz") ? gzipSync(dump) : dump, { mode: 0o600 });
    fs.renameSync(temp, out);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw new OpsError(`Could not write ${out}: ${(error as Error).message}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup written: ${out} (${formatBytes(fs.statSync(out).size)}, ${formatBytes(dump.length)} of SQL, ${seconds} s)`,
  );
});
