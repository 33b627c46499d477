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
import { holdIslandScripts, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

// A phone's journeys (the phone project: 390×844, touch); the desktop copy would repeat them.
test.skip(({ isMobile }) => !isMobile, "taps on a phone");

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds the app's scripts back until the tap has been made: a second screen of the same
 * journey finds them cached and would be live before the tap (seen), which is not the case
 * being tested. The painted screen and its inline scripts need none of them.
 */
async function holdAppScripts(page: Page): Promise<() => Promise<() => void>> {
  let held: Promise<void> = Promise.resolve();
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
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
async function tapAtFirstSight(page: Page, url: string, selector: string, afterTap = () => {}) {
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
  afterTap();
  await live(page);
  return { liveAlready };
}

test("a tap on a public page's island before it is live opens the phone menu once", async ({
  page,
}) => {
  await slowCpu(page);
  // The home page's islands hydrate quickly even slowed: their code is held back until the
  // tap has been made, so the tap lands where only the early-taps script can take it.
  const release = await holdIslandScripts(page);
  const menu = 'button[aria-label="Open menu"]';
  const { liveAlready } = await tapAtFirstSight(page, "/", menu, release);
  expect(liveAlready).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a visitor signs up, tapping the Sign Up tab as soon as it is shown", async ({ page }) => {
  await slowCpu(page);
  // The forms' code comes only after the tap, as it does on a slow phone.
  const release = await holdIslandScripts(page, "**/assets/islands/auth-forms-*.js");
  await tapAtFirstSight(page, "/auth", '[role=tab][id$="-trigger-signup"]', release);
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
  const hold = await holdAppScripts(page);
  let release = await hold();
  expect((await tapAtFirstSight(page, "/developers", filter, release)).liveAlready).toBe(false);
  await expect(page.locator(`main ${filter}`)).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#developer-filters")).toBeVisible();

  const choose = '[aria-label^="Choose "]';
  release = await hold();
  const orderUrl = `/admin/job-orders/${id}`;
  expect((await tapAtFirstSight(page, orderUrl, choose, release)).liveAlready).toBe(false);
  await expect(page.locator(`main ${choose}[data-state=checked]`)).toHaveCount(1);
  await expect(page.locator(`main ${choose}`).first()).toHaveAttribute("data-state", "checked");
});
