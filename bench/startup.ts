/**
 * Start-up time: milliseconds from spawning the server to /api/ready answering 200, on a
 * database that already exists (one first run creates and seeds it), three runs each of the
 * bundle `npm start` runs (build/server-bundle/main.js, run `npm run build` first) and of the
 * source (server/main.ts) as the baseline, with the process's RSS at that moment.
 * Target: under 2 s, so a restart or a new replica serves at once.
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
import { serveArgs } from "../scripts/serve-command.ts";
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

async function startOnce(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
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
  // The bundle with the flags `npm run serve` gives it, and the source as Node runs it bare.
  const entries = { bundle: serveArgs(root), source: [path.join(root, "server/main.ts")] };
  if (!fs.existsSync(path.join(root, "build/server-bundle/main.js"))) {
    throw new Error("No server bundle: run `npm run build`.");
  }
  const first = await startOnce(entries.source, env);
  console.log(`start-up on ${kind} (${root}): first start (migrations, seed) ${first.ms} ms`);
  // Alternated, so that a busy moment on the machine hits both alike.
  type Run = { ms: number; rssMb: number };
  const runs: Record<"bundle" | "source", Run[]> = { bundle: [], source: [] };
  for (let i = 0; i < 3; i++) {
    for (const name of ["bundle", "source"] as const)
      runs[name].push(await startOnce(entries[name], env));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [
      name,
      { ms: median(r.map((x) => x.ms)), rssMb: median(r.map((x) => x.rssMb)) },
    ]),
  );
  for (const [name, r] of Object.entries(runs)) {
    console.log(
      `${name.padEnd(6)} existing database ${r.map((x) => `${x.ms} ms`).join(", ")} (median ${summary[name]!.ms} ms); RSS at ready ${r.map((x) => `${x.rssMb} MB`).join(", ")}`,
    );
  }
  console.log(
    `bundle ÷ source: time ${(summary.bundle!.ms / summary.source!.ms).toFixed(2)}, RSS ${(summary.bundle!.rssMb / summary.source!.rssMb).toFixed(2)}`,
  );
} finally {
  if (kind === "postgres") await exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
