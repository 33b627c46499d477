import { describe, expect, it } from "vitest";
import { figureAt, poolCache } from "./pool-cache.ts";

/** The figure `figureAt` answers, and whether it was computed (true) or remembered. */
async function figure(
  cache: ReturnType<typeof poolCache>,
  version: number,
  key: string,
  value: number,
) {
  let computed = false;
  const answer = await figureAt(cache, version, key, async () => {
    computed = true;
    return value;
  });
  return { answer, computed };
}

describe("the pool figure cache (a versioned ChangeCache)", () => {
  it("serves a figure only at the version it was computed under", async () => {
    const cache = poolCache();
    await figure(cache, 3, "a", 10);
    expect(await figure(cache, 3, "a", 99)).toEqual({ answer: 10, computed: false });
    expect(await figure(cache, 3, "b", 5)).toEqual({ answer: 5, computed: true });
    expect(await figure(cache, 4, "a", 11)).toEqual({ answer: 11, computed: true });
  });

  it("forgets everything when a newer version arrives, and ignores older figures", async () => {
    const cache = poolCache();
    await figure(cache, 3, "a", 10);
    await figure(cache, 4, "b", 20);
    expect(await figure(cache, 4, "a", 12)).toEqual({ answer: 12, computed: true });
    expect(await figure(cache, 4, "b", 99)).toEqual({ answer: 20, computed: false });
    // Computed by a request that read version 3 before the write: possibly stale.
    expect(await figure(cache, 3, "c", 11)).toEqual({ answer: 11, computed: true });
    expect(await figure(cache, 3, "c", 13)).toEqual({ answer: 13, computed: true });
    expect(await figure(cache, 4, "c", 14)).toEqual({ answer: 14, computed: true });
    // No version row (-1): nothing is served or kept.
    expect(await figure(cache, -1, "d", 1)).toEqual({ answer: 1, computed: true });
    expect(await figure(cache, -1, "d", 2)).toEqual({ answer: 2, computed: true });
  });

  it("keeps a zero and drops the least recently used entry when full", async () => {
    const cache = poolCache(2);
    await figure(cache, 1, "a", 0);
    await figure(cache, 1, "b", 2);
    expect(await figure(cache, 1, "a", 9)).toEqual({ answer: 0, computed: false });
    await figure(cache, 1, "c", 3);
    expect(await figure(cache, 1, "a", 9)).toEqual({ answer: 0, computed: false });
    expect(await figure(cache, 1, "c", 9)).toEqual({ answer: 3, computed: false });
    expect(await figure(cache, 1, "b", 9)).toEqual({ answer: 9, computed: true });
  });
});
