import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { publicPages } from "./public-pages.ts";
import { expectNoAxeViolations, isPhone, signInViaApi } from "./support.ts";

const pages = [...publicPages.map((p) => p.path), "/blog/no-such-post"];

for (const path of pages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// The signed-in list, with its compare boxes: its cards are laid out only near the
// viewport (content-visibility), and the checks must still find every control in order.
test("axe finds no violations on the developer list, signed in as an admin", async ({ page }) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/developers");
  await expect(page.getByTestId("developer-card").first()).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Compare/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violations in the open mobile menu", async ({ page }) => {
  test.skip(!isPhone(page), "the sheet menu is the small-screen navigation");
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("keyboard users skip to the content and see where the focus is", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
});

test("the FAQ and the home form work from the keyboard", { tag: "@desktop-only" }, async ({
  page,
}) => {
  await page.goto("/faq");
  const first = page.locator("#main button[data-radix-collection-item]").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "false");

  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await form.locator("[name=message]").focus();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please fill in all required fields", { exact: true })).toBeVisible();
});

test("the mobile menu opens, traps and returns focus from the keyboard", async ({ page }) => {
  test.skip(!isPhone(page), "the sheet menu is the small-screen navigation");
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("F8 focuses the notifications region on the first press, before any toast", {
  tag: "@desktop-only",
}, async ({ page }) => {
  for (const path of ["/about", "/auth"]) {
    await page.goto(path);
    // Pressed once the page shows its heading, as a person would.
    await expect(page.locator("h1")).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("F8");
    await expect(
      page.getByRole("region", { name: "Notifications (F8)" }).getByRole("list"),
    ).toBeFocused();
  }
});
