/**
 * PostgreSQL goes away in the middle of a read-and-write load and comes back. The app (one
 * process, never restarted) must say so on /api/ready (503), be ready again within 5 s of
 * the database answering, and keep every write it acknowledged.
 *
 * This stops the machine's PostgreSQL server for a moment: run it alone (`.ci/run` runs it
 * after both test passes, which use the same server).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { type Answer, Client } from "../cluster/client.ts";
import { adminCredentials, type Cluster, startCluster, waitFor } from "../cluster/harness.ts";

const RECOVERY_BUDGET_MS = 5_000;
const version = fs.readdirSync("/etc/postgresql")[0]!;
const pgctl = (action: "stop" | "start") =>
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], {
    stdio: "pipe",
  });
const databaseAnswers = () => {
  try {
    execFileSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432", "-q"]);
    return true;
  } catch {
    return false;
  }
};

let cluster: Cluster;
/** 0 when the connection fails (a reused keep-alive socket the server just closed). */
const readyStatus = () =>
  fetch(`${appUrl}/api/ready`).then(
    (r) => r.status,
    () => 0,
  );
let admin: Client;
let appUrl: string;

beforeAll(async () => {
  // The API alone is exercised: no client build needed.
  cluster = await startCluster(1, {}, { needsBuild: false });
  // Straight to the process: the balancer would answer for it while it is not ready.
  appUrl = `http://127.0.0.1:${cluster.replicas[0]!.port}`;
  admin = new Client(appUrl);
  expect((await admin.post("/api/auth/login", adminCredentials)).status).toBe(200);
});
afterAll(async () => {
  if (!databaseAnswers()) pgctl("start");
  await cluster?.close();
});

it("reports the outage, recovers within 5 s of PostgreSQL returning and keeps every acknowledged write", async () => {
  const app = cluster.replicas[0]!;
  const acknowledged: string[] = [];
  let failedDuringOutage = 0;
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const res = await admin
        .post<Candidate>("/api/candidates", {
          fullName: `Fault ${w}-${i}`,
          email: `fault-${w}-${i}@faults.test`,
          title: "Engineer",
        })
        .catch(() => ({ status: 0 }) as Answer<Candidate>);
      if (res.status === 201) acknowledged.push(res.body.id);
      else failedDuringOutage++;
      // Refused requests come back at once: do not spin while the database is down.
      if (res.status !== 201) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const reader = async () => {
    while (!stop) {
      const res = await admin.get("/api/candidates?limit=24").catch(() => ({ status: 0 }));
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const load = [...[0, 1, 2, 3].map(writer), ...[0, 1, 2, 3].map(reader)];

  await waitFor(async () => acknowledged.length >= 30, "writes before the outage");
  pgctl("stop");
  await waitFor(
    async () => (await readyStatus()) === 503,
    "/api/ready to answer 503 while PostgreSQL is down",
    10_000,
  );
  const beforeRestart = acknowledged.length;
  pgctl("start");
  await waitFor(async () => databaseAnswers(), "PostgreSQL to come back", 60_000);
  const back = Date.now();
  await waitFor(
    async () => (await readyStatus()) === 200,
    "the app to be ready again",
    RECOVERY_BUDGET_MS,
  );
  const recoveredInMs = Date.now() - back;
  await waitFor(async () => acknowledged.length >= beforeRestart + 30, "writes after recovery");
  stop = true;
  await Promise.all(load);

  expect(app.process.exitCode, app.output()).toBeNull();
  expect(recoveredInMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM candidates WHERE id = ANY($1::uuid[])",
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
  } finally {
    await client.end();
  }
  console.info(
    `faults: ${acknowledged.length} acknowledged writes kept, ${failedDuringOutage} refused during the outage, ready ${recoveredInMs} ms after PostgreSQL answered`,
  );
});
