/**
 * A content page's islands have no handlers until React has hydrated them
 * (app/islands/client.tsx): a click that reaches an island before then must not be lost.
 * These tests hold the island's own code back, click, then let it through.
 *
 * Plain Playwright `test`: the fixtures' `goto` waits for `<html data-hydrated>`, which
 * cannot come while an island is held.
 */
import { expect, type Page, test } from "@playwright/test";
import { holdIslandScripts, isPhone } from "./support.ts";

async function openWithIslandHeld(page: Page, path: string, island: string) {
  const release = await holdIslandScripts(page, `**/assets/islands/${island}-*.js`);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.islands === "watching");
  return release;
}

test("a FAQ question clicked before its code has loaded opens once it has", async ({ page }) => {
  const release = await openWithIslandHeld(page, "/faq", "faq-accordion");
  const first = page.locator("#main button[data-radix-collection-item]").first();
  await first.click();
  // Nothing can open it yet: the click is held, not lost.
  await expect(first).toHaveAttribute("aria-expanded", "false");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: (await first.textContent()) ?? "" })).toBeVisible();
});

test("the menu tapped before its code has loaded opens once it has", async ({ page }) => {
  test.skip(!isPhone(page), "the sheet menu is the small-screen navigation");
  const release = await openWithIslandHeld(page, "/about", "header");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a page with islands hydrates all of them without a visitor", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Every island became a React root (React marks the container of a root it runs).
  const roots = await page.evaluate(() =>
    [...document.querySelectorAll("[data-island]")].map((el) =>
      Object.keys(el).some((key) => key.startsWith("__reactContainer")),
    ),
  );
  expect(roots.length).toBeGreaterThan(5);
  expect(roots.every(Boolean)).toBe(true);
});
