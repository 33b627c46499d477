import { describe, expect, it } from "vitest";
import { PoolCache } from "./pool-cache.ts";

describe("PoolCache", () => {
  it("serves a figure only at the version it was computed under", () => {
    const cache = new PoolCache();
    cache.set(3, "a", 10);
    expect(cache.get(3, "a")).toBe(10);
    expect(cache.get(4, "a")).toBeUndefined();
    expect(cache.get(3, "b")).toBeUndefined();
  });

  it("forgets everything when a newer version arrives, and ignores older figures", () => {
    const cache = new PoolCache();
    cache.set(3, "a", 10);
    cache.set(4, "b", 20);
    expect(cache.get(4, "a")).toBeUndefined();
    expect(cache.get(4, "b")).toBe(20);
    // Computed by a request that read version 3 before the write: possibly stale.
    cache.set(3, "a", 11);
    expect(cache.get(3, "a")).toBeUndefined();
    expect(cache.get(4, "a")).toBeUndefined();
  });

  it("keeps a zero and drops the least recently used entry when full", () => {
    const cache = new PoolCache(2);
    cache.set(1, "a", 0);
    cache.set(1, "b", 2);
    expect(cache.get(1, "a")).toBe(0);
    cache.set(1, "c", 3);
    expect(cache.get(1, "b")).toBeUndefined();
    expect(cache.get(1, "a")).toBe(0);
    expect(cache.get(1, "c")).toBe(3);
  });
});
