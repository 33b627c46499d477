import { test as base, type Page, type Response } from "@playwright/test";

export { expect, type Locator, type Page } from "@playwright/test";

/**
 * After `goto` or `reload` of an HTML page, waits until React has hydrated it
 * (`<html data-hydrated>`, set by the root layout, or on a content page by its islands' script). Content pages load their scripts after
 * the first paint (app/static-page.ts), so the load event Playwright waits for can
 * come before React is there to answer a click; a person would see the page a moment
 * before it responds, a test would click into nothing.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response?.headers()["content-type"]?.includes("text/html")) return response;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Every page of every test is also watched for Content-Security-Policy violations: the
 * policy (server/plugins/security.ts) refuses them silently in the visitor's browser,
 * and Lighthouse counts each against best practices.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__e2eReportPolicyViolation", (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (v: string) => void>)
        .__e2eReportPolicyViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  return violations;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const policyViolations = await watchPolicyViolations(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilHydrated(page, await goto(url, options));
    page.reload = async (options) => untilHydrated(page, await reload(options));
    await use(page);
    base.expect(policyViolations, "Content-Security-Policy violations").toEqual([]);
  },
});
