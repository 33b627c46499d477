/**
 * No submission lost: JavaScript on, but the home contact form's code still on its way (a slow
 * network). A tap on Send Message then used to be the browser's own form post, and the
 * visitor saw the no-JavaScript notice instead of the spec's toast. The page's script now
 * holds the submission until the form has hydrated and sends it through the form
 * (app/islands/client.tsx); the native post stays for when the form's code never comes
 * (and for no JavaScript at all: contact-no-js.spec.ts).
 *
 * Plain Playwright `test`: the fixtures' `goto` waits for `<html data-hydrated>`, which
 * cannot come while an island is held.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { homeContactMessages } from "../../common/inquiry-form-messages.ts";
import { e2eAdmin } from "./credentials.ts";
import { holdIslandScripts, isPhone, postSignIn } from "./support.ts";

const FORM_SCRIPT = "**/assets/islands/home-contact-form-*.js";
const { success, missingFields } = homeContactMessages.toasts;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const outcome = (page: Page) => page.locator("#contact-form-outcome");

async function inquiriesOf(request: APIRequestContext, company: string) {
  const login = await postSignIn(request, e2eAdmin);
  expect(login.ok()).toBe(true);
  const res = await request.get("/api/contacts");
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as Array<Record<string, string>>;
  return all.filter((i) => i.company === company);
}

/** The home page with the page's script running and the form's own code not yet there. */
async function openHome(page: Page): Promise<Locator> {
  await page.goto("/#contact");
  await page.waitForFunction(() => document.documentElement.dataset.islands === "watching");
  return page.locator("#contact form");
}

async function sendMessage(page: Page, form: Locator) {
  const button = form.getByRole("button", { name: "Send Message" });
  if (isPhone(page)) await button.tap();
  else await button.click();
}

test("Send Message tapped before the form has hydrated sends it, with the spec's toast", async ({
  page,
  request,
}) => {
  const company = `Early Home ${unique()}`;
  const release = await holdIslandScripts(page, FORM_SCRIPT);
  const form = await openHome(page);
  await form.locator("[name=firstName]").fill("Grace");
  await form.locator("[name=lastName]").fill("Hopper");
  await form.locator("[name=email]").fill("grace@example.com");
  await form.locator("[name=company]").fill(company);
  await form.locator("[name=hiringNeeds]").selectOption("backend");
  await form.locator("[name=message]").fill("Sent before the form's code came.");
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/contact",
  );
  await sendMessage(page, form);
  // Held, not posted by the browser: the page is still the one we opened.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(outcome(page)).toHaveCount(0);

  release();
  expect((await posted).postDataJSON()).toMatchObject({
    firstName: "Grace",
    company,
    hiringNeeds: "backend",
    message: "Sent before the form's code came.",
  });
  await expect(page.getByText(success.title, { exact: true })).toBeVisible();
  await expect(page.getByText(success.description, { exact: true })).toBeVisible();
  await expect(outcome(page)).toHaveCount(0);
  await expect(form.locator("[name=company]")).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await inquiriesOf(request, company)).toHaveLength(1);
});

test("an empty form sent before it has hydrated gets the spec's toast, not the page's notice", async ({
  page,
}) => {
  const release = await holdIslandScripts(page, FORM_SCRIPT);
  const form = await openHome(page);
  await form.locator("[name=firstName]").fill("Kept");
  await sendMessage(page, form);
  release();
  await expect(page.getByText(missingFields.title, { exact: true })).toBeVisible();
  await expect(outcome(page)).toHaveCount(0);
  await expect(form.locator("[name=firstName]")).toHaveValue("Kept");
});

test("when the form's code cannot load, the browser posts the form itself", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.route(FORM_SCRIPT, (route) => route.abort());
  const form = await openHome(page);
  await form.locator("[name=firstName]").fill("Ada");
  await sendMessage(page, form);
  await expect(outcome(page)).toContainText(missingFields.title);
  await expect(form.locator("[name=firstName]")).toHaveValue("Ada");
});
