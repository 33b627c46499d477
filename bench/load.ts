/**
 * Throughput of the hot requests: autocannon against the app (the bundle `npm start` runs, one process,
 * on a throwaway PostgreSQL database with the demo candidates) and, in the same run,
 * against a bare node:http server answering each request with the very bytes the app sent.
 * The ratio app/bare is what to compare between runs and machines; absolute figures move.
 *
 *   npm run bench:load                          # needs a client build (npm run build)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=100,200 BENCH_DATABASE_URL=postgres://… npm run bench:load
 *   BENCH_APP_ROOT=/path/to/other/checkout npm run bench:load   # the same bench, that server
 *   BENCH_ONLY='/api/candidates' npm run bench:load   # only the rows whose name has one of these
 *   BENCH_ENTRY=server/main.ts npm run bench:load     # the server from its sources, no bundle
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:load   # flags for the app's node
 *
 * Targets (issue 14): one candidate ≥ 0.5× bare, 0 errors, peak RSS under 250 MB at 200
 * connections, customer views counted exactly (a view the per-link limit refuses with 429
 * is not counted, so the count must equal the 200 answers).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { serveArgs } from "../scripts/serve-command.ts";
import { freePort, waitFor } from "../tests/cluster/harness.ts";

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

async function main() {
  // BENCH_APP_ROOT: run another checkout's server (e.g. the previous commit) for a before/after.
  const root = path.resolve(process.env.BENCH_APP_ROOT ?? path.resolve(import.meta.dirname, ".."));
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "100,200").split(",").map(Number);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (!fs.existsSync(path.join(root, "build/client/index.html"))) {
    throw new Error("No client build: run `npm run build` first.");
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-bench-load-"));
  const dbName = `vt_bench_load_${Date.now()}`;
  const exec = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await exec(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const appPort = await freePort();
  const barePort = await freePort();
  const app = `http://127.0.0.1:${appPort}`;
  const credentials = { email: "bench@load.test", password: "bench-admin-password" };
  // The server as that checkout's `npm run serve` runs it (scripts/serve-command.ts);
  // BENCH_ENTRY=server/main.ts: the sources instead (a checkout without a bundle, a quick try).
  const entry = process.env.BENCH_ENTRY;
  // BENCH_NODE_ARGS: more flags for the app's node only (a CPU profile, --trace-gc), after
  // the serve script's own, so that a V8 flag given in both is the bench's.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const serverArgs = entry ? [path.join(root, entry)] : serveArgs(root);
  const script = serverArgs.pop()!;
  const server = spawn(process.execPath, [...serverArgs, ...nodeArgs, script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl.toString(),
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: app,
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_EMAIL: credentials.email,
      ADMIN_PASSWORD: credentials.password,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    await waitFor(async () => {
      if (server.exitCode !== null) throw new Error("the app exited");
      return (await fetch(`${app}/api/ready`).catch(() => null))?.ok ?? false;
    }, "the app");
    const idleRss = rssOf(server.pid!);

    // Signed in as the admin; a link over every candidate for the customer listing.
    const login = await fetch(`${app}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const authed = { cookie };
    const list = (await (
      await fetch(`${app}/api/candidates?limit=24`, { headers: authed })
    ).json()) as {
      id: string;
    }[];
    const newLink = async () => {
      const res = await fetch(`${app}/api/admin/shareable-links`, {
        method: "POST",
        headers: { ...authed, "content-type": "application/json" },
        body: JSON.stringify({ customerName: "Bench", customerEmail: "bench@load.test" }),
      });
      return (await res.json()) as { id: string; token: string };
    };
    const accessCount = async (id: string) => {
      const res = await fetch(`${app}/api/admin/shareable-links`, { headers: authed });
      const links = (await res.json()) as { id: string; accessCount: number }[];
      return links.find((l) => l.id === id)?.accessCount ?? -1;
    };
    const link = await newLink();

    const home = await (await fetch(`${app}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? "/robots.txt";
    const scenarios: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "GET /api/health", path: "/api/health", headers: {} },
      { name: "GET /api/health (signed in)", path: "/api/health", headers: authed },
      { name: "GET /api/candidates/{id}", path: `/api/candidates/${list[0]!.id}`, headers: authed },
      { name: "GET /api/candidates?limit=24", path: "/api/candidates?limit=24", headers: authed },
      {
        name: "GET /api/shared/developers/{token}",
        path: `/api/shared/developers/${link.token}`,
        headers: {},
      },
      { name: "GET / (prerendered, gzip)", path: "/", headers: { "accept-encoding": "gzip" } },
      {
        name: "GET / (prerendered, gzip, signed in)",
        path: "/",
        headers: { ...authed, "accept-encoding": "gzip" },
      },
      {
        name: "GET /assets/….js (br, signed in)",
        path: asset,
        headers: { ...authed, "accept-encoding": "br" },
      },
    ];

    const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
    if (only) {
      const wanted = scenarios.filter((s) => only.some((o) => s.name.includes(o)));
      scenarios.splice(0, scenarios.length, ...wanted);
    }

    // The bare server answers each URL with the app's own status, headers and bytes.
    const captured: Record<string, Captured> = {};
    for (const s of scenarios) {
      const res = await rawGet(`${app}${s.path}`, s.headers);
      captured[sharedKey(s.path)] = res;
    }
    const file = path.join(tmp, "responses.json");
    fs.writeFileSync(file, JSON.stringify(captured));
    bare = spawn(process.execPath, [import.meta.filename, "--bare", String(barePort), file], {
      stdio: "inherit",
    });
    await waitFor(
      async () =>
        (await fetch(`http://127.0.0.1:${barePort}/api/health`).catch(() => null)) !== null,
      "the bare server",
    );

    const rows: string[] = [];
    const viewChecks: string[] = [];
    for (const connections of connectionCounts) {
      for (const s of scenarios) {
        // Customer views: a fresh link and a fixed number of requests, all answered, so
        // the link's count can be compared with the 200 answers (the per-link limit
        // refuses the rest with 429, uncounted).
        const shared = s.path.includes("/api/shared/");
        const viewLink = shared ? await newLink() : null;
        const p = viewLink ? `/api/shared/developers/${viewLink.token}` : s.path;
        const a = await run(app, p, s.headers, connections, seconds, shared);
        const b = await run(
          `http://127.0.0.1:${barePort}`,
          p,
          s.headers,
          connections,
          seconds,
          shared,
        );
        const ok = a.statusCodeStats?.["200"]?.count ?? 0;
        const refused = a.statusCodeStats?.["429"]?.count ?? 0;
        if (viewLink) {
          const counted = await accessCount(viewLink.id);
          viewChecks.push(
            `${connections} connections: ${ok} answered 200, ${refused} refused (429), ${counted} counted — ${counted === ok ? "exact" : "MISMATCH"}`,
          );
          if (counted !== ok) process.exitCode = 1;
        }
        const errors = a.errors + a.timeouts + (a.non2xx - refused);
        rows.push(
          `| ${s.name} | ${connections} | ${fmt(a.requests.average)} | ${a.latency.p50} / ${a.latency.p99} ms | ${errors}${refused ? ` (+${refused} 429)` : ""} | ${fmt(b.requests.average)} | ${(a.requests.average / b.requests.average).toFixed(2)} |`,
        );
        console.error(rows.at(-1));
      }
    }
    const peakRss = peakRssOf(server.pid!);

    console.log(
      `\n## bench:load — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${seconds} s per row, PostgreSQL\n`,
    );
    console.log("| request | conns | app rps | app p50 / p99 | errors | bare rps | ratio |");
    console.log("|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    console.log(`\nRSS: ${mb(idleRss)} idle after start, ${mb(peakRss)} peak (VmHWM).`);
    for (const check of viewChecks) console.log(`Customer views at ${check}.`);
  } finally {
    bare?.kill();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Customer views send 400 requests (more than the link's 300 a minute) and wait for all. */
