/**
 * Matching that learns from the pool, measured: a generated pool (100,000 candidates unless
 * told) in a throwaway PostgreSQL database, with planted fits a recruiter would want shown:
 *
 * - related-skill-only: they list the skills the pool lists with the brief's, not the skill;
 * - résumé-only: their résumé names the skill, their skills do not;
 * - near-copies: like a reference candidate (the same skills, rate and experience), for
 *   replacements (`like=`).
 *
 * For each, recall@10 and mean rank (in the best 100; a fit not among them counts as 101)
 * with the rules alone and with the related skills and résumé evidence, both measured in
 * this run on the same pool (for near-copies, the brief of the reference's skills against
 * `like=`). Then the matches' latency per query shape, rules alone against rules with what
 * the pool taught, called in this process as the route calls them (no HTTP), and the
 * time to learn the related skills and to read a résumé's suggestions. No thresholds.
 *
 *   npm run bench:matching                 # 100,000 candidates, PostgreSQL at 127.0.0.1:5432
 *   npm run bench:matching -- 1m           # 1,000,000 (also 250k, 20000…)
 *   BENCH_DATABASE_URL=postgres://… BENCH_REQUESTS=50 BENCH_KEEP_DB=1 npm run bench:matching
 *   BENCH_REUSE_DB=vt_bench_match_… npm run bench:matching   # a kept database, latency only
 *   BENCH_DB_NAME=vt_mine_1m BENCH_KEEP_DB=1 npm run bench:matching -- 1m   # seed under a name
 *
 * The pool: eight clusters of six skills (a candidate draws most of theirs from one) and
 * twelve general skills anyone may list, so the skills listed together are learnable;
 * résumés are two of 5,000 generated chunks of 120 words and one sentence naming one of the
 * candidate's skills. The database is created and dropped by the script (BENCH_KEEP_DB=1
 * keeps it); seeding drops the table's indexes and builds them after the load, as
 * bench/candidates-search.ts does.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { postgresDatabase } from "../server/db/client.ts";
import { candidates, jobOrders } from "../server/db/schema.ts";
import { suggestionsFor } from "../server/features/candidates/suggestions.ts";
import { findMatches } from "../server/features/job-orders/matching.ts";
import type { JobOrderRow } from "../server/features/job-orders/service.ts";
import { findSimilar } from "../server/features/job-orders/similar.ts";
import { refreshRelatedSkills } from "../server/features/skills/refresh-job.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
function parseSize(text: string | undefined): number | undefined {
  const m = text
    ?.trim()
    .toLowerCase()
    .match(/^(\d+(?:\.\d+)?)([km]?)$/);
  if (!m) return undefined;
  return Math.round(Number(m[1]) * (m[2] === "m" ? 1e6 : m[2] === "k" ? 1e3 : 1));
}
const rows = parseSize(process.argv[2]) ?? parseSize(process.env.BENCH_ROWS) ?? 100_000;
const requests = Number(process.env.BENCH_REQUESTS ?? 50);

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`;

const CLUSTERS = [
  ["TypeScript", "React", "Next.js", "Redux", "CSS", "Node.js"],
  ["Python", "Django", "FastAPI", "Celery", "PostgreSQL", "Redis"],
  ["Go", "Kubernetes", "Docker", "Terraform", "Helm", "AWS"],
  ["Java", "Spring Boot", "Kafka", "Hibernate", "Maven", "Microservices"],
  ["Swift", "iOS", "Kotlin", "Android", "Flutter", "React Native"],
  ["PyTorch", "TensorFlow", "LLMs", "NumPy", "Pandas", "MLOps"],
  ["Spark", "Airflow", "dbt", "Snowflake", "BigQuery", "Data Modeling"],
  ["C#", ".NET", "Azure", "SQL Server", "Blazor", "Entity Framework"],
] as const;
const GENERAL = [
  "Git",
  "SQL",
  "Linux",
  "REST",
  "Agile",
  "CI/CD",
  "GraphQL",
  "Testing",
  "Scrum",
  "JIRA",
  "Bash",
  "System Design",
];
const COMMON_WORDS = (
  "the and for with from team project built designed led delivered improved using developed " +
  "managed customers services platform data systems users engineering software application " +
  "support quality testing performance reduced increased migration production release code " +
  "review mentoring worked company role years including across multiple new internal tools"
).split(" ");

/** The seeded pool: clusters of skills, ranges of rate, experience and assessment. */
async function seed(connect: () => Promise<pg.Client>, client: pg.Client) {
  const t0 = performance.now();
  const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  await client.query("SELECT setseed(0.17)");
  await client.query(`
    CREATE UNLOGGED TABLE bench_chunks AS
    SELECT c AS n, string_agg(CASE WHEN random() < 0.6
        THEN f.common[1 + floor(random() * ${COMMON_WORDS.length})::int]
        ELSE 't' || floor(power(random(), 3) * 50000)::int END, ' ') AS words
    FROM generate_series(0, 4999) AS c, generate_series(1, 120) AS g,
      (SELECT ${sqlArray(COMMON_WORDS)} AS common) AS f
    GROUP BY c`);
  await client.query("ALTER TABLE bench_chunks ADD PRIMARY KEY (n)");
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'candidates'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'candidates'::regclass)`);
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  const flat = CLUSTERS.flat();
  const ranges: Array<[number, number]> = [];
  for (let from = 1; from <= rows; from += 50_000)
    ranges.push([from, Math.min(rows, from + 49_999)]);
  // Most skills from the candidate's cluster (i % 8), one or two general ones.
  const insert = (from: number, to: number) => `
    INSERT INTO candidates (full_name, email, title, experience, hourly_rate, availability,
      is_active, ai_assessment_score, skills, created_at, resume_text)
    SELECT 'Bench ' || i, 'bench' || i || '@example.com', 'Software Engineer',
      floor(random() * 21)::int, 30 + floor(random() * 151)::int,
      (ARRAY['Full-time','Part-time','Contract','Freelance'])[1 + floor(random() * 4)::int],
      CASE WHEN random() < 0.85 THEN 'active' ELSE 'inactive' END,
      CASE WHEN random() < 0.1 THEN NULL ELSE round((40 + random() * 60)::numeric, 1)::float8 END,
      k.skills, now() - (i || ' minutes')::interval,
      c1.words || '. ' || c2.words || '. Built production systems with ' || k.skills[1] || '.'
    FROM (SELECT ${sqlArray(flat)} AS flat, ${sqlArray(GENERAL)} AS general) AS f
      CROSS JOIN generate_series(${from}, ${to}) AS i
      CROSS JOIN LATERAL (SELECT ARRAY(
        SELECT DISTINCT s FROM (
          SELECT f.flat[(i % 8) * 6 + 1 + floor(random() * 6)::int] FROM generate_series(1, 2 + i % 4)
          UNION ALL
          SELECT f.general[1 + floor(random() * ${GENERAL.length})::int] FROM generate_series(1, 1 + i % 2)
        ) AS x(s) WHERE i > 0) AS skills) AS k
      JOIN bench_chunks c1 ON c1.n = (i::bigint * 7919) % 5000
      JOIN bench_chunks c2 ON c2.n = (i::bigint * 104729 + 7) % 5000`;
  const worker = async () => {
    const c = await connect();
    try {
      await c.query("SET synchronous_commit = off");
      await c.query(`SELECT setseed(${0.1 + Math.random() * 0.8})`);
      for (let range = ranges.shift(); range; range = ranges.shift()) {
        await c.query(insert(range[0], range[1]));
        console.log(`  up to ${range[1].toLocaleString("en-US")} (${elapsed()})`);
      }
    } finally {
      await c.end();
    }
  };
  await Promise.all([worker(), worker()]);
  await client.query("DROP TABLE bench_chunks");
  const builds = [...indexes];
  const builder = async () => {
    const c = await connect();
    try {
      await c.query("SET maintenance_work_mem = '512MB'");
      for (let index = builds.shift(); index; index = builds.shift())
        await c.query(index.definition);
    } finally {
      await c.end();
    }
  };
  await Promise.all([builder(), builder()]);
  console.log(`seeded ${rows.toLocaleString("en-US")} candidates, indexes built (${elapsed()})`);
}

type Db = ReturnType<typeof postgresDatabase>["db"];
let planted = 0;

/** One candidate of a planted fit (or a listed skill's scarce holder). */
async function plant(db: Db, values: Partial<typeof candidates.$inferInsert>): Promise<string> {
  planted++;
  const [row] = await db
    .insert(candidates)
    .values({
      fullName: `Planted ${planted}`,
      email: `planted${planted}-${randomBytes(3).toString("hex")}@example.com`,
      title: "Software Engineer",
      experience: 7,
      hourlyRate: 80,
      availability: "Full-time",
      aiAssessmentScore: 95,
      ...values,
    })
    .returning({ id: candidates.id });
  return row!.id;
}

async function jobOrder(
  db: Db,
  values: Partial<typeof jobOrders.$inferInsert>,
): Promise<JobOrderRow> {
  const [row] = await db
    .insert(jobOrders)
    .values({
      title: "Bench role",
      customerName: "Bench",
      customerEmail: "bench@example.com",
      ...values,
    })
    .returning();
  return row!;
}

interface FitQuery {
  kind: "related-skill only" | "résumé only" | "near-copy (like=)";
  fits: string[];
  before: () => Promise<string[]>;
  after: () => Promise<string[]>;
}

/** Scarce skills: each listed by six pool candidates with the two skills they bring. */
async function plantScarce(db: Db, n: number): Promise<FitQuery[]> {
  const queries: FitQuery[] = [];
  const limit = 100;
  for (let q = 0; q < n; q++) {
    const [skill, r1, r2] = [`Elixir${q}`, `Phoenix${q}`, `Erlang${q}`];
    for (let i = 0; i < 6; i++) {
      await plant(db, {
        skills: [skill, r1, r2, GENERAL[i]!],
        aiAssessmentScore: 50 + i * 8,
        experience: 2 + i * 2,
        hourlyRate: 60 + i * 15,
        availability: i % 2 ? "Contract" : "Full-time",
      });
    }
    const related: string[] = [];
    const resume: string[] = [];
    for (let i = 0; i < 3; i++) related.push(await plant(db, { skills: [r1, r2, "Git"] }));
    for (let i = 0; i < 3; i++) {
      resume.push(
        await plant(db, {
          skills: ["SQL", "Linux"],
          resumeText: `Backend developer. Built ${skill} services for a payments team, 2019 - 2024.`,
        }),
      );
    }
    const order = await jobOrder(db, {
      skills: [skill],
      seniority: "senior",
      rateMax: 100,
      engagementType: "full-time",
    });
    const ids = (learned: boolean) => async () =>
      (await findMatches(db, order, limit, { learned })).map((m) => m.candidate.id);
    queries.push({
      kind: "related-skill only",
      fits: related,
      before: ids(false),
      after: ids(true),
    });
    queries.push({ kind: "résumé only", fits: resume, before: ids(false), after: ids(true) });
  }
  return queries;
}

/** References with five near-copies each, in one cluster: the brief of their skills vs like=. */
async function plantNearCopies(db: Db, n: number): Promise<FitQuery[]> {
  const queries: FitQuery[] = [];
  for (let q = 0; q < n; q++) {
    const cluster = CLUSTERS[q % CLUSTERS.length]!;
    const skills = [cluster[0], cluster[1], cluster[2], cluster[3]];
    const ref = await plant(db, { skills, hourlyRate: 110, experience: 9, aiAssessmentScore: 70 });
    const copies: string[] = [];
    for (let i = 0; i < 5; i++) {
      copies.push(
        await plant(db, {
          // One of them lists a related skill in place of one of the reference's.
          skills: i === 0 ? [cluster[0], cluster[1], cluster[2], cluster[4]] : [...skills],
          hourlyRate: 105 + i * 2,
          experience: 8 + (i % 3),
          aiAssessmentScore: 70,
        }),
      );
    }
    const order = await jobOrder(db, { skills: [...skills] });
    queries.push({
      kind: "near-copy (like=)",
      fits: copies,
      before: async () =>
        (await findMatches(db, order, 101, { learned: false }))
          .map((m) => m.candidate.id)
          .filter((id) => id !== ref),
      after: async () => (await findSimilar(db, ref, 100)).map((m) => m.candidate.id),
    });
  }
  return queries;
}

/** Recall@10 and mean rank (1-based; not in the best 100: 101) of the fits in a ranking. */
function measure(fits: string[], ranking: string[]) {
  const ranks = fits.map((id) => {
    const at = ranking.slice(0, 100).indexOf(id);
    return at === -1 ? 101 : at + 1;
  });
  return {
    recall: ranks.filter((r) => r <= 10).length / fits.length,
    meanRank: ranks.reduce((a, b) => a + b, 0) / ranks.length,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

async function time(
  call: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    if (before) await before();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  // BENCH_REUSE_DB: a database kept by an earlier run (BENCH_KEEP_DB=1), timed again as it
  // is (after a change to matching): no seeding and no planted fits, so latency only.
  const reused = process.env.BENCH_REUSE_DB;
  // BENCH_DB_NAME: the new database's name (a team's prefix on a shared server).
  const name =
    reused ?? process.env.BENCH_DB_NAME ?? `vt_bench_match_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reused) await admin.query(`CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  const database = postgresDatabase(url);
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    await client.connect();
    const connect = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    };
    const db = database.db;
    if (!reused) await seed(connect, client);
    const fitQueries = reused
      ? []
      : [...(await plantScarce(db, 4)), ...(await plantNearCopies(db, 4))];
    if (!reused) await client.query("VACUUM ANALYZE candidates");
    const learnStart = performance.now();
    await refreshRelatedSkills(db, { force: true });
    const learnMs = performance.now() - learnStart;
    const [{ n: pairs }] = (await client.query("SELECT count(*)::int AS n FROM related_skills"))
      .rows as Array<{ n: number }>;

    // Quality: each kind's fits over its queries, before and after.
    const quality = new Map<string, { before: number[][]; after: number[][] }>();
    for (const q of fitQueries) {
      const b = measure(q.fits, await q.before());
      const a = measure(q.fits, await q.after());
      const entry = quality.get(q.kind) ?? { before: [], after: [] };
      entry.before.push([b.recall, b.meanRank]);
      entry.after.push([a.recall, a.meanRank]);
      quality.set(q.kind, entry);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

    // Latency: the shapes of bench/candidates-search.ts, a scarce skill and a replacement.
    const typical = await jobOrder(db, {
      mustHave: ["TypeScript", "React"],
      skills: ["Node.js", "PostgreSQL", "AWS"],
      seniority: "senior",
      rateMax: 120,
    });
    const broad = await jobOrder(db, { skills: ["Python"], rateMax: 90 });
    const rare = await jobOrder(db, {
      mustHave: ["Swift", "Kafka", "dbt"],
      skills: ["Terraform"],
      seniority: "lead",
    });
    const scarce = await jobOrder(db, { skills: ["Elixir0"], seniority: "senior", rateMax: 100 });
    const [reference] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, "bench77@example.com"));
    const shapes: Array<{
      name: string;
      before: () => Promise<unknown>;
      after: () => Promise<unknown>;
    }> = [
      ...[
        ["2 must-haves + 3 skills", typical],
        ["1 broad skill", broad],
        ["3 rare must-haves", rare],
        ["1 scarce skill (6 listers)", scarce],
      ].map(([label, order]) => ({
        name: label as string,
        before: () => findMatches(db, order as JobOrderRow, 20, { learned: false }),
        after: () => findMatches(db, order as JobOrderRow, 20),
      })),
      {
        name: "like= a pool candidate",
        before: () => findMatches(db, typical, 20, { learned: false }),
        after: () => findSimilar(db, reference!.id, 20),
      },
    ];
    // A write to the pool (every trigger runs) moves on the version what matching keeps is
    // exact at (the skills' namers: namers.ts, corrected from the rows the write changed):
    // "after a write" times the first call then.
    const [probe] = await db.select({ id: candidates.id }).from(candidates).limit(1);
    const write = () =>
      client.query("UPDATE candidates SET updated_at = now() WHERE id = $1", [probe!.id]);
    type Timing = { median: number; p95: number };
    const latency: Array<{ name: string; before: Timing; after: Timing; afterWrite: Timing }> = [];
    for (const shape of shapes) {
      latency.push({
        name: shape.name,
        before: await time(shape.before),
        after: await time(shape.after),
        afterWrite: await time(shape.after, write),
      });
    }
    const resumeText =
      `Platform engineer at Acme, Jan 2017 - present. ${COMMON_WORDS.join(" ")} Kubernetes, Terraform and Go. github.com/bench-dev ${COMMON_WORDS.join(" ")}`.repeat(
        3,
      );
    const suggestions = await time(() =>
      suggestionsFor(db, resumeText, {
        skills: [],
        experience: null,
        githubUrl: null,
        linkedinUrl: null,
      }),
    );

    const pool = Number(
      (await client.query("SELECT count(*)::int AS n FROM candidates")).rows[0].n,
    ).toLocaleString("en-US");
    const f2 = (n: number) => n.toFixed(2).padStart(9);
    console.log(
      `\n${pool} candidates; related skills learned in ${(learnMs / 1000).toFixed(1)} s (${pairs} pairs)\n`,
    );
    console.log(
      "planted fits: recall@10 and mean rank (not in the best 100: 101), rules alone → with what the pool taught",
    );
    console.log(
      `${"fits".padEnd(22)} ${"queries".padStart(7)} ${"recall before".padStart(14)} ${"recall after".padStart(13)} ${"rank before".padStart(12)} ${"rank after".padStart(11)}`,
    );
    for (const [kind, q] of quality) {
      console.log(
        `${kind.padEnd(22)} ${String(q.before.length).padStart(7)} ${f2(mean(q.before.map((x) => x[0]!))).padStart(14)} ${f2(mean(q.after.map((x) => x[0]!))).padStart(13)} ${f2(mean(q.before.map((x) => x[1]!))).padStart(12)} ${f2(mean(q.after.map((x) => x[1]!))).padStart(11)}`,
      );
    }
    console.log(
      `\nmatches (20), in this process, ${requests} calls a shape: median / p95 ms, rules alone → with what the pool taught`,
    );
    console.log(
      `${"shape".padEnd(30)} ${"before".padStart(17)} ${"after".padStart(17)} ${"after, 1st after a write".padStart(26)}`,
    );
    const cell = (t: Timing, width: number) =>
      `${t.median.toFixed(2)} / ${t.p95.toFixed(2)}`.padStart(width);
    for (const l of latency) {
      console.log(
        `${l.name.padEnd(30)} ${cell(l.before, 17)} ${cell(l.after, 17)} ${cell(l.afterWrite, 26)}`,
      );
    }
    console.log("(like=: before is the 2-must-have brief's matches, the nearest rules-only call)");
    console.log(
      `\nsuggestions from a résumé (${resumeText.length} characters): ${suggestions.median.toFixed(2)} / ${suggestions.p95.toFixed(2)} ms`,
    );
  } finally {
    await client.end().catch(() => {});
    await database.close().catch(() => {});
    if (process.env.BENCH_KEEP_DB === "1" || reused) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
