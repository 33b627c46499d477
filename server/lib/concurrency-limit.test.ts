import { describe, expect, it } from "vitest";
import { concurrencyLimit, LimitReached } from "./concurrency-limit.ts";

describe("a concurrency limit", () => {
  it("runs at most `running` at once, queues `waiting`, refuses the rest", async () => {
    const limit = concurrencyLimit(2, 1);
    const releases: Array<() => void> = [];
    let peak = 0;
    let now = 0;
    const task = () =>
      limit.run(async () => {
        now++;
        peak = Math.max(peak, now);
        await new Promise<void>((resolve) => releases.push(resolve));
        now--;
        return "done";
      });
    const results = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(LimitReached);
    expect(limit.load).toEqual({ running: 2, waiting: 1 });
    // Each release lets the one in line start; it waits for its own release in turn.
    for (let released = 0; released < 3; released++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual(["done", "done", "done"]);
    expect(peak).toBe(2);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its place when a task throws", async () => {
    const limit = concurrencyLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => 1)).toBe(1);
  });
});
