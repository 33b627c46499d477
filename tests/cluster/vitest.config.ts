import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster` and `npm run test:faults`: real processes, PostgreSQL, Redis and
 * HAProxy, so not part of `npm test`. One file at a time: each starts its own servers.
 */
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts", "tests/faults/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
