/**
 * A control on the screen works from the first frame (docs/decisions/087-no-tap-lost.md):
 * with the CPU slowed four times over the DevTools protocol, as a mid-range phone is, each
 * painted control is tapped as soon as it is visible (before the page is live) and, once
 * live, the tap has done its thing exactly once. The page's early-taps script holds the
 * tap (app/lib/early-taps.ts) and the islands' or the route shell's script plays it again.
 *
 * Taps go to coordinates, as a thumb does: Playwright's own click would wait until the
 * control answers, which is what is being tested. Plain Playwright `test`: the fixtures'
 * `goto` waits for the page to be live.
 */
import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "./credentials.ts";
import { signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

// A phone's journeys (the phone project: 390×844, touch); the desktop copy would repeat them.
test.skip(({ isMobile }) => !isMobile, "taps on a phone");

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The page is live: hydrated, and no painted screen over it. */
const live = (page: Page) =>
  page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      !document.getElementById("route-shell"),
    null,
    { timeout: 60_000 },
  );

/** Opens `url` and taps `selector` (its first match: the painted one) as soon as it shows. */
async function tapAtFirstSight(page: Page, url: string, selector: string) {
  void page.goto(url, { waitUntil: "commit" }).catch(() => {});
  const control = page.locator(selector).first();
  await control.waitFor({ state: "visible", timeout: 60_000 });
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const liveAlready = await page.evaluate(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      !document.getElementById("route-shell"),
  );
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await live(page);
  return { liveAlready };
}

test("a tap on a public page's island before it is live opens the phone menu once", async ({
  page,
}) => {
  await slowCpu(page);
  const { liveAlready } = await tapAtFirstSight(page, "/", 'button[aria-label="Open menu"]');
  expect(liveAlready).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a visitor signs up, tapping the Sign Up tab as soon as it is shown", async ({ page }) => {
  await slowCpu(page);
  await tapAtFirstSight(page, "/auth", '[role=tab][id$="-trigger-signup"]');
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await expect(signUp).toBeVisible();
  const email = `taps-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "a strong test password";
  await signUp.getByLabel("First Name").fill("Grace");
  await signUp.getByLabel("Last Name").fill("Hopper");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm Password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).tap();
  await expectToast(page, "Account created!", "Welcome to Acme Talent, Grace!");
});

test("an admin's painted screens keep a tap: Filter on /developers, Choose on a job order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const order = await page.request.post("/api/admin/job-orders", {
    data: {
      title: "Taps engineer",
      customerName: "Taps Co",
      customerEmail: "taps-co@example.com",
      skills: ["TypeScript", "React", "Node.js"],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  await slowCpu(page);

  const filter = '[aria-controls="developer-filters"]';
  expect((await tapAtFirstSight(page, "/developers", filter)).liveAlready).toBe(false);
  await expect(page.locator(`main ${filter}`)).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#developer-filters")).toBeVisible();

  const choose = '[aria-label^="Choose "]';
  expect((await tapAtFirstSight(page, `/admin/job-orders/${id}`, choose)).liveAlready).toBe(false);
  await expect(page.locator(`main ${choose}[data-state=checked]`)).toHaveCount(1);
  await expect(page.locator(`main ${choose}`).first()).toHaveAttribute("data-state", "checked");
});
