/**
 * Account and security journeys: a user changes their own password and signs out another session;
 * an admin turns on two-factor sign-in (the test reads the secret and computes the codes), signs
 * out, signs in with a code, then with a recovery code, and turns it off again with a code and the
 * password (a session left open is not enough); an admin's own Change Password tab sends them to
 * /account, which asks for the current one. SIGNUP_MODE=closed is covered by API tests
 * (server/features/auth/security.test.ts): this shared server runs with `open`.
 */
import { totpCode } from "../support/totp.ts";
import { expect, type Page, test } from "./fixtures.ts";
import {
  collectErrors,
  createAccountViaApi,
  expectNoAxeViolations,
  postSignIn,
  signInViaApi,
} from "./support.ts";
import { expectToast } from "./toast.ts";

// Long journeys on a shared, loaded machine: several screens and sign-ins each.
test.describe.configure({ timeout: 180_000 });

test("a user changes their password and signs out another session", {
  tag: "@desktop-only",
}, async ({ page, request }) => {
  const errors = collectErrors(page);
  const account = await createAccountViaApi(page, {
    isAdmin: false,
    firstName: "Sec",
    lastName: "Tester",
  });
  // Another device: the fixture's request context has cookies of its own.
  const other = await postSignIn(request, account);
  expect(other.status()).toBe(200);
  await signInViaApi(page, account.email, account.password);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const sessions = page.getByRole("list", { name: "Your sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This session")).toBeVisible();
  await expectNoAxeViolations(page);

  await sessions.getByRole("button", { name: "Sign out" }).click();
  await expectToast(page, "Session signed out");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect((await request.get("/api/auth/user")).status()).toBe(401);

  await page.getByLabel("Current password").fill("not the password");
  await page.getByLabel("New password", { exact: true }).fill("a fresh long passphrase");
  await page.getByLabel("Confirm new password").fill("a fresh long passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();

  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
  const fresh = await postSignIn(request, {
    email: account.email,
    password: "a fresh long passphrase",
  });
  expect(fresh.status()).toBe(200);
  expect(errors.filter((e) => !/401|400/.test(e))).toEqual([]);
});

async function signInWithCode(
  page: Page,
  account: { email: string; password: string },
  code: string,
) {
  await page.goto("/auth");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(account.email);
  await signIn.getByLabel("Password", { exact: true }).fill(account.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await signIn.getByLabel("Authentication code").fill(code);
  await signIn.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Welcome back!");
}

test("an admin enrols TOTP, then signs in with a code and with a recovery code", async ({
  page,
}) => {
  const account = await createAccountViaApi(page, {
    isAdmin: true,
    firstName: "Sec",
    lastName: "Tester",
  });
  await signInViaApi(page, account.email, account.password);
  await page.goto("/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click({ timeout: 30_000 });
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Code from your app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  const recovery = recoveryCodes[0]!;

  await page.request.post("/api/auth/logout");
  // The enrolment's code may still be current: sign in with the next step's code.
  await signInWithCode(page, account, totpCode(secret, 1));
  await page.request.post("/api/auth/logout");
  await signInWithCode(page, account, recovery);

  // Turning it off asks for the password too; a refused attempt spends its code.
  await page.goto("/account");
  const codeField = page.getByLabel("Code to turn two-factor sign-in off");
  await codeField.fill(recoveryCodes[1]!);
  await page.getByLabel("Your password").fill("not my password");
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await expect(codeField).toHaveValue("");
  await codeField.fill(recoveryCodes[2]!);
  await page.getByLabel("Your password").fill(account.password);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Two-factor sign-in is off");
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
});

test("an admin's own Change Password tab sends them to /account", async ({ page }) => {
  const account = await createAccountViaApi(page, {
    isAdmin: true,
    firstName: "Own",
    lastName: "Password",
  });
  await signInViaApi(page, account.email, account.password);
  await page.goto("/admin?tab=users");
  const row = page.locator(`[data-testid="user-row"][data-email="${account.email}"]`);
  await row.getByRole("button", { name: "Edit" }).click({ timeout: 30_000 });
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await edit.getByRole("tab", { name: "Change Password" }).click();
  await expect(edit.getByText("This is your own account.")).toBeVisible();
  await expect(edit.getByRole("button", { name: "Change Password" })).toHaveCount(0);
  await edit.getByRole("link", { name: "Go to your account page" }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
});
