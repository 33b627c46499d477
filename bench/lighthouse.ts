/**
 * Page-speed budgets of the public site, measured with Lighthouse (mobile preset: Moto G
 * class device, simulated slow 4G) in the local Chromium against the production build.
 *
 *   npm run bench:lighthouse          # builds, starts the server on BENCH_PORT (3150), measures
 *   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * performance score is reported, with the range of all runs: on a shared 2-core machine
 * one run's blocking time can swing by a factor of five.
 *
 * Budgets (issue 14): performance ≥ 98 and total blocking time under 150 ms (medians),
 * accessibility 100, best practices 100, SEO 100 on each page, and at most 120 KB of
 * gzipped JavaScript on the first load of /. Prints a table with the median of each metric,
 * the machine's load average and the longest main-thread tasks, writes
 * bench/results/lighthouse.json, and exits 1 when a budget is missed.
 *
 *   LIGHTHOUSE_PAGES=/,/faq node bench/lighthouse.ts   # some pages only, no build
 *   BENCH_SERVER=running BENCH_PORT=3300 node bench/lighthouse.ts   # a server already up
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3150);
const origin = `http://localhost:${port}`;
/** Every public page of the spec's route table (§2): the marketing pages and the blog. */
const publicPages = [
  "/",
  "/about",
  "/services",
  "/hiring-process",
  "/skills-evaluator",
  "/case-studies",
  "/pricing",
  "/faq",
  "/contact",
  "/blog",
  "/blog/ai-revolutionizing-tech-recruitment",
];
const pages = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? publicPages;
const budgets = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const TBT_BUDGET_MS = 150;
const JS_BUDGET_BYTES = 120 * 1024;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** The flags of playwright.config.ts: Debian's Chromium, headless, no sandbox. */
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Three minutes: on a loaded 2-core machine the server's start (migrations, demo seed) has
// taken over a minute.
async function waitForServer(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

/** Gzip size (level 9, as the build writes it) of a script served from build/client. */
function gzippedSize(url: string): number {
  const file = path.join(root, "build/client", new URL(url).pathname);
  const gz = `${file}.gz`;
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

interface Row {
  page: string;
  scores: Record<keyof typeof budgets, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
  /** Lowest and highest performance score over all runs. */
  performanceRange: [number, number];
  /** The longest main-thread tasks of the run: duration in ms and the script behind it. */
  longTasks: { ms: number; url: string }[];
  /** One-minute load average when the page's runs ended: the machine is shared. */
  load?: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run of one page: its row, and the scripts it loaded from this origin. */
async function measure(page: string) {
  const result = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(budgets),
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { lhr } = result;
  // A failed run (e.g. a timeout on an overloaded machine) scores 0: say why.
  if (lhr.runtimeError) console.log(`${page}: Lighthouse error ${lhr.runtimeError.code}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedAudits = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is NonNullable<typeof a> =>
        !!a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "manual" &&
        a.scoreDisplayMode !== "notApplicable",
    )
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  const performance = score("performance");
  const row: Row = {
    page,
    scores: {
      performance,
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    failedAudits: [...new Set(failedAudits)],
    performanceRange: [performance, performance],
    longTasks: (
      (lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number }[] })
        ?.items ?? []
    )
      .slice(0, 3)
      .map((t) => ({ ms: Math.round(t.duration), url: t.url.replace(origin, "") })),
  };
  const details = lhr.audits["network-requests"]?.details as
    | { items: { url: string; resourceType?: string }[] }
    | undefined;
  const scripts = (details?.items ?? [])
    .filter((r) => r.resourceType === "Script" && r.url.startsWith(origin))
    .map((r) => ({ url: r.url, gzip: gzippedSize(r.url) }));
  return { row, scripts, failed: !!lhr.runtimeError };
}

/**
 * One run that measured something. A run Lighthouse itself could not complete (seen:
 * NO_NAVSTART on the first run of a fresh browser, its trace missed the navigation) scores
 * 0 without saying anything about the page: it is tried once more, and a second failure
 * stands.
 */
async function measureOnce(page: string) {
  const first = await measure(page);
  return first.failed ? measure(page) : first;
}

// BENCH_SERVER=running measures a server already listening on BENCH_PORT (started from
// this tree's build), e.g. to compare two builds side by side.
const server =
  process.env.BENCH_SERVER === "running"
    ? undefined
    : spawn(process.execPath, [path.join(root, "tests/e2e/start-server.ts")], {
        env: { ...process.env, PORT: String(port), LOG_LEVEL: "error" },
        stdio: ["ignore", "inherit", "inherit"],
      });
let exitCode = 0;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags,
});
try {
  await waitForServer(`${origin}/api/ready`);
  const rows: Row[] = [];
  let firstLoadScripts: { url: string; gzip: number }[] = [];
  for (const page of pages) {
    const measured: Array<{ row: Row; scripts: { url: string; gzip: number }[] }> = [];
    for (let run = 0; run < runs; run++) measured.push(await measureOnce(page));
    measured.sort((a, b) => a.row.scores.performance - b.row.scores.performance);
    const middle = measured[Math.floor(measured.length / 2)]!;
    const performances = measured.map((m) => m.row.scores.performance);
    // Each metric's own median: the median-score run's TBT need not be the median TBT.
    rows.push({
      ...middle.row,
      scores: { ...middle.row.scores, performance: median(performances) },
      lcpMs: median(measured.map((m) => m.row.lcpMs)),
      tbtMs: median(measured.map((m) => m.row.tbtMs)),
      cls: median(measured.map((m) => m.row.cls)),
      performanceRange: [Math.min(...performances), Math.max(...performances)],
      load: Number(os.loadavg()[0]!.toFixed(1)),
    });
    if (page === "/") firstLoadScripts = middle.scripts;
  }

  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const line = (cells: (string | number)[], widths: number[]) =>
    `| ${cells.map((c, i) => pad(c, widths[i]!)).join(" | ")} |`;
  const widths = [42, 11, 9, 13, 14, 5, 8, 8, 6, 5];
  console.log(
    line(
      [
        "page",
        "performance",
        `${runs} runs`,
        "accessibility",
        "best practices",
        "SEO",
        "LCP ms",
        "TBT ms",
        "CLS",
        "load",
      ],
      widths,
    ),
  );
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) {
    console.log(
      line(
        [
          row.page,
          row.scores.performance,
          row.performanceRange.join("–"),
          row.scores.accessibility,
          row.scores["best-practices"],
          row.scores.seo,
          row.lcpMs,
          row.tbtMs,
          row.cls,
          row.load ?? "",
        ],
        widths,
      ),
    );
    for (const [category, min] of Object.entries(budgets)) {
      if (row.scores[category as keyof typeof budgets] < min) exitCode = 1;
    }
    if (row.tbtMs >= TBT_BUDGET_MS) exitCode = 1;
  }
  const jsTotal = firstLoadScripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\nJavaScript on the first load of /: ${firstLoadScripts.length} files, ${(jsTotal / 1024).toFixed(1)} KB gzipped (budget ${JS_BUDGET_BYTES / 1024} KB)`,
  );
  if (jsTotal > JS_BUDGET_BYTES) exitCode = 1;
  console.log("\nLongest main-thread tasks (median-score run):");
  for (const row of rows) {
    const tasks = row.longTasks.map((t) => `${t.ms} ms ${t.url}`).join(", ");
    console.log(`  ${row.page}: ${tasks || "none over 50 ms"}`);
  }
  for (const row of rows) {
    if (row.failedAudits.length) console.log(`  ${row.page}: ${row.failedAudits.join(", ")}`);
  }
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench/results/lighthouse.json"),
    JSON.stringify({ date: new Date().toISOString(), rows, firstLoadScripts, jsTotal }, null, 2),
  );
  console.log(exitCode ? "\nBudget missed." : "\nAll budgets met.");
} finally {
  chrome.kill();
  server?.kill("SIGTERM");
}
process.exitCode = exitCode;
