/**
 * The move out of the embedded database at scale: an embedded database of
 * BENCH_ROWS candidates (default 100,000) with BENCH_RESUME_WORDS words of résumé text each
 * (default 300) and BENCH_FILES stored files (default 1,000 of 50 KB), then each command
 * timed with its peak RSS (VmHWM): db:backup taken by the running server (the server's
 * peak too), db:restore, db:copy into a throwaway PostgreSQL database, files:copy into
 * s3rver.
 *
 *   node bench/move-out.ts      # PostgreSQL at postgres://postgres@127.0.0.1:5432
 *   BENCH_DATA_DIR=<a seeded DATA_DIR> node bench/move-out.ts   # time again without seeding
 *   BENCH_KEEP=1 node bench/move-out.ts   # keep the temp folder (its data/ is a seeded DATA_DIR)
 *
 * The server runs with the Node flags of `npm run serve` (its heap limit matters: the dump
 * passes through it). Everything it creates (a temp folder, one database) is removed at
 * the end; a BENCH_DATA_DIR is used (the server starts on it) but not deleted.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { serveArgs } from "../scripts/serve-command.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const words = Number(process.env.BENCH_RESUME_WORDS ?? 300);
const fileCount = Number(process.env.BENCH_FILES ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 3527);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "vt-move-bench-"));
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(work, "data");
const dbName = `vt_move_bench_${randomBytes(4).toString("hex")}`;
const targetUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

function peakOf(pid: number): number {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs a node script to its end: exit code, seconds and peak RSS. */
function timed(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; seconds: number; peak: number; out: string }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let peak = 0;
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    const poll = setInterval(() => {
      peak = Math.max(peak, peakOf(child.pid!));
    }, 50);
    child.on("exit", (code) => {
      clearInterval(poll);
      resolve({ code: code ?? -1, seconds: (performance.now() - started) / 1000, peak, out });
    });
  });
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

async function seed() {
  const started = performance.now();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const database = await openDatabase(config);
  await database.migrate();
  const client = database.pglite!;
  await client.query("SELECT setseed(0.42)");
  for (let from = 1; from <= rows; from += 10_000) {
    const to = Math.min(from + 9_999, rows);
    await client.query(`
      INSERT INTO candidates (full_name, email, title, summary, skills, resume_text)
      SELECT 'Candidate ' || i, 'bench' || i || '@example.com', 'Engineer',
        'Delivers production software. Candidate number ' || i || '.',
        ARRAY['TypeScript', 'PostgreSQL'],
        (SELECT string_agg('t' || floor(power(random(), 3) * 100000)::int, ' ')
           FROM generate_series(1, ${words}) AS g WHERE i > 0)
      FROM generate_series(${from}, ${to}) AS i`);
  }
  fs.mkdirSync(path.join(dataDir, "objects", "files"), { recursive: true });
  for (let i = 0; i < fileCount; i++) {
    fs.writeFileSync(path.join(dataDir, "objects", "files", randomUUID()), randomBytes(50_000));
  }
  const size = await client.query<{ size: string }>(
    "SELECT pg_size_pretty(pg_database_size(current_database())) AS size",
  );
  await database.close();
  console.log(
    `seeded ${rows} candidates (${words} résumé words each, database ${size.rows[0]!.size}) and ${fileCount} files in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  if (!process.env.BENCH_DATA_DIR) await seed();
  const env = { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn" };

  // The server, on the seeded DATA_DIR; its own peak is read while it takes the backup.
  const flags = serveArgs().filter((arg) => arg.startsWith("-"));
  const server = spawn(process.execPath, [...flags, "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 240; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const before = peakOf(server.pid!);
    const backup = await timed(["scripts/db-backup.ts", path.join(work, "backup.sql.gz")], env);
    console.log(
      `db:backup (server running): exit ${backup.code}, ${backup.seconds.toFixed(1)} s, script peak ${mb(backup.peak)}, server peak ${mb(before)} → ${mb(peakOf(server.pid!))}\n  ${backup.out.trim().split("\n").at(-1)}`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }

  const restore = await timed(["scripts/db-restore.ts", path.join(work, "backup.sql.gz")], {
    ...env,
    DATA_DIR: path.join(work, "restored"),
  });
  console.log(
    `db:restore: exit ${restore.code}, ${restore.seconds.toFixed(1)} s, peak ${mb(restore.peak)}\n  ${restore.out.trim().split("\n").at(-1)}`,
  );

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const s3dir = path.join(work, "bucket");
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: "talent-files" }],
  });
  const { port: s3port } = await s3.run();
  try {
    const copy = await timed(["scripts/db-copy.ts", "--to", targetUrl], env);
    console.log(
      `db:copy: exit ${copy.code}, ${copy.seconds.toFixed(1)} s, peak ${mb(copy.peak)}\n  ${copy.out.trim().split("\n").at(-1)}`,
    );
    const files = await timed(["scripts/files-copy.ts", "--to", "s3"], {
      ...env,
      S3_BUCKET: "talent-files",
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    });
    console.log(
      `files:copy: exit ${files.code}, ${files.seconds.toFixed(1)} s, peak ${mb(files.peak)}\n  ${files.out.trim().split("\n").at(-1)}`,
    );
  } finally {
    await s3.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

try {
  await main();
} finally {
  if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
}
