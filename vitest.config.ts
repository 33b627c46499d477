import { defineConfig } from "vitest/config";

export default defineConfig({
  // The app's `~/` imports, for tests of app modules.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "server/**/*.test.ts",
      "common/**/*.test.ts",
      "app/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // Two cores on CI machines: two test files at a time, each with its own database.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