const SHARED_VIEWS = 400;

function run(
  base: string,
  p: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
  fixedAmount: boolean,
) {
  return autocannon({
    url: `${base}${p}`,
    headers,
    connections,
    pipelining: 1,
    ...(fixedAmount ? { amount: SHARED_VIEWS, timeout: 120 } : { duration }),
  });
}

/** The bare server answers every link's token with the one captured answer. */
const sharedKey = (url: string) =>
  url.replace(/^\/api\/shared\/developers\/[^/?]+/, "/api/shared/developers/*");

async function rawGet(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const kept: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            // Per-connection and per-request headers are the bare server's own business.
            if (
              ["connection", "keep-alive", "date", "transfer-encoding", "content-length"].includes(
                k,
              )
            )
              continue;
            if (typeof v === "string") kept[k] = v;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: kept,
            body: Buffer.concat(chunks).toString("base64"),
          });
        });
      })
      .on("error", reject);
  });
}

function statusField(pid: number, field: string): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) * 1024;
}
const rssOf = (pid: number) => statusField(pid, "VmRSS");
const peakRssOf = (pid: number) => statusField(pid, "VmHWM");
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

// ── The bare server: `node bench/load.ts --bare <port> <responses.json>` ──────────────
if (process.argv[2] === "--bare") {
  const port = Number(process.argv[3]);
  const responses = JSON.parse(fs.readFileSync(process.argv[4]!, "utf8")) as Record<
    string,
    Captured
  >;
  const ready = Object.fromEntries(
    Object.entries(responses).map(([url, r]) => [
      url,
      { ...r, bytes: Buffer.from(r.body, "base64") },
    ]),
  );
  http
    .createServer((req, res) => {
      const r = ready[sharedKey(req.url ?? "")];
      if (!r) return res.writeHead(404).end();
      res.writeHead(r.status, r.headers).end(r.bytes);
    })
    .listen(port, "127.0.0.1");
} else {
  await main();
}
