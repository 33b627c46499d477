/**
 * The newcomer's first start: `npm start` on a fresh data directory without
 * ADMIN_EMAIL / ADMIN_PASSWORD prints an admin e-mail (admin@localhost) and a generated
 * password, and signing in with them must work, through the API and on /auth. The sign-in
 * schema once refused `admin@localhost`, an address the product itself had created, and no
 * test signed in with the printed credentials.
 *
 * This file starts the real server, the bundle `npm run build` made, exactly as `npm run
 * serve` runs it (scripts/serve-command.ts), on a fresh embedded database four ports up
 * (signup-closed.spec.ts and external-sign-in.spec.ts take the two before).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveArgs } from "../../scripts/serve-command.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./support.ts";
import { expectToast } from "./toast.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 4;
const site = `http://localhost:${port}`;

test.describe.configure({ mode: "default" });

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let output = "";
let printed: { email: string; password: string } | undefined;

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "desktop only");
  // A fresh embedded database migrates first: about a minute on a busy two-core machine.
  test.setTimeout(330_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-e2e-first-start-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
  };
  // What a newcomer has: no admin named in the environment.
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  server = spawn(process.execPath, serveArgs(), { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
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
    if (ready) {
      const email = output.match(/^\s*email:\s+(\S+)$/m)?.[1];
      const password = output.match(/^\s*password:\s+(\S+)$/m)?.[1];
      if (!email || !password) throw new Error(`no admin credentials printed:\n${output}`);
      printed = { email, password };
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the first-start server did not start:\n${output}`);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the printed admin signs in through the API", { tag: "@desktop-only" }, async ({
  playwright,
}) => {
  expect(printed?.email).toBe("admin@localhost");
  const api = await playwright.request.newContext({ baseURL: site });
  try {
    const login = await api.post("/api/auth/login", { data: printed });
    expect(login.status(), await login.text()).toBe(200);
    const me = await api.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: "admin@localhost", isAdmin: true });
  } finally {
    await api.dispose();
  }
});

test("the printed admin signs in on /auth", { tag: "@desktop-only" }, async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${site}/auth`);
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  // The new server's first answers can be slow while the machine is busy.
  await expect(signIn.getByLabel("Email")).toBeVisible({ timeout: 60_000 });
  await signIn.getByLabel("Email").fill(printed!.email);
  await signIn.getByLabel("Password", { exact: true }).fill(printed!.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(`${site}/`);
  await expect(page.getByTestId("header-user").last()).toContainText("Admin");
  // Signed in for real: the admin's own screen opens.
  await page.goto(`${site}/admin`);
  await expect(page).toHaveURL(`${site}/admin`);
  expect(errors).toEqual([]);
});
