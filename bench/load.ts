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
 * Targets: 0 errors, peak RSS under 250 MB at 200 connections, customer views counted
 * exactly (a view the per-link limit refuses with 429 is not counted, so the count must
 * equal the 200 answers); the prerendered page ≥ 0.7× bare, the first list page and one
 * candidate ≥ 0.6× (one candidate was first held to 0.5×).
 *
 * The load comes from rawRun below (plain sockets; autocannon with BENCH_CLIENT=autocannon).
 * The bench shares the machine with both servers: the 1-minute load average is printed
 * with the table, and only ratios from one run are comparable.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { serveArgs } from "../scripts/serve-command.ts";
import { freePort, waitFor } from "../tests/cluster/harness.ts";
import { peakRssOf, rssOf } from "./process-memory.ts";

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
    const startLoad = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");

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
        name: "GET /developers (app route, gzip, signed in)",
        path: "/developers",
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
        const { a, b, appUs, bareUs } = await compare(
          { base: app, pid: server.pid! },
          { base: `http://127.0.0.1:${barePort}`, pid: bare.pid! },
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
        // The process's peak so far: the row that raised it is the one to look at.
        const peakSoFar = mb(peakRssOf(server.pid!));
        rows.push(
          `| ${s.name} | ${connections} | ${fmt(a.requests.average)} | ${a.latency.p50} / ${a.latency.p99} ms | ${errors}${refused ? ` (+${refused} 429)` : ""} | ${fmt(b.requests.average)} | ${(a.requests.average / b.requests.average).toFixed(2)} | ${appUs} / ${bareUs} | ${peakSoFar} |`,
        );
        console.error(rows.at(-1));
      }
    }
    const peakRss = peakRssOf(server.pid!);

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
    console.log(
      `\n## bench:load — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${seconds} s per row, PostgreSQL, ${process.env.BENCH_CLIENT === "autocannon" ? "autocannon" : "socket client"}, load average ${startLoad} at the start, ${load} at the end\n`,
    );
    console.log(
      "| request | conns | app rps | app p50 / p99 | errors | bare rps | ratio | CPU µs/request app / bare | peak RSS so far |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|");
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
): Promise<RunResult> {
  const amount = fixedAmount ? SHARED_VIEWS : undefined;
  if (process.env.BENCH_CLIENT === "autocannon") {
    return autocannon({
      url: `${base}${p}`,
      headers,
      connections,
      pipelining: 1,
      ...(amount ? { amount, timeout: 120 } : { duration }),
    });
  }
  return rawRun(base, p, headers, connections, duration, amount);
}

interface Target {
  base: string;
  pid: number;
}

/**
 * The app and the bare server under the same load. A duration is cut into one-second
 * slices, app and bare in turn, so that whatever else the machine is doing meanwhile (it
 * is shared) falls on both alike; requests a second and the latencies are over all slices.
 * A fixed amount (customer views) is one run each.
 */
async function compare(
  appTarget: Target,
  bareTarget: Target,
  p: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  fixedAmount: boolean,
) {
  const slices = fixedAmount || process.env.BENCH_CLIENT === "autocannon" ? 1 : seconds;
  const measure = async (target: Target, results: RunResult[]) => {
    const before = cpuOf(target.pid);
    const r = await run(target.base, p, headers, connections, seconds / slices, fixedAmount);
    results.push(r);
    return cpuOf(target.pid) - before;
  };
  const appRuns: RunResult[] = [];
  const bareRuns: RunResult[] = [];
  let appCpu = 0;
  let bareCpu = 0;
  for (let i = 0; i < slices; i++) {
    appCpu += await measure(appTarget, appRuns);
    bareCpu += await measure(bareTarget, bareRuns);
  }
  const a = combine(appRuns);
  const b = combine(bareRuns);
  return { a, b, appUs: perRequest(appCpu, a), bareUs: perRequest(bareCpu, b) };
}

/** One result from equal slices: the mean rate, latencies over all, counts summed. */
function combine(runs: RunResult[]): RunResult {
  if (runs.length === 1) return runs[0]!;
  const samples = runs.flatMap((r) => r.samples ?? []).sort((x, y) => x - y);
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const r of runs) {
    for (const [status, { count = 0 }] of Object.entries(r.statusCodeStats ?? {})) {
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
    }
  }
  const sum = (f: (r: RunResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  return {
    requests: { average: sum((r) => r.requests.average) / runs.length },
    latency: { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodeStats,
  };
}

const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.floor((sorted.length - 1) * q)] ?? 0);

/** What the table needs from a run (autocannon's result has these fields too). */
interface RunResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count?: number }>;
  /** Each answer's latency in ms (the socket client's). */
  samples?: number[];
}

