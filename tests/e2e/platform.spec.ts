import { expect, test } from "./fixtures.ts";
import { collectErrors, isPhone, openMenuIfPhone } from "./support.ts";

test("the home page arrives prerendered and hydrates without errors", async ({ page, request }) => {
  const raw = await request.get("/");
  expect(raw.status()).toBe(200);
  expect(await raw.text()).toContain("<h1");

  const errors = collectErrors(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("footer")).toContainText("© 2024");
  await openMenuIfPhone(page);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a content page and an app screen with a shell load their scripts after the first paint; other app pages at once", {
  tag: "@desktop-only",
}, async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(home).not.toContain('rel="modulepreload"');
  expect(home).toContain("requestAnimationFrame");
  // Until React runs the page, the contact form is the browser's own form post
  // (contact-no-js.spec.ts): its button arrives enabled.
  expect(home).toMatch(/<form(?=[^>]*\smethod="post")(?=[^>]*\saction="\/api\/contact#contact")/);
  expect(home).toMatch(/<button type="submit" class="[^"]*">Send Message<\/button>/);
  // An app screen with a route shell starts its app once the shell is painted (decision 077).
  const shell = await (await request.get("/developers")).text();
  expect(shell).toContain('<route-shell id="route-shell"');
  expect(shell).not.toContain("modulepreload");
  expect(shell).toContain('<script type="text/plain" id="app-start">');
  expect(shell).toContain("requestAnimationFrame");
  // Other app pages are the SPA fallback with its scripts, preloaded as usual.
  const app = await (await request.get("/account")).text();
  expect(app).not.toContain("<route-shell");
  expect(app).toContain('<link rel="modulepreload"');
  expect(app).not.toContain("requestAnimationFrame");
});

test("a content page runs only its islands: no React Router, no app code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain("__reactRouter");
  expect(html).toContain('data-island="header"');
  await page.goto("/");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => !p.startsWith("/assets/islands/"))).toEqual([]);
  // A link to another page loads that page's own prerendered HTML.
  await openMenuIfPhone(page);
  await page
    .getByRole("navigation", { name: isPhone(page) ? "Mobile" : "Main" })
    .getByRole("link", { name: "FAQ", exact: true })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.filter((p) => !p.startsWith("/assets/islands/"))).toEqual([]);
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("large screens get the top bar from 1024 px; narrower ones the menu", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/about");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 768 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});
