import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase } from "../../tests/support/test-db.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";

let database: Database;
const queues: JobQueue[] = [];
const silent = { info() {}, error() {} };

function queue(options: { lockSeconds?: number } = {}) {
  const q = createJobQueue({
    db: database.db,
    log: silent,
    pollIntervalMs: 50,
    retryDelayMs: 20,
    ...options,
  });
  queues.push(q);
  return q;
}

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  for (const q of queues) await q.stop();
  await database.close();
});

const stateOf = async (id: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

it("retries a failing job with backoff until it succeeds", async () => {
  const q = queue();
  const attempts: number[] = [];
  await q.work<{ n: number }>("retry.ok", async (data, job) => {
    expect(data).toEqual({ n: 1 });
    attempts.push(job.attempt);
    if (job.attempt < 3) throw new Error(`boom ${job.attempt}`);
  });
  const id = (await q.send("retry.ok", { n: 1 }))!;
  await expect.poll(async () => (await stateOf(id)).state, { timeout: 10_000 }).toBe("completed");
  expect(attempts).toEqual([1, 2, 3]);
});

it("marks a job failed once its retries are spent, and counts it", async () => {
  const q = queue();
  let runs = 0;
  await q.work("retry.fail", async () => {
    runs++;
    throw new Error("always");
  });
  const id = (await q.send("retry.fail", {}, { retryLimit: 1 }))!;
  await expect.poll(async () => (await stateOf(id)).state, { timeout: 10_000 }).toBe("failed");
  expect(runs).toBe(2);
  expect((await stateOf(id)).lastError).toBe("always");
  const stats = await q.stats();
  expect(stats.find((s) => s.name === "retry.fail")).toEqual({
    name: "retry.fail",
    queued: 0,
    active: 0,
    failed: 1,
  });
});

it("gives each job to one worker when two queues poll the same database", async () => {
  const seen: string[] = [];
  const handler = async (data: { i: number }) => {
    seen.push(String(data.i));
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const sender = queue();
  for (let i = 0; i < 30; i++) await sender.send("shared", { i });
  // Both start together on rows already waiting: they race for the same rows.
  await Promise.all([
    queue().work("shared", handler, { concurrency: 4 }),
    queue().work("shared", handler, { concurrency: 4 }),
  ]);
  await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(30);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(seen).toHaveLength(30);
  expect(new Set(seen).size).toBe(30);
});

it("keeps one pending job per singleton key, and honours startAfter", async () => {
  const q = queue();
  const first = await q.send("single", { a: 1 }, { singletonKey: "k" });
  const second = await q.send("single", { a: 2 }, { singletonKey: "k" });
  expect(first).toEqual(expect.any(String));
  expect(second).toBeNull();
  const later = (await q.send("later", {}, { startAfter: new Date(Date.now() + 60_000) }))!;
  let ran = false;
  await q.work("later", async () => {
    ran = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(ran).toBe(false);
  expect((await stateOf(later)).state).toBe("queued");
});

it("takes over a job whose worker died mid-run once its lock has passed", async () => {
  const [row] = await database.db
    .insert(jobs)
    .values({ name: "orphan", data: { x: 1 }, state: "active", attempt: 1 })
    .returning();
  await database.db
    .update(jobs)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, row!.id));
  const attempts: number[] = [];
  await queue().work("orphan", async (_data, job) => {
    attempts.push(job.attempt);
  });
  await expect.poll(async () => (await stateOf(row!.id)).state).toBe("completed");
  expect(attempts).toEqual([2]);
});

it("stop() waits for running handlers to finish", async () => {
  const q = createJobQueue({ db: database.db, log: silent, pollIntervalMs: 50 });
  let finished = false;
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  await q.work("drain", async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 100));
    finished = true;
  });
  const id = (await q.send("drain", {}))!;
  await running;
  await q.stop();
  expect(finished).toBe(true);
  expect((await stateOf(id)).state).toBe("completed");
});

