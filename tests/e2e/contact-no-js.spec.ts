/**
 * The contact forms without JavaScript, and before the page's script has run: the browser
 * posts the form itself and the server answers with the page and the spec's words
 * (docs/decisions/051-contact-forms-without-javascript.md).
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { e2eAdmin } from "./credentials.ts";
import { holdIslandScripts, postSignIn } from "./support.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The inquiries stored for `company`, read through the admin API. */
async function inquiriesOf(request: APIRequestContext, company: string) {
  const login = await postSignIn(request, e2eAdmin);
  expect(login.ok()).toBe(true);
  const res = await request.get("/api/contacts");
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as Array<Record<string, string>>;
  return all.filter((i) => i.company === company);
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name=${name}]`);
    if (name === "hiringNeeds") await field.selectOption(value);
    else await field.fill(value);
  }
}

const outcome = (page: Page) => page.locator("#contact-form-outcome");

test.describe("without JavaScript", { tag: "@desktop-only" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the home form sends, says 'Message Sent!' and comes back empty", async ({
    page,
    request,
  }) => {
    const company = `NoJS Home ${unique()}`;
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    // An empty submit first: the spec's words, and what was typed stays.
    await fill(form, { firstName: "Grace", hiringNeeds: "backend", message: "Kept?" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(outcome(page)).toHaveAttribute("role", "alert");
    await expect(outcome(page)).toContainText("Please fill in all required fields");
    await expect(outcome(page)).toContainText("All fields except hiring needs are required.");
    await expect(outcome(page)).toBeInViewport();
    await expect(form.locator("[name=firstName]")).toHaveValue("Grace");
    await expect(form.locator("[name=hiringNeeds]")).toHaveValue("backend");
    await expect(form.locator("[name=message]")).toHaveValue("Kept?");

    await fill(form, { lastName: "Hopper", email: "grace@example.com", company });
    await form.getByRole("button", { name: "Send Message" }).click();
    const status = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(status).toBeVisible();
    await expect(status).toContainText(
      "Thank you for your inquiry. We'll get back to you within 24 hours.",
    );
    await expect(form.locator("[name=firstName]")).toHaveValue("");
    await expect(form.locator("[name=message]")).toHaveValue("");
    const stored = await inquiriesOf(request, company);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ firstName: "Grace", hiringNeeds: "backend" });
  });

  test("the /contact form keeps values on a mistake, then sends", async ({ page, request }) => {
    const company = `NoJS Page ${unique()}`;
    await page.goto("/contact");
    const form = page.locator("form", { has: page.locator("[name=company]") });
    await fill(form, {
      firstName: "Alan",
      lastName: "Turing",
      email: "not-an-address",
      company,
      hiringNeeds: "ai-ml",
      message: "Looking for ML engineers.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(outcome(page)).toContainText("Error sending message");
    await expect(outcome(page)).toContainText("Email Address: Invalid email address");
    await expect(form.locator("[name=email]")).toHaveValue("not-an-address");
    await expect(form.locator("[name=hiringNeeds]")).toHaveValue("ai-ml");
    await expect(form.locator("[name=message]")).toHaveValue("Looking for ML engineers.");
    expect(await inquiriesOf(request, company)).toHaveLength(0);

    await form.locator("[name=email]").fill("alan@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    const status = page.getByRole("status").filter({ hasText: "Message sent successfully!" });
    await expect(status).toContainText("We'll get back to you within 24 hours.");
    await expect(form.locator("[name=company]")).toHaveValue("");
    expect(await inquiriesOf(request, company)).toHaveLength(1);
  });
});

test(
  "/contact: a submit before the page's script runs loses nothing",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    // About timing, not layout: one project is enough (and spares the shared rate limit).
    test.skip(testInfo.project.name !== "desktop", "desktop only");
    const company = `Early ${unique()}`;
    // The islands' script is held until the first answer has come back.
    const release = await holdIslandScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.locator("form", { has: page.locator("[name=company]") });
    await fill(form, {
      firstName: "Alan",
      lastName: "Turing",
      email: "alan@",
      company,
      hiringNeeds: "backend",
      message: "Typed before the script.",
    });
    // Not disabled: the click is the browser's own form post.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(outcome(page)).toContainText("Error sending message");
    // The answer's page hydrates with what was sent still in its fields.
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(form.locator("[name=firstName]")).toHaveValue("Alan");
    await expect(form.locator("[name=hiringNeeds]")).toHaveValue("backend");
    await expect(form.locator("[name=message]")).toHaveValue("Typed before the script.");

    // Now React sends it: the toast, the old notice gone, the form cleared.
    await form.locator("[name=email]").fill("alan@example.com");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/contacts"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      firstName: "Alan",
      company,
      hiringNeeds: "backend",
      message: "Typed before the script.",
    });
    await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
    await expect(outcome(page)).toHaveCount(0);
    await expect(form.locator("[name=company]")).toHaveValue("");
    expect(await inquiriesOf(request, company)).toHaveLength(1);
  },
);
