/**
 * Watermarked résumés through the real HTTP route (GET /api/shared/files/{token}/…): a
 * generated 10-page résumé PDF stamped, and a Word résumé of about ten pages of text made
 * into a PDF, against the original file served as it is. The server runs as a child
 * process with `npm run serve`'s heap flags (the sources, or the bundle with
 * BENCH_BUNDLE=1), on the embedded database in a throwaway DATA_DIR.
 *
 * For each: one download at a time (BENCH_RUNS, median and p90), then BENCH_PARALLEL (20)
 * at once (wall time, slowest, every answer's status), while a probe asks for the link's
 * listing every 50 ms: its latency is what other customers feel. The server's resident
 * memory is sampled every 25 ms during each phase (its VmHWM holds the start-up's peak, when
 * the embedded database is laid out, and says nothing about one phase).
 *
 *   npm run bench:watermark
 *   BENCH_RUNS=20 BENCH_PARALLEL=40 BENCH_BUNDLE=1 npm run bench:watermark
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveArgs } from "../scripts/serve-command.ts";
import { freePort, waitFor } from "../tests/cluster/harness.ts";
import { docx } from "../tests/support/sample-files.ts";
import { resumePdf, resumeProse } from "../tests/support/sample-resume-pdf.ts";
import { rssOf } from "./process-memory.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 20);
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "..");

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-bench-watermark-"));
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const credentials = { email: "bench@watermark.test", password: "bench-admin-password" };
  const args =
    process.env.BENCH_BUNDLE === "1"
      ? serveArgs()
      : [...serveArgs().slice(0, -1), path.join(root, "server/main.ts")];
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: site,
      DATA_DIR: path.join(tmp, "data"),
      ADMIN_EMAIL: credentials.email,
      ADMIN_PASSWORD: credentials.password,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitFor(async () => {
      if (server.exitCode !== null) throw new Error("the server exited");
      return (await fetch(`${site}/api/ready`).catch(() => null))?.ok ?? false;
    }, "the server");
    const login = await fetch(`${site}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${site}${url}`, {
        method,
        headers: {
          cookie,
          origin: site,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };

    /** A candidate with this résumé, on a link (watermarked or not); the résumé's URL. */
    const shared = async (name: string, file: Buffer, watermark: boolean) => {
      const candidate = await call("POST", "/api/candidates", {
        fullName: name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}@bench.test`,
        title: "Staff Engineer",
      });
      const { uploadURL } = (await call("POST", "/api/objects/upload")) as { uploadURL: string };
      const put = await fetch(uploadURL, { method: "PUT", body: new Uint8Array(file) });
      if (!put.ok) throw new Error(`upload: ${put.status}`);
      await call("PUT", `/api/candidates/${candidate.id}/resume`, { resumeURL: uploadURL });
      // The Word résumé is served from its text: wait for the background job to read it.
      await waitFor(async () => {
        const state = await call("GET", `/api/candidates/${candidate.id}/resume-text`);
        return state.state === "read" || state.state === "failed";
      }, "the résumé's text");
      const link = await call("POST", "/api/admin/shareable-links", {
        customerName: "Bench Customer",
        customerEmail: "talent@bench.test",
        candidateIds: [candidate.id],
        watermark,
      });
      const listing = (await (
        await fetch(`${site}/api/shared/developers/${link.token}`)
      ).json()) as { developers: Array<{ resumeUrl: string }> };
      return {
        url: `${site}${listing.developers[0]!.resumeUrl}`,
        listing: `${site}/api/shared/developers/${link.token}`,
      };
    };

    const pdf = await resumePdf(10);
    // 6,250 words lay out as ten A4 pages (text-pdf.ts).
    const word = docx(resumeProse(6250));
    const cases = [
      {
        name: "PDF, 10 pages, original (no watermark)",
        ...(await shared("Orla Original", pdf, false)),
        size: pdf.length,
      },
      {
        name: "PDF, 10 pages, stamped",
        ...(await shared("Stella Stamped", pdf, true)),
        size: pdf.length,
      },
      {
        name: "Word, ~10 pages of text, made a PDF",
        ...(await shared("Wanda Word", word, true)),
        size: word.length,
      },
    ];

    const download = async (url: string) => {
      const started = performance.now();
      const res = await fetch(url);
      const body = Buffer.from(await res.arrayBuffer());
      return { status: res.status, time: performance.now() - started, bytes: body.length };
    };
    /** The listing's latency every 50 ms while `during` runs: what other customers wait. */
    const probed = async <T>(listing: string, during: () => Promise<T>) => {
      const latencies: number[] = [];
      let running = true;
      let peakRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssOf(server.pid!));
      }, 25);
      const probe = (async () => {
        while (running) {
          const started = performance.now();
          await fetch(listing).then((r) => r.arrayBuffer());
          latencies.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const result = await during();
      running = false;
      await probe;
      clearInterval(sampler);
      return { result, latencies, peakRss };
    };

    const idle = await probed(cases[0]!.listing, () => new Promise((r) => setTimeout(r, 1500)));
    console.log(
      `\nidle: listing median ${ms(quantile(idle.latencies, 0.5))}, max ${ms(Math.max(...idle.latencies))}; server RSS ${Math.round(rssOf(server.pid!) / MB)} MB`,
    );
    const rows: string[][] = [];
    for (const c of cases) {
      await download(c.url); // warm: modules loaded, caches filled
      const single: number[] = [];
      let bytes = 0;
      const one = await probed(c.listing, async () => {
        for (let i = 0; i < RUNS; i++) {
          const d = await download(c.url);
          if (d.status !== 200) throw new Error(`${c.name}: ${d.status}`);
          single.push(d.time);
          bytes = d.bytes;
        }
      });
      const started = performance.now();
      const { result, latencies, peakRss } = await probed(c.listing, () =>
        Promise.all(Array.from({ length: PARALLEL }, () => download(c.url))),
      );
      const wall = performance.now() - started;
      const statuses = [...new Set(result.map((r) => r.status))].join("/");
      rows.push([
        c.name,
        `${Math.round(c.size / 1024)} → ${Math.round(bytes / 1024)} KB`,
        `${ms(quantile(single, 0.5))} / ${ms(quantile(single, 0.9))}`,
        `${ms(wall)} / ${ms(Math.max(...result.map((r) => r.time)))} (${statuses})`,
        `${ms(quantile(latencies, 0.5))} / ${ms(Math.max(...latencies))}`,
        `${Math.round(one.peakRss / MB)} / ${Math.round(peakRss / MB)} MB`,
      ]);
    }
    const head = [
      "résumé",
      "file → served",
      "one at a time (median / p90)",
      `${PARALLEL} at once (all / slowest, status)`,
      `listing meanwhile (median / max)`,
      "server RSS peak (one at a time / at once)",
    ];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
    console.log(`\n${line(head)}\n| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
    for (const row of rows) console.log(line(row));
    console.log(
      `\nload average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}, ${os.cpus().length} CPUs`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
