import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// One throwaway database name per run; workers inherit it through the environment.
if (process.env.TEST_DATABASE_URL) {
  process.env.E2E_DB_NAME ??= `vt_e2e_${Date.now().toString(36)}_${process.pid}`;
}
// Where start-server.ts's SMTP sink writes each e-mail (tests/e2e/mailbox.ts reads them).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `vt-e2e-mail-${Date.now().toString(36)}`);
export const baseURL = `http://localhost:${port}`;

// The PostgreSQL pass of .ci/run (E2E_DATABASE_ONLY=1) leaves out the specs of the static
// public pages: prerendered HTML, islands and axe scans read nothing from the database,
// and they ran in the PGlite pass. It also leaves out the specs that start a server of
// their own: that server always runs on a fresh embedded database (DATABASE_URL ""), so on
// the PostgreSQL pass they would repeat the PGlite pass's run exactly. Every other spec,
// new ones included, runs in both.
const databaseOnlyIgnore = process.env.E2E_DATABASE_ONLY
  ? [
      "**/public-site.spec.ts",
      "**/accessibility.spec.ts",
      "**/platform.spec.ts",
      "**/no-js-fallbacks.spec.ts",
      "**/external-sign-in.spec.ts",
      "**/signup-closed.spec.ts",
      "**/first-start.spec.ts",
    ]
  : [];

/** Debian's Chromium: browser downloads are not possible on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per server port: a run empties its output folder when it starts, and two
  // runs in one checkout (E2E_PORT apart) must not delete each other's traces mid-test.
  outputDir: `test-results/e2e-${port}`,
  // Two tests at a time (the machines have two cores), any two: the tests of one file are
  // spread over both workers, so a long file (the public pages, the axe scans) no longer
  // leaves one worker idle at the end. Journeys share one server and database and may run
  // at once, so they use unique emails and names and never assume they are alone (see
  // tests/e2e/admin-users.spec.ts for counts). A file that starts a server of its own in
  // beforeAll runs its tests in order in one worker (describe.configure mode "default").
  fullyParallel: true,
  testIgnore: databaseOnlyIgnore,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI only: a journey that fails and then passes is reported as "flaky" in
  // the list (and must be looked into), but a single timing accident on a busy 2-core
  // machine no longer throws away a whole run; one that fails twice still fails. Locally
  // every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // An SPA screen's first load on a busy 2-core machine (two workers, the server and the
  // database on the same cores) has been seen to take 12 s of script parsing; a passing
  // expectation returns as soon as it holds, so only a real failure waits this long.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      // On the PostgreSQL pass, also the tests tagged @no-database: they never reach it (no
      // session cookie, no form sent), so they ran in full in the PGlite pass.
      grepInvert: process.env.E2E_DATABASE_ONLY ? /@no-database/ : undefined,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "phone",
      // The phone copy checks layout, the sheet menu and touch on every screen: one journey
      // per screen, not every desktop journey a second time. Tests whose outcome cannot
      // depend on the viewport carry the tag @desktop-only; the list and the reasons are in
      // docs/testing.md and docs/decisions/040-phone-project.md.
      grepInvert: /@desktop-only/,
      testIgnore: [
        ...databaseOnlyIgnore,
        // A second server of its own each (a fresh database migrating: a minute on a busy
        // machine) for flows on /auth, whose phone layout auth.spec.ts checks.
        "**/external-sign-in.spec.ts",
        "**/signup-closed.spec.ts",
        "**/first-start.spec.ts",
      ],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  webServer: {
    command: "node tests/e2e/start-server.ts",
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
