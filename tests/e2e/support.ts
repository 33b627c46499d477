import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { e2eAdmin } from "./credentials.ts";

/** True on the phone project, where the header's links live in the sheet menu. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Opens the mobile sheet menu when on a phone; a no-op on desktop. */
export async function openMenuIfPhone(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  // On phones the toast sits at the top, over the menu button, and pauses while the pointer
  // rests on it: close it first, as a person would. It may appear only after a first look
  // (e.g. the greeting once the user has loaded), so look again whenever the click fails.
  await expect(async () => {
    const toast = page.locator("[data-slot='toast'][data-state='open']");
    if ((await toast.count()) > 0) {
      await toast
        .getByRole("button", { name: "Close" })
        .click({ timeout: 2_000 })
        .catch(() => {});
    }
    await page.getByRole("button", { name: "Open menu" }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Collects page errors and console errors, for asserting a page runs cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/**
 * POST /api/auth/login as a client that honours the sign-in limit: every journey signs in
 * from 127.0.0.1, so two workers on a fast database can together pass the limit of sign-ins
 * per client a minute (seen in CI). A 429 is answered as the product asks, by waiting its
 * `Retry-After` and trying again; any other answer is returned as it came.
 */
export async function postSignIn(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<APIResponse> {
  const giveUpAt = Date.now() + 90_000;
  for (;;) {
    const res = await request.post("/api/auth/login", { data: credentials });
    if (res.status() !== 429 || Date.now() > giveUpAt) return res;
    const seconds = Number(res.headers()["retry-after"] ?? "1");
    await new Promise((resolve) => setTimeout(resolve, (Math.max(1, seconds) + 0.5) * 1000));
  }
}

/**
 * Signs the page's browser context in through the API (POST /api/auth/login), for journeys
 * whose subject is not the sign-in screen itself. Cookies land in the page's context.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const res = await postSignIn(page.request, { email, password });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * A fresh account of a journey's own (others may run at once), made by the e2e admin
 * through POST /api/admin/users. The page is signed out again afterwards.
 */
export async function createAccountViaApi(
  page: Page,
  { isAdmin, firstName, lastName }: { isAdmin: boolean; firstName: string; lastName: string },
): Promise<{ email: string; password: string }> {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "violet submarine thunder";
  const res = await page.request.post("/api/admin/users", {
    data: { email, firstName, lastName, password, confirmPassword: password, isAdmin },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.request.post("/api/auth/logout");
  return { email, password };
}

/**
 * Active candidates of a journey's own (the page must be signed in as an admin), so that
 * other journeys running at the same time, which edit candidates of theirs, cannot change
 * what this one expects to see.
 */
export async function createActiveCandidates(
  page: Page,
  names: string[],
): Promise<Array<{ id: string; fullName: string }>> {
  const created: Array<{ id: string; fullName: string }> = [];
  for (const fullName of names) {
    const slug = fullName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const res = await page.request.post("/api/candidates", {
      data: {
        fullName,
        email: `${slug}@example.com`,
        title: "Senior Platform Engineer",
        isActive: "active",
        aiAssessmentScore: 90,
        skills: ["Go", "Kubernetes"],
      },
    });
    if (res.status() !== 201) throw new Error(`candidate: ${res.status()} ${await res.text()}`);
    created.push(await res.json());
  }
  return created;
}

/**
 * Holds the content page's island scripts matching `glob` (all of them by default) until
 * the returned `release` is called: the page is on screen, its script has not run yet.
 */
export async function holdIslandScripts(
  page: Page,
  glob = "**/assets/islands/**",
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * axe finds nothing on the page (or inside `include`), checked once its transitions have
 * ended: a button just pressed changes colour over 150 ms, and measured halfway its text
 * and background fail the contrast check that the settled colours pass (seen: the
 * customer's "Maybe" on a phone). Endless animations (a spinner) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}
