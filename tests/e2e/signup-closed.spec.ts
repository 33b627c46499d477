/**
 * SIGNUP_MODE=closed: /auth offers no Sign Up tab, and the server
 * refuses a sign-up with the words the site shows for it. The shared e2e server runs with
 * open sign-up, so this file starts a second server of its own (fresh embedded database)
 * with sign-up closed, two ports up (external-sign-in.spec.ts takes the next one).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SIGNUP_CLOSED_MESSAGE } from "../../common/auth.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./support.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const site = `http://localhost:${port}`;

// One server for the file's tests: they run in order in one worker (the config spreads the
// tests of other files over both workers; beforeAll would start a server in each).
test.describe.configure({ mode: "default" });

let server: ChildProcess | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  // No layout in question: one project, and one second server at a time on this port.
  test.skip(test.info().project.name !== "desktop", "desktop only");
  // A fresh embedded database migrates first: about a minute on a busy two-core machine.
  test.setTimeout(330_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-e2e-closed-"));
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../../server/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      SIGNUP_MODE: "closed",
      // Named, so that start-up prints no generated password into the test output.
      ADMIN_EMAIL: "closed-e2e-admin@example.com",
      ADMIN_PASSWORD: "closed-e2e-admin-password",
    },
    stdio: "inherit",
  });
  let exited = false;
  server.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + 320_000;
  while (Date.now() < deadline && !exited) {
    const ready = await fetch(`${site}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the sign-up-closed test server did not start");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("with sign-up closed, /auth has no Sign Up tab and the server refuses a sign-up", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${site}/auth`);
  const tabs = page.getByRole("tablist");
  // The new server's first answers can be slow while the machine is busy.
  await expect(tabs.getByRole("tab", { name: "Sign In" })).toBeVisible({ timeout: 60_000 });
  await expect(tabs.getByRole("tab")).toHaveCount(1);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveCount(0);

  const refused = await page.request.post(`${site}/api/auth/register`, {
    data: {
      email: `closed-${Date.now()}@example.com`,
      password: "a long enough passphrase 42",
      confirmPassword: "a long enough passphrase 42",
      firstName: "Closed",
      lastName: "Door",
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: SIGNUP_CLOSED_MESSAGE });
  expect(errors).toEqual([]);
});
