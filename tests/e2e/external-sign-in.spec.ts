/**
 * "Continue with …" in a real browser against a real OpenID provider (oidc-provider on
 * 127.0.0.1). The shared e2e server has no provider configured, so this journey starts a
 * second server of its own, configured for the provider, on the next port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startOidcProvider, type TestProvider } from "../support/oidc-provider.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, openMenuIfPhone } from "./support.ts";
import { expectToast } from "./toast.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const site = `http://localhost:${port}`;

// One server for the file's tests: they run in order in one worker (the config spreads the
// tests of other files over both workers; beforeAll would start a server in each).
test.describe.configure({ mode: "default" });

let provider: TestProvider;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startOidcProvider(`${site}/api/auth/oidc/callback`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-e2e-oidc-"));
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
      ADMIN_EMAIL: "oidc-e2e-admin@example.com",
      ADMIN_PASSWORD: "oidc-e2e-admin-password",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: "Acme SSO",
    },
    stdio: "inherit",
  });
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${site}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the OIDC test server did not start");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await provider?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a visitor signs in with the external provider, and again later as the same user", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const email = `ext-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const person = {
    sub: `sub-${crypto.randomUUID()}`,
    email,
    email_verified: true,
    given_name: "Robin",
    family_name: "External",
  };
  provider.signInAs(person);

  await page.goto(`${site}/auth`);
  await page.getByRole("link", { name: "Continue with Acme SSO" }).click();
  // Greeted as after the sign-in form; the landing marker leaves the address.
  await expectToast(page, "Welcome back!", "Signed in as Robin External.");
  await expect(page).toHaveURL(`${site}/`);
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toHaveText("Robin");

  await page.getByRole("button", { name: "Sign Out" }).last().click();
  await openMenuIfPhone(page);
  await expect(page.getByRole("link", { name: "Sign In" }).last()).toBeVisible();

  // Later: the same person follows a link to a signed-in page, signs in the same way and
  // lands on that page, in the same account.
  await page.goto(`${site}/account`);
  await expect(page).toHaveURL(`${site}/auth?next=/account`);
  await page.getByRole("link", { name: "Continue with Acme SSO" }).click();
  await expectToast(page, "Welcome back!", "Signed in as Robin External.");
  await expect(page).toHaveURL(`${site}/account`);
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toHaveText("Robin");
  expect(errors).toEqual([]);

  // An admin sees the account marked as external, without a password.
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  const login = await adminPage.request.post(`${site}/api/auth/login`, {
    data: { email: "oidc-e2e-admin@example.com", password: "oidc-e2e-admin-password" },
  });
  expect(login.status()).toBe(200);
  await adminPage.goto(`${site}/admin`);
  const row = adminPage.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("External Login (Acme SSO)");
  await expect(row).toContainText("No Password");
  await admin.close();
});

test("an account without a verified email is turned away with a reason", async ({ page }) => {
  provider.signInAs({
    sub: `sub-${crypto.randomUUID()}`,
    email: `unverified-${Date.now()}@example.com`,
    email_verified: false,
  });
  await page.goto(`${site}/auth`);
  await page.getByRole("link", { name: "Continue with Acme SSO" }).click();
  await expect(page).toHaveURL(`${site}/auth`);
  await expect(
    page.locator("[data-slot='toast'][data-state='open']").getByText("Sign in failed"),
  ).toBeVisible();
  await expect(
    page
      .getByText("Your account with the sign-in service has no verified email address", {
        exact: false,
      })
      .first(),
  ).toBeVisible();
});
