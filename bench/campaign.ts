/**
 * Campaign sending throughput and memory: 10,000 inquiries, the real server as a child
 * process (pacing off) sending to a local SMTP server. Prints messages per second and the
 * server process's peak resident memory while sending.
 *
 *   npm run bench:campaign                      # embedded database (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:campaign   # a throwaway PostgreSQL database
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { openDatabase } from "../server/db/client.ts";
import { contactInquiries } from "../server/db/schema.ts";
import {
  signIn,
  startCampaignOver,
  startChildServer,
  waitForStatus,
} from "../server/features/campaigns/child-server.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const COUNT = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const rssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const sink = await startSmtpSink();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-bench-campaign-"));
const env: Record<string, string> = { ...sink.env, DATA_DIR: dataDir };
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
const database = await openDatabase({ DATABASE_URL: env.DATABASE_URL, dataDir });
await database.migrate();
for (let i = 0; i < COUNT; i += 1000) {
  await database.db.insert(contactInquiries).values(
    Array.from({ length: Math.min(1000, COUNT - i) }, (_, j) => ({
      firstName: `Reader${i + j}`,
      lastName: "Bench",
      email: `bench-${Date.now()}-${i + j}@example.com`,
      company: "Bench Co",
      hiringNeeds: "backend",
      message: "Hi",
    })),
  );
}
await database.close();

const server = await startChildServer(env);
try {
  const cookie = await signIn(server.url);
  const idleRss = rssMiB(server.process.pid!);
  let peakRss = idleRss;
  const started = performance.now();
  const campaign = await startCampaignOver(server.url, cookie);
  let done = false;
  const sampler = (async () => {
    let lastReport = performance.now();
    while (!done) {
      peakRss = Math.max(peakRss, rssMiB(server.process.pid!));
      // A line every 30 s: a 10,000-message run on a busy machine takes a while.
      if (performance.now() - lastReport > 30_000) {
        lastReport = performance.now();
        const seconds = (lastReport - started) / 1000;
        console.log(
          `… ${sink.messages.length} received after ${seconds.toFixed(0)} s, RSS ${rssMiB(server.process.pid!).toFixed(0)} MiB`,
        );
      }
      await delay(250);
    }
  })();
  await waitForStatus(server.url, cookie, campaign.id, "sent", 30 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await sampler;
  const received = sink.messages.length;
  console.log(`recipients: ${COUNT}, received by the SMTP server: ${received}`);
  console.log(`time: ${seconds.toFixed(1)} s, ${(received / seconds).toFixed(0)} messages/s`);
  console.log(
    `server RSS: ${idleRss.toFixed(0)} MiB idle, ${peakRss.toFixed(0)} MiB peak while sending`,
  );
  console.log(
    `database: ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, cores: ${os.cpus().length}, load: ${os.loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  server.process.kill("SIGKILL");
  await server.exited;
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
