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
  // Two spec files at a time (the machines have two cores); the tests of one file run in
  // order. Journeys share one server and database, a journey's desktop and phone copies may
  // run at once, so they use unique emails and names and never assume they are alone (see
  // tests/e2e/admin-users.spec.ts for counts).
  fullyParallel: false,
  // The PostgreSQL pass of .ci/run (E2E_DATABASE_ONLY=1) leaves out the specs of the static
  // public pages: prerendered HTML, islands and axe scans read nothing from the database,
  // and they ran in the PGlite pass. Every other spec, new ones included, runs in both.
  testIgnore: process.env.E2E_DATABASE_ONLY
    ? ["**/public-site.spec.ts", "**/accessibility.spec.ts", "**/platform.spec.ts"]
    : undefined,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
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
