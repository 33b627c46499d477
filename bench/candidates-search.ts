/**
 * Talent-pool search at scale: seeds candidates (100,000 unless told), each with a
 * two-page résumé's text (about 900 words), into a throwaway PostgreSQL database, starts
 * the real app on 127.0.0.1, and times each query shape through the HTTP API (one client,
 * sequential requests), next to a primary-key lookup measured in the same run as the
 * baseline. Target, up to 1,000,000 candidates: every page of the list under 10 ms median,
 * 50 ms p99, both as served (a repeated page comes from memory) and read from the database;
 * the pool's figures under 50 ms after a write; 20 job-order matches under 100 ms median.
 * Counts are cached until the next write; the "after a write" rows time the first search
 * after one (a real write: every trigger runs), when everything is computed afresh.
 * Seeding 1,000,000 takes tens of minutes (seed(), below): keep and reuse the database.
 *
 *   npm run bench:search                      # PostgreSQL at postgres://postgres@127.0.0.1:5432
 *   npm run bench:search -- 1m                # 1,000,000 candidates (also 250k, 10000…)
 *   BENCH_DATABASE_URL=postgres://… BENCH_ROWS=100000 BENCH_REQUESTS=300 npm run bench:search
 *   BENCH_KEEP_DB=1 npm run bench:search      # keep the seeded database to EXPLAIN queries
 *   BENCH_SHAPES=matches npm run bench:search     # only the shapes whose name contains it
 *   BENCH_REUSE_DB=vt_bench_… npm run bench:search   # time again on a kept one (no seeding;
 *                                             # new migrations are applied to it)
 *   BENCH_SEED_JOBS=2                         # connections that seed and build indexes
 *   BENCH_CSV=1 npm run bench:search          # also the CSV: BENCH_IMPORT_ROWS (100,000)
 *                                             # imported in files of 10,000, then the whole
 *                                             # pool exported, peak memory of each, by the
 *                                             # server as `npm run serve` runs it (needs
 *                                             # `npm run build`)
 *
 * The database is created and (unless kept) dropped by the script; nothing else is touched.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { IMPORT_MAX_ROWS } from "../common/candidate-csv.ts";
import { serveArgs, serverBundleFile } from "../scripts/serve-command.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { postgresDatabase } from "../server/db/client.ts";
import { users } from "../server/db/schema.ts";
import { SESSION_COOKIE } from "../server/features/auth/cookies.ts";
import { SessionStore } from "../server/features/auth/session-store.ts";
import { freePort, waitFor } from "../tests/cluster/harness.ts";
import { rssOf } from "./process-memory.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The pool's size: `npm run bench:search -- 1m` (or 250000, 100k), else BENCH_ROWS. */
function parseSize(text: string | undefined): number | undefined {
  const m = text
    ?.trim()
    .toLowerCase()
    .match(/^(\d+(?:\.\d+)?)([km]?)$/);
  if (!m) return undefined;
  return Math.round(Number(m[1]) * (m[2] === "m" ? 1e6 : m[2] === "k" ? 1e3 : 1));
}
const rows = parseSize(process.argv[2]) ?? parseSize(process.env.BENCH_ROWS) ?? 100_000;
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const targetMedianMs = 10;
const targetP99Ms = 50;
const targetMatchesMedianMs = 100;
const targetStatsMs = 50;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const skills = [
  "TypeScript",
  "JavaScript",
  "React",
  "Vue.js",
  "Angular",
  "Node.js",
  "Python",
  "Django",
  "FastAPI",
  "Go",
  "Rust",
  "Java",
  "Spring Boot",
  "Kotlin",
  "Swift",
  "Flutter",
  "React Native",
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "Redis",
  "Kafka",
  "GraphQL",
  "gRPC",
  "AWS",
  "Azure",
  "GCP",
  "Docker",
  "Kubernetes",
  "Terraform",
  "Linux",
  "PyTorch",
  "TensorFlow",
  "LLMs",
  "Spark",
  "Airflow",
  "dbt",
  "Snowflake",
  "C#",
  ".NET",
  "Ruby on Rails",
  "PHP",
  "Laravel",
  "Elixir",
  "Scala",
  "C++",
  "Next.js",
  "Tailwind CSS",
  "Figma",
  "System Design",
];
const titles = [
  "Senior Full-Stack Engineer",
  "Backend Engineer",
  "Frontend Developer",
  "DevOps Engineer",
  "Machine Learning Engineer",
  "Data Engineer",
  "Mobile Developer",
  "Site Reliability Engineer",
  "Engineering Manager",
  "Solutions Architect",
  "QA Automation Engineer",
  "Platform Engineer",
];
const firstNames = [
  "Amara",
  "Mateo",
  "Priya",
  "Lukas",
  "Sofia",
  "Daniel",
  "Mei",
  "Oluwaseun",
  "Isabela",
  "Andrei",
  "Hannah",
  "Kenji",
  "Fatima",
  "Carlos",
  "Anna",
  "Tomás",
  "Grace",
  "Minh",
  "Elena",
  "Arjun",
];
const lastNames = [
  "Okafor",
  "García",
  "Raman",
  "Schneider",
  "Lindqvist",
  "Kowalski",
  "Chen",
  "Adeyemi",
  "Costa",
  "Popescu",
  "Müller",
  "Watanabe",
  "El Amrani",
  "Mendoza",
  "Petrova",
  "Herrera",
  "Wanjiru",
  "Nguyen",
  "Rossi",
  "Mehta",
];
const cities = [
  "Lagos, Nigeria",
  "Buenos Aires, Argentina",
  "Bengaluru, India",
  "Berlin, Germany",
  "Stockholm, Sweden",
  "Kraków, Poland",
  "Taipei, Taiwan",
  "Lisbon, Portugal",
  "Nairobi, Kenya",
  "Toronto, Canada",
  "Madrid, Spain",
  "Lviv, Ukraine",
  "Hamburg, Germany",
  "Mexico City, Mexico",
];

