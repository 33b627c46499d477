/**
 * `npm run db:copy -- --to postgres://… [--resume] [--chunk-rows N]`: every row of the
 * embedded database in DATA_DIR into an empty PostgreSQL database, by PostgreSQL's own COPY
 * (text format out of PGlite, COPY FROM STDIN into the target), then a row count per table
 * on both sides. docs/operations.md "Moving to PostgreSQL and a bucket".
 *
 * - The target gets the committed migrations first, so its schema is the one the code
 *   expects (the source is migrated to the same point before copying).
 * - Like pg_restore, the target's foreign keys and the indexes that back no constraint are
 *   dropped before the rows go in and made again after (their definitions wait in
 *   `vt_copy.foreign_keys` and `vt_copy.indexes`): tables then go in any order (the schema
 *   has a cycle: job_orders ↔ shareable_links), adding the keys back checks every reference
 *   of the copied rows, and each search index is built once instead of row by row.
 * - Tables go in chunks; each chunk is one target transaction that also records the
 *   progress in the target's `vt_copy.progress`, so a copy that stops (a lost connection,
 *   a full disk, Ctrl-C) is continued with --resume from the last committed chunk. The
 *   vt_copy schema is dropped when the copy has been checked.
 * - A target holding data is refused; so is --resume on a target without vt_copy.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import {
  createPglite,
  lockDataDir,
  lockHolder,
  migrationsFolder,
  pgliteDatabase,
  postgresDatabase,
} from "../server/db/client.ts";
import { keepNewFilesPrivate, makePrivate } from "../server/lib/private-data-dir.ts";
import { formatCount, OpsError, opsConfig, Progress, runCli } from "../server/ops/cli.ts";

interface Table {
  schema: string;
  name: string;
  columns: string[];
  orderBy: string;
  rows: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;
const label = (t: { schema: string; name: string }) =>
  t.schema === "public" ? t.name : `${t.schema}.${t.name}`;

/** Schemas that are not the app's data: catalogs, drizzle's migration journal, our own. */
const SKIPPED_SCHEMAS = `('pg_catalog', 'information_schema', 'drizzle', 'vt_copy')`;

const TABLES_SQL = `
  SELECT n.nspname AS schema, c.relname AS name, c.oid::int AS oid
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ${SKIPPED_SCHEMAS} AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1, 2`;

