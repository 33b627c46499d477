/**
 * What a visitor without JavaScript (or before the page's script has run) can still do
 * besides posting the contact forms (contact-no-js.spec.ts): open the phone menu, whose
 * button opens the same links in a native popover (app/components/header.tsx), and read
 * the FAQ's answers, all shown since no question can be opened. Once React runs, the button
 * opens the sheet instead (accessibility.spec.ts, islands-wake.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { isPhone } from "./support.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button opens the links, and a link leads to its page", async ({ page }) => {
    test.skip(!isPhone(page), "the menu button is the small-screen navigation");
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // The same links as the header's, the current page marked, and Sign In.
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "About",
      "Services",
      "Hiring Process",
      /Skills Evaluator/,
      "Our Process",
      "Pricing",
      "Blog",
      "FAQ",
      "Contact",
    ]);
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

    await page.getByRole("button", { name: "Close" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test("with JavaScript the menu button opens the sheet alone", async ({ page }) => {
  test.skip(!isPhone(page), "the menu button is the small-screen navigation");
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // Hidden elements have no role: one "Mobile" navigation, the sheet's.
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(1);
  expect(await page.locator("#site-menu").evaluate((el) => el.matches(":popover-open"))).toBe(
    false,
  );
});

test.describe("the FAQ without JavaScript", { tag: "@desktop-only" }, () => {
  test.use({ javaScriptEnabled: false });

  test("shows every answer, since no question can be opened", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator("#main [aria-controls]");
    const count = await questions.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const question = (await questions.nth(i).textContent()) ?? "";
      await expect(page.getByRole("region", { name: question, exact: true })).toBeVisible();
    }
  });
});
