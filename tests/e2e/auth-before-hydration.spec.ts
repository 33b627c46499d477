/**
 * /auth is a prerendered page whose forms are an island, so it loads fast: the fields are there
 * before the forms' code. What a visitor types and sends then is not lost: the page's
 * script holds the submission until the forms have hydrated and sends it through them
 * (app/islands/client.tsx), with the spec's toast.
 *
 * Plain Playwright `test`: the fixtures' `goto` waits for `<html data-hydrated>`, which
 * cannot come while an island is held.
 */
import { expect, test } from "@playwright/test";
import { e2eAdmin } from "./credentials.ts";
import { holdIslandScripts, isPhone } from "./support.ts";
import { expectToast } from "./toast.ts";

test("Sign In pressed before the forms have hydrated signs in, with the spec's toast", async ({
  page,
}) => {
  const release = await holdIslandScripts(page, "**/assets/islands/auth-forms-*.js");
  await page.goto("/auth");
  await page.waitForFunction(() => document.documentElement.dataset.islands === "watching");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(e2eAdmin.email);
  await signIn.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/auth/login",
  );
  const button = signIn.getByRole("button", { name: "Sign In" });
  if (isPhone(page)) await button.tap();
  else await button.click();
  // Held, not sent by the browser: still the page we opened, nothing hydrated yet.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe("/auth");

  release();
  expect((await posted).postDataJSON()).toMatchObject({ email: e2eAdmin.email });
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL("/");
});