it("survives a restart: a new app on the same database runs a job queued before", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-jobs-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const first = await buildApp({ config, database });
  await first.ready();
  // Nobody works "restart.test" in the first app: the job waits in the table.
  const id = (await first.jobs.send("restart.test", { hello: "world" }))!;
  await first.close();

  const second = await buildApp({ config, database });
  await second.ready();
  const received: unknown[] = [];
  await second.jobs.work("restart.test", async (data) => {
    received.push(data);
  });
  await expect.poll(() => received, { timeout: 10_000 }).toEqual([{ hello: "world" }]);
  await expect.poll(async () => (await stateOf(id)).state).toBe("completed");
  await second.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("keeps only what redact() leaves of a job's data once it is done, not while it may retry", async () => {
  const q = queue();
  const seen: Array<Record<string, unknown>> = [];
  await q.work<{ to: string; secret: string }>(
    "redacted",
    async (data, job) => {
      seen.push({ ...((await stateOf(job.id)).data as object) });
      if (data.to === "retry" && job.attempt === 1) throw new Error("later");
      if (data.to === "never") throw new Error("never");
    },
    { redact: ({ to }) => ({ to }) },
  );
  const ok = (await q.send("redacted", { to: "ok", secret: "111111" }))!;
  const retried = (await q.send("redacted", { to: "retry", secret: "222222" }))!;
  const failed = (await q.send("redacted", { to: "never", secret: "333333" }, { retryLimit: 0 }))!;
  for (const [id, state] of [
    [ok, "completed"],
    [retried, "completed"],
    [failed, "failed"],
  ] as const) {
    await expect.poll(async () => (await stateOf(id)).state, { timeout: 10_000 }).toBe(state);
  }
  expect((await stateOf(ok)).data).toEqual({ to: "ok" });
  expect((await stateOf(retried)).data).toEqual({ to: "retry" });
  expect((await stateOf(failed)).data).toEqual({ to: "never" });
  // The retry still had the whole message.
  expect(seen.filter((d) => d.to === "retry")).toEqual([
    { to: "retry", secret: "222222" },
    { to: "retry", secret: "222222" },
  ]);
});

/**
 * The database handle, with the answers to one kind of statement (`delete`: the clean-up of
 * old jobs; `update`: the claim) held back until `release()`: the statement runs at once,
 * and its caller learns the result later, as from a slow database. `waiting` resolves once
 * one such statement was sent.
 */
function heldBack(kind: "delete" | "update") {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent!: () => void;
  const waiting = new Promise<void>((resolve) => {
    sent = resolve;
  });
  // A query builder's calls are recorded and made on the real one; awaiting it runs it.
  const chain = (build: () => unknown): unknown =>
    new Proxy(() => {}, {
      get(_target, key) {
        if (key !== "then") {
          return (...args: unknown[]) =>
            chain(() =>
              (build() as Record<PropertyKey, (...a: unknown[]) => unknown>)[key]!(...args),
            );
        }
        return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) => {
          const answer = Promise.resolve(build() as PromiseLike<unknown>);
          sent();
          return answer
            .then(async (rows) => {
              await released;
              return rows;
            })
            .then(ok, fail);
        };
      },
    });
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== kind) return Reflect.get(target, prop, receiver);
      return (...args: unknown[]) =>
        chain(() => (target[kind] as (...a: unknown[]) => unknown).call(target, ...args));
    },
  });
  return { db, waiting, release };
}

for (const [kind, moment] of [
  ["delete", "cleaning up old jobs"],
  ["update", "claiming"],
] as const) {
  it(`runs a job sent while the worker's poll is ${moment} at once, not at the next poll`, async () => {
    const held = heldBack(kind);
    // A poll interval longer than the test: only the wake-up of send() can run the job soon.
    const q = createJobQueue({ db: held.db, log: silent, pollIntervalMs: 60_000 });
    queues.push(q);
    let ran = false;
    await q.work(`wake.${kind}`, async () => {
      ran = true;
    });
    await held.waiting;
    await q.send(`wake.${kind}`, {});
    held.release();
    await expect.poll(() => ran, { timeout: 5_000 }).toBe(true);
  });
}