/**
 * Words of a résumé: everyday words most résumés share, then a long tail drawn Zipf-like from
 * 100,000 distinct terms (`t<n>`, lower n more frequent), as a large real vocabulary is.
 */
const commonWords = (
  "the and for with from team project projects built designed led delivered improved " +
  "using developed managed responsible customers services platform data systems users " +
  "experience engineering software application applications support quality testing " +
  "performance reduced increased migration production release code review mentoring " +
  "worked company role years including across multiple new internal tools process"
).split(" ");
const RESUME_WORDS = 900;

const sqlArray = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`;

/** Words in one résumé chunk; a résumé is three chunks (RESUME_WORDS words in all). */
const CHUNK_WORDS = RESUME_WORDS / 3;
/** Distinct chunks: 20,000 of them combine into 8 × 10^12 different résumés. */
const CHUNKS = 20_000;
const tagNames = ["priority", "referral", "relocating", "remote-only", "contractor-pool"];

/**
 * Seeds `rows` candidates at any size (100,000 in about 4 minutes, 1,000,000 in about 76
 * on this machine under load, most of it the GIN index over the search documents):
 * - résumés are made of three chunks drawn from 20,000 pre-generated ones (each about 300
 *   words as the single-résumé recipe made them: 60 % everyday words, the rest Zipf-like
 *   over 100,000 terms), so a word's share of résumés is what it was, but the words are
 *   drawn 20,000 × 300 times instead of rows × 900;
 * - the table's secondary indexes are dropped before the load and built after it from
 *   their own definitions (pg_indexes, so they are always the migrations' indexes), with a
 *   large maintenance_work_mem: building a GIN index at once costs a fraction of inserting
 *   into it row by row;
 * - the load is split over BENCH_SEED_JOBS connections (default 2), each inserting its
 *   range of row numbers in steps of 50,000.
 */
async function seed(connect: () => Promise<pg.Client>, client: pg.Client) {
  const jobs = Math.max(1, Number(process.env.BENCH_SEED_JOBS ?? 2));
  const step = 50_000;
  const t0 = performance.now();
  const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  await client.query("SELECT setseed(0.42)");
  await client.query(`
    CREATE UNLOGGED TABLE bench_resume_chunks AS
    SELECT c AS n, string_agg(CASE WHEN random() < 0.6
        THEN f.common[1 + floor(random() * ${commonWords.length})::int]
        ELSE 't' || floor(power(random(), 3) * 100000)::int END, ' ') AS words
    FROM generate_series(0, ${CHUNKS - 1}) AS c, generate_series(1, ${CHUNK_WORDS}) AS g,
      (SELECT ${sqlArray(commonWords)} AS common) AS f
    GROUP BY c`);
  await client.query("ALTER TABLE bench_resume_chunks ADD PRIMARY KEY (n)");
  // Every index but the constraints' (primary key): rebuilt after the load.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'candidates'
      AND indexname NOT IN (SELECT conname FROM pg_constraint
                            WHERE conrelid = 'candidates'::regclass)`);
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  console.log(`résumé chunks ready, ${indexes.length} indexes dropped (${elapsed()})`);

  const ranges: Array<[number, number]> = [];
  for (let from = 1; from <= rows; from += step) {
    ranges.push([from, Math.min(rows, from + step - 1)]);
  }
  const insert = (from: number, to: number) => `
    INSERT INTO candidates (full_name, email, phone, title, location, summary, experience,
      hourly_rate, availability, is_active, ai_assessment_score, skills, spoken_languages,
      tags, linkedin_url, github_url, created_at, resume_text)
    SELECT
      f.names[1 + (i % ${firstNames.length})] || ' ' || f.lasts[1 + ((i / ${firstNames.length}) % ${lastNames.length})],
      'bench' || i || '@example.com',
      CASE WHEN random() < 0.5 THEN '+1 555 ' || lpad((i % 10000000)::text, 7, '0') END,
      f.titles[1 + floor(random() * ${titles.length})::int],
      f.cities[1 + floor(random() * ${cities.length})::int],
      'Delivers production software with a focus on quality, testing and clear communication. Candidate number ' || i || '.',
      floor(random() * 31)::int,
      20 + floor(random() * 181)::int,
      (ARRAY['Full-time','Part-time','Contract','Freelance'])[1 + floor(random() * 4)::int],
      CASE WHEN random() < 0.8 THEN 'active' WHEN random() < 0.5 THEN 'busy' ELSE 'inactive' END,
      CASE WHEN random() < 0.1 THEN NULL ELSE round((50 + random() * 50)::numeric, 1)::float8 END,
      ARRAY(SELECT DISTINCT f.skills[1 + floor(random() * ${skills.length})::int]
            FROM generate_series(1, 3 + (i % 6)) WHERE i > 0),
      ARRAY['English'],
      -- About one in ten tagged; "priority" on about 2 in 100.
      CASE WHEN random() < 0.1 THEN ARRAY[f.tags[1 + floor(random() * ${tagNames.length})::int]]
           ELSE '{}'::text[] END,
      CASE WHEN random() < 0.3 THEN 'https://www.linkedin.com/in/bench-' || i END,
      CASE WHEN random() < 0.2 THEN 'https://github.com/bench-' || i END,
      now() - (i || ' minutes')::interval,
      c1.words || ' ' || c2.words || ' ' || c3.words
    FROM generate_series(${from}, ${to}) AS i
      JOIN bench_resume_chunks c1 ON c1.n = (i::bigint * 7919) % ${CHUNKS}
      JOIN bench_resume_chunks c2 ON c2.n = (i::bigint * 104729 + 7) % ${CHUNKS}
      JOIN bench_resume_chunks c3 ON c3.n = (i::bigint * 1299709 + 13) % ${CHUNKS},
      (SELECT ${sqlArray(firstNames)} AS names, ${sqlArray(lastNames)} AS lasts,
              ${sqlArray(titles)} AS titles, ${sqlArray(cities)} AS cities,
              ${sqlArray(skills)} AS skills, ${sqlArray(tagNames)} AS tags) AS f`;
  let done = 0;
  // Each worker takes the next range; row numbers decide every varied column but the
  // random ones, so the data does not depend on which worker inserted a range.
  const worker = async () => {
    const c = await connect();
    try {
      await c.query("SET synchronous_commit = off");
      await c.query(`SELECT setseed(${0.1 + Math.random() * 0.8})`);
      for (let range = ranges.shift(); range; range = ranges.shift()) {
        await c.query(insert(range[0], range[1]));
        done += range[1] - range[0] + 1;
        console.log(`  ${done.toLocaleString("en-US")} rows (${elapsed()})`);
      }
    } finally {
      await c.end();
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  await client.query("DROP TABLE bench_resume_chunks");

  // Indexes, the largest first, over the same number of connections.
  const builds = [...indexes].sort(
    (a, b) => Number(b.name.includes("search")) - Number(a.name.includes("search")),
  );
  const builder = async () => {
    const c = await connect();
    try {
      await c.query("SET maintenance_work_mem = '512MB'");
      for (let index = builds.shift(); index; index = builds.shift()) {
        const start = performance.now();
        await c.query(index.definition);
        console.log(`  index ${index.name}: ${((performance.now() - start) / 1000).toFixed(0)} s`);
      }
    } finally {
      await c.end();
    }
  };
  await Promise.all(Array.from({ length: jobs }, builder));
  // The steady state of a live table: autovacuum has set the visibility map, so counts can
  // use index-only scans.
  await client.query("VACUUM ANALYZE candidates");
  console.log(`indexes built, vacuumed (${elapsed()})`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** The server process's resident memory, sampled every 20 ms while `work` runs: its peak. */
async function peakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The server as `npm run serve` runs it (scripts/serve-command.ts: the bundle, with the
 * heap limits of package.json), on the bench's database. The CSV's memory is that
 * process's: measured in this process (no heap limit, the client beside the server), V8
 * kept the garbage of each file and the "growth" was the heap's, not the import's.
 */
async function shippedServer(databaseUrl: string, dataDir: string) {
  if (!fs.existsSync(serverBundleFile)) {
    throw new Error("BENCH_CSV measures the built server: run `npm run build` first.");
  }
  const port = await freePort();
  const args = serveArgs();
  const server = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (server.exitCode !== null) throw new Error("the server exited");
    return (await fetch(`${base}/api/ready`).catch(() => null))?.ok ?? false;
  }, "the server");
  return {
    base,
    pid: server.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * CSV at scale (BENCH_CSV=1): BENCH_IMPORT_ROWS new candidates (default 100,000) imported
 * through POST /api/candidates/import in files of IMPORT_MAX_ROWS (the limit one request
 * takes, docs/decisions/075-talent-pool-at-a-million.md), then the whole pool exported
 * through GET /api/candidates/export.csv; the peak resident memory of this process (the
 * server runs in it; the client streams both bodies) is sampled during each. The
 * imported rows are deleted afterwards.
 */
async function csvBench(options: {
  base: string;
  pid: number;
  headers: Record<string, string>;
  writer: pg.Client;
}): Promise<boolean> {
  const { base, pid, headers, writer } = options;
  const importRows = parseSize(process.env.BENCH_IMPORT_ROWS) ?? 100_000;
  const run = randomBytes(3).toString("hex");
  const header =
    "fullName,email,title,phone,location,hourlyRate,availability,skills,linkedinUrl,summary";
  const fileOf = (first: number, count: number) =>
    Readable.from(
      (function* () {
        yield `${header}\r\n`;
        for (let n = first; n < first + count; n++) {
          yield [
            `${firstNames[n % firstNames.length]} Imported${n}`,
            `csvbench-${run}-${n}@example.com`,
            titles[n % titles.length],
            `+44 20 ${String(n).padStart(8, "0")}`,
            `"${cities[n % cities.length]}"`,
            20 + (n % 150),
            "Contract",
            `${skills[n % skills.length]};${skills[(n * 7) % skills.length]}`,
            `https://linkedin.com/in/csvbench-${run}-${n}`,
            "Imported from a spreadsheet of referrals.",
          ].join(",");
          yield "\r\n";
        }
      })(),
    );
  const files: number[] = [];
  const rssAfter: number[] = [];
  const imported = await peakRss(pid, async () => {
    for (let first = 0; first < importRows; first += IMPORT_MAX_ROWS) {
      const count = Math.min(IMPORT_MAX_ROWS, importRows - first);
      const start = performance.now();
      const res = await fetch(`${base}/api/candidates/import`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/csv" },
        body: Readable.toWeb(fileOf(first, count)) as ReadableStream,
        duplex: "half",
      } as RequestInit);
      const body = (await res.json()) as { created?: number; errors?: unknown[] };
      if (res.status !== 200 || body.created !== count) {
        throw new Error(`import: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      files.push(performance.now() - start);
      rssAfter.push(rssOf(pid));
    }
  });
  const exported = await peakRss(pid, async () => {
    const start = performance.now();
    const res = await fetch(`${base}/api/candidates/export.csv`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export: HTTP ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    return { ms: performance.now() - start, bytes, rows: lines - 1 };
  });
  await writer.query("DELETE FROM candidates WHERE email LIKE $1", [`csvbench-${run}-%`]);
  // Dead rows at the head of the newest-first index would slow the next run's walks.
  await writer.query("VACUUM (ANALYZE) candidates");

  const sorted = [...files].sort((a, b) => a - b);
  console.log(
    `\nCSV import: ${importRows.toLocaleString("en-US")} rows in ${files.length} files of ${IMPORT_MAX_ROWS.toLocaleString("en-US")}: ` +
      `${(files.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s (a file: median ${(percentile(sorted, 50) / 1000).toFixed(1)} s, slowest ${(sorted.at(-1)! / 1000).toFixed(1)} s); ` +
      `server's RSS ${mb(imported.before)} before, peak ${mb(imported.peak)}`,
  );
  console.log(`  server's RSS after each file: ${rssAfter.map(mb).join(", ")}`);
  const e = exported.result;
  console.log(
    `CSV export: ${e.rows.toLocaleString("en-US")} rows, ${mb(e.bytes)} in ${(e.ms / 1000).toFixed(1)} s ` +
      `(${Math.round(e.rows / (e.ms / 1000)).toLocaleString("en-US")} rows/s); server's RSS ${mb(exported.before)} before, peak ${mb(exported.peak)}`,
  );
  // Flat: neither may grow the process by more than what one import file holds.
  const growth = Math.max(imported.peak - imported.before, exported.peak - exported.before);
  const met = growth < 200 * 1024 * 1024;
  console.log(
    `target for CSV: memory flat (peak growth < 200 MB): ${met ? "met" : "missed"} (${mb(growth)})`,
  );
  return met;
}

async function main() {
  // Seeding takes minutes (about 18 under heavy load): a kept database can be timed again.
  const reused = process.env.BENCH_REUSE_DB;
  const name = reused ?? `vt_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-bench-"));
  const database = postgresDatabase(withDatabase(adminUrl, name));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // Kept open for the whole run: the "after a write" shapes bump the pool version with it.
  let client: pg.Client | undefined;
  try {
    await database.migrate();
    client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
    await client.connect();
    const seedStart = performance.now();
    const connect = async () => {
      const c = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
      await c.connect();
      return c;
    };
    if (!reused) await seed(connect, client);
    const { rows: ids } = await client.query<{ id: string }>(
      "SELECT id FROM candidates ORDER BY random() LIMIT 1000",
    );
    const counted = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM candidates");
    const poolSize = counted.rows[0]!.n;
    console.log(
      reused
        ? `reusing ${name}: ${poolSize.toLocaleString("en-US")} candidates`
        : `seeded ${rows.toLocaleString("en-US")} candidates in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(adminUrl, name),
    });
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const [user] = await database.db
      .insert(users)
      // A confirmed address: the pool answers 403 to an unconfirmed account.
      .values({
        email: `bench-${randomBytes(4).toString("hex")}@example.com`,
        firstName: "Bench",
        emailVerifiedAt: new Date(),
      })
      .returning();
    const token = await new SessionStore(database.db, 60 * 60 * 1000).create(user!.id);
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };

    // Job-order matches are an admin call: an admin's session and
    // three job orders: two must-haves many candidates hold all of, one broad skill with no
    // must-have, and three must-haves almost nobody holds together (the fill-up path).
    const [benchAdmin] = await database.db
      .insert(users)
      .values({
        email: `bench-admin-${randomBytes(4).toString("hex")}@example.com`,
        firstName: "Bench",
        isAdmin: true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const adminToken = await new SessionStore(database.db, 60 * 60 * 1000).create(benchAdmin!.id);
    const adminHeaders = { cookie: `${SESSION_COOKIE}=${adminToken}` };
    const jobOrder = async (body: object) => {
      const res = await fetch(`${base}/api/admin/job-orders`, {
        method: "POST",
        headers: { ...adminHeaders, "content-type": "application/json" },
        body: JSON.stringify({
          customerName: "Bench",
          customerEmail: "bench@example.com",
          ...body,
        }),
      });
      if (res.status !== 201) throw new Error(`job order: HTTP ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    };
    const typical = await jobOrder({
      title: "Senior full-stack engineer",
      mustHave: ["TypeScript", "React"],
      skills: ["Node.js", "PostgreSQL", "AWS"],
      seniority: "senior",
      rateMax: 120,
    });
    const broad = await jobOrder({ title: "Python developer", skills: ["Python"], rateMax: 90 });
    const rare = await jobOrder({
      title: "Polyglot",
      mustHave: ["Rust", "Elixir", "Swift"],
      skills: ["Kafka"],
      seniority: "lead",
    });

    // Counts and stats are cached until the next write to the pool (pool-cache.ts). The
    // "after a write" shapes bump the pool version before every timed request, as a write
    // would: the worst case, where every search counts afresh.
    const textQuery = "/api/candidates?q=senior%20full&limit=24";
    const prefixQuery = "/api/candidates?q=kubern&limit=24";
    const filteredQuery =
      "/api/candidates?skills=Python&availability=Full-time&minRate=50&maxRate=150&minScore=80&status=active&sort=score&limit=24";
    const shapes: Array<{
      name: string;
      url: (i: number) => string;
      afterWrite?: boolean;
      admin?: boolean;
    }> = [
      {
        name: "baseline: one candidate by id",
        url: (i) => `/api/candidates/${ids[i % ids.length]!.id}`,
      },
      { name: "first page, newest", url: () => "/api/candidates?limit=24" },
      {
        name: "active, best score first",
        url: () => "/api/candidates?status=active&sort=score&limit=24",
      },
      {
        name: "skills: React + TypeScript",
        url: () => "/api/candidates?skills=React,TypeScript&limit=24",
      },
      { name: "text: 'senior full'", url: () => textQuery },
      { name: "text: 'kubern' (prefix)", url: () => prefixQuery },
      { name: "filtered: skill+avail+rate+score+status", url: () => filteredQuery },
      // Résumé words, as prefixes: t50… matches 97 % of résumés, t20000 376 (0.4 %).
      { name: "résumé word: 't50' (common)", url: () => "/api/candidates?q=t50&limit=24" },
      { name: "résumé word: 't20000' (rare)", url: () => "/api/candidates?q=t20000&limit=24" },
      // Between the two: more matches than the count cap, yet few enough that the page's
      // index walk reads hundreds of search documents (search.ts, pageQuery).
      {
        name: "résumé word: 't5000' (about 3 in 100)",
        url: () => "/api/candidates?q=t5000&limit=24",
      },
      {
        name: "rare résumé word, best score first",
        url: () => "/api/candidates?q=t20000&sort=score&limit=24",
      },
      {
        name: "résumé word + skill filter",
        url: () => "/api/candidates?q=t500&skills=Python&limit=24",
      },
      {
        name: "rate range, cheapest first",
        url: () => "/api/candidates?minRate=40&maxRate=60&sort=rate&limit=24",
      },
      { name: "page 50 (offset 1176)", url: () => "/api/candidates?limit=24&offset=1176" },
      // The rest of the list's query (common/candidate.ts candidateSearchSchema): tags, the
      // experience order, each filter alone, and a narrow filter under every order.
      { name: "tags: priority", url: () => "/api/candidates?tags=priority&limit=24" },
      {
        name: "experience, most first",
        url: () => "/api/candidates?sort=experience&limit=24",
      },
      {
        name: "availability: Freelance, by experience",
        url: () => "/api/candidates?availability=Freelance&sort=experience&limit=24",
      },
      { name: "status: inactive, newest", url: () => "/api/candidates?status=inactive&limit=24" },
      {
        name: "score >= 99, cheapest first",
        url: () => "/api/candidates?minScore=99&sort=rate&limit=24",
      },
      {
        name: "tag + skill + status, best score",
        url: () => "/api/candidates?tags=relocating&skills=Go&status=active&sort=score&limit=24",
      },
      {
        name: "text + skill, cheapest first",
        url: () => "/api/candidates?q=berlin&skills=Rust&sort=rate&limit=24",
      },
      {
        name: "name: 'amara okafor'",
        url: () => "/api/candidates?q=amara%20okafor&limit=24",
      },
      { name: "page of 100 (the API's default)", url: () => "/api/candidates" },
      { name: "stats (whole pool)", url: () => "/api/candidates/stats" },
      { name: "after a write: text 'senior full'", url: () => textQuery, afterWrite: true },
      { name: "after a write: text 'kubern'", url: () => prefixQuery, afterWrite: true },
      { name: "after a write: filtered", url: () => filteredQuery, afterWrite: true },
      { name: "after a write: stats", url: () => "/api/candidates/stats", afterWrite: true },
      {
        name: "job-order matches: 2 must-haves + 3 skills",
        url: () => `/api/admin/job-orders/${typical}/matches?limit=20`,
        admin: true,
      },
      {
        name: "job-order matches: 1 broad skill",
        url: () => `/api/admin/job-orders/${broad}/matches?limit=20`,
        admin: true,
      },
      {
        name: "job-order matches: 3 rare must-haves",
        url: () => `/api/admin/job-orders/${rare}/matches?limit=20`,
        admin: true,
      },
    ];
    // A real write, as an admin's edit makes one: every trigger runs (pool version, the
    // change notice that empties the candidate cache, the pool's figures).
    const writer = client;
    let writes = 0;
    const bumpPoolVersion = () =>
      writer.query("UPDATE candidates SET updated_at = now() WHERE id = $1", [
        ids[writes++ % ids.length]!.id,
      ]);

    const results: Array<{
      name: string;
      median: number;
      p99: number;
      dbMedian?: number | undefined;
      dbP99?: number | undefined;
      matches: string;
    }> = [];
    // BENCH_SHAPES=<text> times only the shapes whose name contains it (the baseline always).
    const only = process.env.BENCH_SHAPES;
    const chosen = shapes.filter((s, i) => !only || i === 0 || s.name.includes(only));
    // Pages and single candidates are also kept in memory until the next change notice
    // (candidate-cache.ts): a repeated request is served from there. The "from the
    // database" columns send a bare `NOTIFY candidate_changes` before each request: the
    // in-memory pages are dropped, the cached counts kept (no write: the pool version
    // stands), so they time the page query itself, as a user paging or changing the order
    // of a counted filter meets it.
    const timeShape = async (
      shape: (typeof shapes)[number],
      before: (() => Promise<unknown>) | undefined,
    ) => {
      const times: number[] = [];
      let matches = "";
      for (let i = 0; i < requests; i++) {
        if (before) await before();
        const start = performance.now();
        const res = await fetch(base + shape.url(i), {
          headers: shape.admin ? adminHeaders : headers,
        });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${shape.name}: HTTP ${res.status}`);
        matches = res.headers.get("x-total-count") ?? "";
      }
      times.sort((a, b) => a - b);
      return { median: percentile(times, 50), p99: percentile(times, 99), matches };
    };
    const dropPages = () => writer.query("NOTIFY candidate_changes");
    for (const shape of chosen) {
      for (let i = 0; i < 20; i++)
        await (
          await fetch(base + shape.url(i), { headers: shape.admin ? adminHeaders : headers })
        ).arrayBuffer();
      const cached = await timeShape(shape, shape.afterWrite ? bumpPoolVersion : undefined);
      const fromDb =
        shape.afterWrite || shape.admin || shape.name.startsWith("stats")
          ? undefined
          : await timeShape(shape, dropPages);
      results.push({
        name: shape.name,
        median: cached.median,
        p99: cached.p99,
        dbMedian: fromDb?.median,
        dbP99: fromDb?.p99,
        matches: cached.matches,
      });
    }

    const pad = (s: string, n: number) => s.padEnd(n);
    const num = (n: number) => n.toFixed(2).padStart(9);
    console.log(
      `\n${poolSize.toLocaleString("en-US")} candidates, ${requests} sequential requests per shape, PostgreSQL via HTTP\n`,
    );
    // Ratios against the primary-key lookup of this same run: what a query shape costs beyond
    // the fixed price of an authenticated HTTP round trip on this machine.
    const baseline = results[0]!;
    const ratio = (n: number, base: number) => `${(n / base).toFixed(1)}x`.padStart(8);
    const opt = (n: number | undefined) => (n === undefined ? "-".padStart(9) : num(n));
    console.log(
      `${pad("query shape", 42)} ${"median ms".padStart(9)} ${"p99 ms".padStart(9)} ${"median".padStart(8)} ${"p99".padStart(8)} ${"db median".padStart(9)} ${"db p99".padStart(9)} ${"matches".padStart(8)}`,
    );
    console.log(
      `${" ".repeat(62)} ${"(vs baseline)".padStart(17)} ${"(page from the db)".padStart(19)}`,
    );
    console.log("-".repeat(109));
    for (const r of results) {
      console.log(
        `${pad(r.name, 42)} ${num(r.median)} ${num(r.p99)} ${ratio(r.median, baseline.median)} ${ratio(r.p99, baseline.p99)} ${opt(r.dbMedian)} ${opt(r.dbP99)} ${r.matches.padStart(8)}`,
      );
    }
    // The target is for pages of the talent pool as people use it: a filter is searched,
    // then paged, refreshed or shared. The after-a-write rows are printed for the record.
    const filtered = results.filter(
      (r) =>
        r.name !== "baseline: one candidate by id" &&
        !r.name.startsWith("stats") &&
        !r.name.startsWith("after a write") &&
        !r.name.startsWith("job-order matches"),
    );
    // Both as served (from memory when repeated) and with the page read from the database.
    const failing = filtered.filter(
      (r) =>
        Math.max(r.median, r.dbMedian ?? 0) >= targetMedianMs ||
        Math.max(r.p99, r.dbP99 ?? 0) >= targetP99Ms,
    );
    console.log(
      `\ntarget for pages of 24: median < ${targetMedianMs} ms, p99 < ${targetP99Ms} ms: ${failing.length === 0 ? "met" : `missed by ${failing.map((r) => r.name).join(", ")}`}`,
    );
    // Job-order matches score every candidate sharing a skill: their own target.
    const matchShapes = results.filter((r) => r.name.startsWith("job-order matches"));
    const slowMatches = matchShapes.filter((r) => r.median >= targetMatchesMedianMs);
    console.log(
      `target for job-order matches (20): median < ${targetMatchesMedianMs} ms: ${slowMatches.length === 0 ? "met" : `missed by ${slowMatches.map((r) => r.name).join(", ")}`}`,
    );
    // The pool's figures after a write: under 50 ms.
    const statsAfterWrite = results.find((r) => r.name === "after a write: stats");
    const statsMet =
      !statsAfterWrite ||
      (statsAfterWrite.median < targetStatsMs && statsAfterWrite.p99 < targetStatsMs);
    if (statsAfterWrite) {
      console.log(
        `target for stats after a write: median and p99 < ${targetStatsMs} ms: ${statsMet ? "met" : "missed"}`,
      );
    }
    let csvMet = true;
    if (process.env.BENCH_CSV === "1") {
      const shipped = await shippedServer(withDatabase(adminUrl, name), dataDir);
      try {
        csvMet = await csvBench({
          base: shipped.base,
          pid: shipped.pid,
          headers: adminHeaders,
          writer,
        });
      } finally {
        await shipped.stop();
      }
    }
    process.exitCode =
      failing.length === 0 && slowMatches.length === 0 && statsMet && csvMet ? 0 : 1;
  } finally {
    await client?.end().catch(() => {});
    await app?.close();
    await database.close().catch(() => {});
    if (process.env.BENCH_KEEP_DB === "1" || reused) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
