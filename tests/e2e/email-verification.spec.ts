/**
 * Safe defaults: a new account confirms its e-mail address before
 * it sees developers. The journey: sign up → /developers says what to do → a new link →
 * the link's page → the pool.
 */
import { EMAIL_UNVERIFIED_MESSAGE, VERIFY_EMAIL_SENT, VERIFY_EMAIL_SUCCESS } from "#common/auth.ts";
import { expect, test } from "./fixtures.ts";
import { readMail, waitForMail } from "./mailbox.ts";
import { expectToast } from "./toast.ts";

const linkIn = (text: string) => {
  const match = /https?:\/\/[^\s]+(\/verify-email\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
};

test("a visitor signs up, is asked to confirm, confirms through the e-mail's link and sees developers", async ({
  page,
}) => {
  const email = `confirm-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "a long enough password";
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("First Name").fill("Ada");
  await signUp.getByLabel("Last Name").fill("Lovelace");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm Password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  // The spec's sign-up flow is unchanged.
  await expectToast(page, "Account created!", "Welcome to Acme Talent, Ada!");
  await expect(page).toHaveURL("/");

  // Signed in, but the pool waits for the confirmed address.
  await page.goto("/developers");
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(page.getByText(EMAIL_UNVERIFIED_MESSAGE)).toBeVisible();
  await expect(page.getByText("Total Candidates")).toHaveCount(0);

  // The sign-up's e-mail came; a new link replaces it.
  const first = linkIn((await waitForMail(email)).text);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expectToast(page, "Check your inbox", VERIFY_EMAIL_SENT);
  await expect.poll(() => readMail(email).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const latest = linkIn(readMail(email).at(-1)!.text);
  expect(latest).not.toBe(first);

  // Opening the older link's page confirms nothing; its button says it is spent.
  await page.goto(first);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");

  // The newest link: one click confirms, and the pool opens.
  await page.goto(latest);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByText(VERIFY_EMAIL_SUCCESS)).toBeVisible();
  await page.getByRole("link", { name: "See developers" }).click();
  await expect(page).toHaveURL("/developers");
  await expect(page.getByText("Total Candidates")).toBeVisible();
  await expect(page.getByText(EMAIL_UNVERIFIED_MESSAGE)).toHaveCount(0);
});
