import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ProcessLimitReached, runInLimitedProcess } from "./limited-process.ts";

const child = pathToFileURL(path.join(import.meta.dirname, "../../tests/support/child-task.ts"));
const limits = { dataMb: 768, heapMb: 48, semiSpaceMb: 2, timeoutMs: 30_000 };
const run = (task: string, overrides = {}) =>
  runInLimitedProcess<{ heapLimitMb: number }>(child, { task }, { ...limits, ...overrides });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("a child process with limits", () => {
  it("answers with its result, under the heap limit it was given", async () => {
    const { heapLimitMb } = await run("limits");
    // The old generation asked for, plus the young generation (three semi-spaces).
    expect(heapLimitMb).toBeGreaterThanOrEqual(48);
    expect(heapLimitMb).toBeLessThanOrEqual(48 + 3 * 2 + 1);
  });

  it("ends a child that outgrows its heap with an error, and the parent lives on", async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const error = await failure(run("hog"));
    expect(error).toBeInstanceOf(ProcessLimitReached);
    expect((error as ProcessLimitReached).limit).toBe("memory");
    // The parent's heap did not take the child's allocations, and it still runs work.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
    expect(await run("limits")).toHaveProperty("heapLimitMb");
  }, 60_000);

  it.runIf(process.platform === "linux")(
    "ends a child that fills memory outside its heap (buffers) at its data limit",
    async () => {
      const error = await failure(run("buffers"));
      expect(error).toBeInstanceOf(ProcessLimitReached);
      expect((error as ProcessLimitReached).limit).toBe("memory");
    },
    60_000,
  );

  it("keeps its own heap limit when the server runs with a heap flag of its own", () => {
    // As `npm run serve` runs the server: a worker thread would get the server's 384 MB here.
    const script = `
      import { runInLimitedProcess } from ${JSON.stringify(path.join(import.meta.dirname, "limited-process.ts"))};
      const url = new URL(${JSON.stringify(child.href)});
      const limits = ${JSON.stringify(limits)};
      const { heapLimitMb } = await runInLimitedProcess(url, { task: "limits" }, limits);
      const hog = await runInLimitedProcess(url, { task: "hog" }, limits).catch((e) => e.limit);
      console.log(JSON.stringify({ heapLimitMb, hog, parentAlive: true }));
    `;
    const out = execFileSync(
      process.execPath,
      ["--max-old-space-size=384", "--input-type=module", "-e", script],
      { encoding: "utf8", timeout: 60_000 },
    );
    const result = JSON.parse(out.trim().split("\n").at(-1)!);
    expect(result.heapLimitMb).toBeLessThanOrEqual(48 + 3 * 2 + 1);
    expect(result).toMatchObject({ hog: "memory", parentAlive: true });
  }, 90_000);

  it("kills a child past its deadline", async () => {
    const started = performance.now();
    const error = await failure(run("spin", { timeoutMs: 1_000 }));
    expect(error).toBeInstanceOf(ProcessLimitReached);
    expect((error as ProcessLimitReached).limit).toBe("time");
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("passes on a child's own failure as an error (not the input's fault)", async () => {
    const error = await failure(run("throw"));
    expect(error).not.toBeInstanceOf(ProcessLimitReached);
    expect((error as Error).message).toContain("a broken child");
  });
});