/** Tables a migration fills (a singleton row): on the target they hold rows before the copy. */
function tablesFilledByMigrations(): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(migrationsFolder)) {
    if (!file.endsWith(".sql")) continue;
    const sql = fs.readFileSync(path.join(migrationsFolder, file), "utf8");
    for (const m of sql.matchAll(/INSERT\s+INTO\s+"?([\w.]+?)"?\s*[("\s]/gi)) names.add(m[1]!);
  }
  return names;
}

/** The source's tables with their copied columns (generated ones are left out). */
async function sourceTables(source: PGlite): Promise<Table[]> {
  const tables = (await source.query<{ schema: string; name: string; oid: number }>(TABLES_SQL))
    .rows;
  const byOid = new Map<number, Table>();
  for (const t of tables) {
    const columns = await source.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
       ORDER BY attnum`,
      [t.oid],
    );
    const key = await source.query<{ name: string }>(
      `SELECT a.attname AS name
       FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = $1 AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [t.oid],
    );
    const count = await source.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${qualified(t)}`,
    );
    byOid.set(t.oid, {
      schema: t.schema,
      name: t.name,
      columns: columns.rows.map((c) => c.name),
      // Without a primary key the physical order is stable: nothing writes to the source.
      orderBy: key.rows.length ? key.rows.map((c) => ident(c.name)).join(", ") : "ctid",
      rows: count.rows[0]!.n,
    });
  }
  return [...byOid.values()];
}

function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    throw new OpsError(
      "--to must be a PostgreSQL URL: postgres://user:password@host:5432/database",
    );
  }
}

async function connectTarget(url: string, where: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {}); // a lost connection fails the query in progress
  try {
    await client.connect();
  } catch (error) {
    throw new OpsError(`Cannot reach the target database ${where}: ${(error as Error).message}`);
  }
  // The candidates' rows arrive as they were, not as new changes: the change log of
  // migration 0034 is copied like any table, and its trigger logs nothing on this session.
  await client.query("SET vt.copying_rows = 'on'");
  return client;
}

/** Tables of the target that hold rows the migrations did not put there. */
async function tablesWithData(target: pg.Client, seeded: Set<string>): Promise<string[]> {
  const { rows } = await target.query<{ schema: string; name: string }>(TABLES_SQL);
  const filled: string[] = [];
  for (const t of rows) {
    if (t.schema === "public" && seeded.has(t.name)) continue;
    const r = await target.query(`SELECT 1 FROM ${qualified(t)} LIMIT 1`);
    if (r.rowCount) filled.push(label(t));
  }
  return filled;
}

await runCli("db:copy", async () => {
  const { values } = (() => {
    try {
      return parseArgs({
        options: {
          to: { type: "string" },
          resume: { type: "boolean", default: false },
          "chunk-rows": { type: "string", default: "2000" },
        },
      });
    } catch (error) {
      throw new OpsError((error as Error).message);
    }
  })();
  const url = values.to;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new OpsError(
      "usage: npm run db:copy -- --to postgres://user:password@host/db [--resume]",
    );
  }
  const chunkRows = Number(values["chunk-rows"]);
  if (!Number.isInteger(chunkRows) || chunkRows < 1) {
    throw new OpsError("--chunk-rows must be a positive whole number");
  }
  const where = describeTarget(url);
  const config = opsConfig();
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new OpsError(`No embedded database in ${pgliteDir} (is DATA_DIR right?)`);
  }
  const pid = lockHolder(config.dataDir);
  if (pid) {
    throw new OpsError(
      `The server is running on ${config.dataDir} (pid ${pid}). Stop it first: the copy needs the data to stand still.`,
    );
  }

  const target = await connectTarget(url, where);
  keepNewFilesPrivate();
  const unlock = lockDataDir(config.dataDir);
  let source: PGlite | undefined;
  try {
    const seeded = tablesFilledByMigrations();
    const started = (
      await target.query(`SELECT to_regclass('vt_copy.progress') IS NOT NULL AS started`)
    ).rows[0].started as boolean;
    if (values.resume) {
      if (!started) {
        throw new OpsError(
          `--resume: ${where} holds no copy started by db:copy. Run without --resume into an empty database.`,
        );
      }
      const recorded = await target.query<{ data_dir: string }>(
        "SELECT data_dir FROM vt_copy.source",
      );
      if (recorded.rows[0]?.data_dir !== config.dataDir) {
        throw new OpsError(
          `--resume: the copy in ${where} was started from ${recorded.rows[0]?.data_dir}, not ${config.dataDir}.`,
        );
      }
    } else {
      if (started) {
        throw new OpsError(
          `${where} holds an unfinished copy started by db:copy: run again with --resume to continue it, or use an empty database.`,
        );
      }
      const filled = await tablesWithData(target, seeded);
      if (filled.length) {
        throw new OpsError(
          `${where} already holds data (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""}). Copy into an empty database, or add --resume to continue a copy db:copy started.`,
        );
      }
    }

    console.error(`Migrating the embedded database in ${pgliteDir} and ${where}…`);
    source = await createPglite({ dataDir: pgliteDir });
    await pgliteDatabase(source).migrate();
    const targetDb = postgresDatabase(url);
    try {
      await targetDb.migrate();
    } catch (error) {
      throw new OpsError(`Migrating ${where} failed: ${(error as Error).message}`);
    } finally {
      await targetDb.close();
    }
    if (!started) {
      await target.query("BEGIN");
      await target.query(`
        CREATE SCHEMA vt_copy;
        CREATE TABLE vt_copy.source (data_dir text NOT NULL, started_at timestamptz NOT NULL DEFAULT now());
        CREATE TABLE vt_copy.progress (table_name text PRIMARY KEY, rows_done bigint NOT NULL, done boolean NOT NULL DEFAULT false);
        CREATE TABLE vt_copy.foreign_keys (table_name text NOT NULL, name text NOT NULL, definition text NOT NULL);
        CREATE TABLE vt_copy.indexes (name text PRIMARY KEY, definition text NOT NULL);`);
      await target.query("INSERT INTO vt_copy.source (data_dir) VALUES ($1)", [config.dataDir]);
      const keys = await target.query<{ table_name: string; name: string; definition: string }>(
        `INSERT INTO vt_copy.foreign_keys (table_name, name, definition)
         SELECT c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
         WHERE c.contype = 'f' AND n.nspname NOT IN ${SKIPPED_SCHEMAS}
         RETURNING table_name, name, definition`,
      );
      for (const k of keys.rows) {
        await target.query(`ALTER TABLE ${k.table_name} DROP CONSTRAINT ${ident(k.name)}`);
      }
      // Indexes that back no constraint (search: trigram, full text) are built once at the end.
      const indexes = await target.query<{ name: string }>(
        `INSERT INTO vt_copy.indexes (name, definition)
         SELECT format('%I.%I', i.schemaname, i.indexname), i.indexdef FROM pg_indexes i
         WHERE i.schemaname NOT IN ${SKIPPED_SCHEMAS}
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                           WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
         RETURNING name`,
      );
      for (const index of indexes.rows) await target.query(`DROP INDEX ${index.name}`);
      await target.query("COMMIT");
    }

    const tables = await sourceTables(source);
    const progressRows = await target.query<{
      table_name: string;
      rows_done: string;
      done: boolean;
    }>("SELECT table_name, rows_done, done FROM vt_copy.progress");
    const recorded = new Map(progressRows.rows.map((r) => [r.table_name, r]));
    const total = tables.reduce((n, t) => n + t.rows, 0);
    const already = tables.reduce((n, t) => n + Number(recorded.get(label(t))?.rows_done ?? 0), 0);
    console.error(
      `Copying ${formatCount(total)} rows in ${tables.length} tables${already ? ` (${formatCount(already)} already copied)` : ""}…`,
    );
    const progress = new Progress("rows", total - already);
    const copyStarted = performance.now();

    for (const table of tables) {
      const name = label(table);
      const mark = recorded.get(name);
      if (mark?.done) continue;
      let done = Number(mark?.rows_done ?? 0);
      const inTarget = Number(
        (await target.query(`SELECT count(*) AS n FROM ${qualified(table)}`)).rows[0].n,
      );
      const replaceSeeded = done === 0 && table.schema === "public" && seeded.has(table.name);
      if (!replaceSeeded && inTarget !== done) {
        throw new OpsError(
          `${where}: table ${name} holds ${inTarget} rows but the copy recorded ${done}. Start again on an empty database.`,
        );
      }
      const columns = table.columns.map(ident).join(", ");
      try {
        do {
          const n = Math.min(chunkRows, table.rows - done);
          const out = await source.query(
            `COPY (SELECT ${columns} FROM ${qualified(table)} ORDER BY ${table.orderBy} LIMIT ${n} OFFSET ${done}) TO '/dev/blob'`,
          );
          const bytes = new Uint8Array(
            out.blob ? await out.blob.arrayBuffer() : new ArrayBuffer(0),
          );
          await target.query("BEGIN");
          try {
            if (done === 0 && replaceSeeded) await target.query(`DELETE FROM ${qualified(table)}`);
            if (n > 0) {
              const stream = target.query(
                copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`),
              );
              await pipeline(Readable.from([bytes]), stream);
              if (stream.rowCount !== n) {
                throw new Error(`${stream.rowCount} rows arrived of the ${n} sent`);
              }
            }
            done += n;
            await target.query(
              `INSERT INTO vt_copy.progress (table_name, rows_done, done) VALUES ($1, $2, $3)
               ON CONFLICT (table_name) DO UPDATE SET rows_done = excluded.rows_done, done = excluded.done`,
              [name, done, done >= table.rows],
            );
            await target.query("COMMIT");
          } catch (error) {
            await target.query("ROLLBACK").catch(() => {});
            throw error;
          }
          progress.add(n, name);
        } while (done < table.rows);
      } catch (error) {
        if (error instanceof OpsError) throw error;
        progress.finish(name);
        throw new OpsError(
          `The copy stopped in table ${name} after ${formatCount(done)} of ${formatCount(table.rows)} rows: ${(error as Error).message}\n` +
            `Every chunk before it is committed in ${where} (recorded in vt_copy.progress). Fix the cause and run the same command with --resume.`,
        );
      }
    }
    progress.finish();

    const indexes = await target.query<{ name: string; definition: string }>(
      "SELECT name, definition FROM vt_copy.indexes ORDER BY name",
    );
    if (indexes.rows.length) console.error(`Building ${indexes.rows.length} indexes…`);
    for (const index of indexes.rows) {
      try {
        await target.query(
          index.definition.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS "),
        );
      } catch (error) {
        throw new OpsError(
          `Building index ${index.name} failed: ${(error as Error).message}. Fix the cause and run the same command with --resume.`,
        );
      }
      await target.query("DELETE FROM vt_copy.indexes WHERE name = $1", [index.name]);
    }

    // The foreign keys back: PostgreSQL checks every copied reference as it adds each one.
    const keys = await target.query<{ table_name: string; name: string; definition: string }>(
      "SELECT table_name, name, definition FROM vt_copy.foreign_keys",
    );
    await target.query("BEGIN");
    try {
      for (const k of keys.rows) {
        await target.query(
          `ALTER TABLE ${k.table_name} ADD CONSTRAINT ${ident(k.name)} ${k.definition}`,
        );
      }
      await target.query("DELETE FROM vt_copy.foreign_keys");
      await target.query("COMMIT");
    } catch (error) {
      await target.query("ROLLBACK").catch(() => {});
      throw new OpsError(
        `A foreign key does not hold on the copied rows: ${(error as Error).message}. The target is not a faithful copy: do not switch to it.`,
      );
    }

    // Sequences (none today: ids are UUIDs), so that new rows do not collide with copied ones.
    const sequences = await source.query<{ schema: string; name: string; last: string | null }>(
      `SELECT schemaname AS schema, sequencename AS name, last_value::text AS last FROM pg_sequences
       WHERE schemaname NOT IN ${SKIPPED_SCHEMAS}`,
    );
    for (const s of sequences.rows) {
      if (s.last !== null) {
        await target.query("SELECT setval($1, $2, true)", [qualified(s), s.last]);
      }
    }

    // The check: every table's row count on both sides.
    const differences: string[] = [];
    for (const table of tables) {
      const there = Number(
        (await target.query(`SELECT count(*) AS n FROM ${qualified(table)}`)).rows[0].n,
      );
      if (there !== table.rows) {
        differences.push(`${label(table)}: ${table.rows} in DATA_DIR, ${there} in the target`);
      }
    }
    if (differences.length) {
      throw new OpsError(
        `Row counts differ after the copy:\n  ${differences.join("\n  ")}\nThe target is not a faithful copy: do not switch to it.`,
      );
    }
    await target.query("DROP SCHEMA vt_copy CASCADE");
    const seconds = (performance.now() - copyStarted) / 1000;
    console.log(
      `Copied ${formatCount(total - already)} rows to ${where} in ${seconds.toFixed(1)} s; all ${tables.length} tables have the same row counts as DATA_DIR.`,
    );
  } finally {
    await source?.close().catch(() => {});
    // PGlite may have written files of its own meanwhile, in its loose modes.
    makePrivate(pgliteDir);
    unlock();
    await target.end().catch(() => {});
  }
});
