import { expect, type Page } from "@playwright/test";

/** The visible toast (one at a time) shows this title and, when given, description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-slot='toast'][data-state='open']");
  await expect(toast.locator("> div > div").first()).toHaveText(title);
  if (description !== undefined) {
    await expect(toast.locator("> div > div").nth(1)).toHaveText(description);
  }
}