/**
 * The load generator: keep-alive HTTP/1.1 connections on plain sockets, one request in
 * flight on each, a response read only as far as its status, its length and its end.
 * autocannon appends every body to a string (utf8-decoding gzip and brotli bytes): on this
 * 2-core machine it could take no more than ~7,000 responses a second of the 9 KB gzip home
 * page, from the bare server as from the app, so the ratio measured the client, not the
 * server. This one costs a few microseconds a response whatever the body
 * (BENCH_CLIENT=autocannon: the old client, for a comparison).
 */
function rawRun(
  base: string,
  p: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
  amount: number | undefined,
): Promise<RunResult> {
  const url = new URL(base);
  const head = Object.entries({ host: url.host, ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const requestBytes = Buffer.from(`GET ${p} HTTP/1.1\r\n${head}\r\n`, "latin1");
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  let open = 0;
  let stopped = false;
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      let non2xx = 0;
      const statusCodeStats: Record<string, { count: number }> = {};
      for (const [status, count] of statuses) {
        statusCodeStats[String(status)] = { count };
        if (status < 200 || status > 299) non2xx += count;
      }
      for (const s of sockets) s.destroy();
      resolve({
        requests: { average: latencies.length / (amount ? seconds : duration) },
        latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
        errors,
        timeouts,
        non2xx,
        statusCodeStats,
        samples: latencies,
      });
    };
    // A duration: stop when it is over. An amount: when every request has its answer.
    const timer = setTimeout(
      () => {
        if (amount) timeouts += amount - latencies.length;
        finish();
      },
      amount ? 120_000 : duration * 1000,
    );
    const sockets = new Set<net.Socket>();
    const connect = () => {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      sockets.add(socket);
      open++;
      let sentAt = 0;
      let pending: Buffer | null = null; // an incomplete head
      let remaining = -1; // body bytes still to come; -1: reading the head
      let chunked = false;
      let status = 0;
      const next = () => {
        if (stopped || (amount && sent >= amount)) {
          socket.end();
          return;
        }
        sent++;
        sentAt = performance.now();
        socket.write(requestBytes);
      };
      const done = () => {
        latencies.push(performance.now() - sentAt);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        remaining = -1;
        if (amount && latencies.length >= amount) finish();
        else next();
      };
      socket.on("connect", next);
      socket.on("data", (chunk: Buffer) => {
        let data = pending ? Buffer.concat([pending, chunk]) : chunk;
        pending = null;
        while (data.length > 0) {
          if (remaining < 0) {
            const end = data.indexOf("\r\n\r\n");
            if (end < 0) {
              pending = data;
              return;
            }
            const text = data.toString("latin1", 0, end).toLowerCase();
            status = Number(text.slice(9, 12));
            const length = /\r\ncontent-length: *(\d+)/.exec(text);
            chunked = !length && /\r\ntransfer-encoding: *chunked/.test(text);
            remaining = length ? Number(length[1]) : 0;
            data = data.subarray(end + 4);
          }
          if (chunked) {
            // Chunks: size line, bytes, CRLF; a zero size (and its CRLF) ends the body.
            const line = data.indexOf("\r\n");
            if (remaining === 0 && line < 0) {
              pending = data;
              return;
            }
            if (remaining === 0) {
              const size = Number.parseInt(data.toString("latin1", 0, line), 16);
              data = data.subarray(line + 2);
              if (size === 0) {
                // The last chunk and its CRLF come in one write from Node.
                data = data.subarray(Math.min(2, data.length));
                chunked = false;
                done();
                continue;
              }
              remaining = size + 2;
            }
            const take = Math.min(remaining, data.length);
            remaining -= take;
            data = data.subarray(take);
            continue;
          }
          const take = Math.min(remaining, data.length);
          remaining -= take;
          data = data.subarray(take);
          if (remaining === 0) done();
          else return;
        }
      });
      socket.on("error", () => {
        if (!stopped) errors++;
      });
      socket.on("close", () => {
        sockets.delete(socket);
        open--;
        // The server closed the connection (Connection: close, a timeout): a new one.
        if (!stopped && !(amount && sent >= amount)) connect();
        else if (open === 0 && amount) finish();
      });
    };
    for (let i = 0; i < connections; i++) connect();
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

/** CPU time (user + system) a process has used, in microseconds, from /proc (10 ms ticks). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * A server's CPU per answered request: unlike requests a second, it hardly moves when
 * other work on the machine takes CPU time from the bench.
 */
function perRequest(cpuUs: number, r: RunResult): number {
  const answered = Object.values(r.statusCodeStats ?? {}).reduce((n, s) => n + (s.count ?? 0), 0);
  return answered ? Math.round(cpuUs / answered) : 0;
}

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
