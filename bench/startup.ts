/**
 * Start-up time: milliseconds from spawning server/main.ts to /api/ready answering 200, on
 * a database that already exists (one first run creates and seeds it), three runs, with the
 * process's RSS at that moment. Target (issue 14): under 2 s.
 *
 *   node bench/startup.ts pglite          # embedded database in a temporary DATA_DIR
 *   node bench/startup.ts postgres        # a throwaway database on BENCH_DATABASE_URL's server
 *   BENCH_APP_ROOT=/path/to/other/checkout node bench/startup.ts postgres
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../tests/cluster/harness.ts";

const root = path.resolve(process.env.BENCH_APP_ROOT ?? path.resolve(import.meta.dirname, ".."));
const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function exec(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startOnce(env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error("the server exited");
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
      if (res?.ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Math.round(performance.now() - started);
    const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
    const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    return { ms, rssMb };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-bench-startup-"));
const dbName = `vt_bench_startup_${Date.now()}`;
const env: Record<string, string> = {
  HOST: "127.0.0.1",
  DATA_DIR: path.join(tmp, "data"),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  SEED_DEMO: "1",
  ADMIN_EMAIL: "startup@bench.test",
  ADMIN_PASSWORD: "startup-bench-password",
};
try {
  if (kind === "postgres") {
    await exec(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const first = await startOnce(env);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await startOnce(env));
  const median = runs.map((r) => r.ms).sort((a, b) => a - b)[1];
  console.log(
    `start-up on ${kind} (${root}): first ${first.ms} ms; existing database ${runs.map((r) => `${r.ms} ms`).join(", ")} (median ${median} ms); RSS at ready ${runs.map((r) => `${r.rssMb} MB`).join(", ")}`,
  );
} finally {
  if (kind === "postgres") await exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
