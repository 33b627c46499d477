/**
 * Developers apply, get vetted and keep their own profile:
 * apply on /apply (with JavaScript as without: a lasting "Application sent" in the form's place), the
 * admin approves on the dashboard's Applications tab, the developer signs in by the
 * e-mailed link and changes their availability, and the admin sees it, then erases it. /apply is also one
 * of the public pages (public-pages.ts): HTML with its heading, hydration, axe.
 */
import { test as base } from "@playwright/test";
import { applicationMessages, applicationReviewMessages } from "#common/application.ts";
import { talentMessages } from "#common/talent.ts";
import { pdf } from "../support/sample-files.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import { expectNoAxeViolations, isPhone, openMenuIfPhone, signInViaApi } from "./support.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillApplication(page: Page, name: string, email: string) {
  const form = page.locator("#apply-form");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Title").fill("Platform Engineer");
  await form.getByLabel("Location").fill("Porto, Portugal");
  await form.getByLabel("Skills").fill("Go, Terraform");
  await form.getByLabel("Hourly rate (USD)").fill("70");
  await form.getByLabel("Availability").selectOption("Part-time");
  await form.getByLabel(/Résumé/).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: pdf(`${name} resume`),
  });
  return form;
}

test("a developer applies, is approved, signs in by link and changes availability; the admin sees it", async ({
  page,
  browser,
}) => {
  // Two people, two browsers, a dozen screens: longer than one screen's test.
  test.setTimeout(150_000);
  const name = `Dana Applicant ${unique()}`;
  const email = `dana-${unique()}@example.com`;

  // The header leads to /apply.
  await page.goto("/");
  await openMenuIfPhone(page);
  const header = isPhone(page) ? page.getByRole("dialog") : page.getByRole("banner");
  await header.getByRole("link", { name: "Apply as a Developer" }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole("heading", { level: 1, name: "Apply as a Developer" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const form = await fillApplication(page, name, email);
  // Consent first refused, then given.
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText(applicationMessages.consentRequired)).toBeVisible();
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send application" }).click();
  // A lasting "Application sent" in the form's place, not only a toast over an empty form.
  const sent = page.locator("#contact-form-outcome");
  await expect(sent).toHaveAttribute("role", "status");
  await expect(sent).toContainText(applicationMessages.sent.title);
  await expect(sent).toContainText(applicationMessages.sent.description);
  await expect(page.locator("#apply-form")).toHaveCount(0);
  await waitForMail(email, (m) => m.subject.includes("We received your application"));

  // The admin approves it on the dashboard.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInViaApi(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin?tab=applications");
  const item = admin.getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: /Review/ }).click();
  await expect(item.getByRole("link", { name: "Résumé" })).toBeVisible();
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Application approved").first()).toBeVisible();
  const candidateLink = item.getByRole("link", { name: "Open the candidate" });
  await expect(candidateLink).toBeVisible();
  const candidatePath = (await candidateLink.getAttribute("href"))!;

  // The developer asks for a sign-in link and follows it.
  await page.goto("/talent/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(talentMessages.linkSent)).toBeVisible();
  const mail = await waitForMail(email, (m) => m.subject.includes("sign-in link"));
  const link = /https?:\/\/\S+\/talent\/access\/[\w-]+/.exec(mail.text)![0];
  // The server's own page (no script): its form posts the token.
  await page.evaluate((url) => {
    window.location.href = url;
  }, link);
  // It looks like the site, not like a stray form: its header, fonts and colours.
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to your profile" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/talent$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("completeness")).toContainText("%");
  await page.getByLabel("Availability").selectOption("Contract");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(talentMessages.saved).first()).toBeVisible();

  // The admin sees the change on the candidate's profile.
  await admin.goto(candidatePath);
  await expect(admin.getByRole("heading", { name })).toBeVisible();
  await expect(admin.getByText("Contract").first()).toBeVisible();

  // On request, the admin erases the developer's personal data; the profile stays, anonymised.
  await admin.getByRole("button", { name: "Erase personal data" }).click();
  await admin
    .getByRole("group", { name: "Confirm erasure" })
    .getByRole("button", { name: "Erase" })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Erased candidate" })).toBeVisible();
  await adminContext.close();
  // The developer's session ended with it.
  await page.reload();
  await expect(page.getByRole("link", { name: "Email me a sign-in link" })).toBeVisible();
});

test("the admin finds applications, sees duplicates, approves with a scorecard and note, and rejects several at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const apply = async (fullName: string, email: string) => {
    const res = await page.request.post("/api/applications", {
      data: { fullName, email, title: "Data Engineer", consent: true },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const repeatEmail = `rita-${tag}@example.com`;
  const bulkEmail = `bo-${tag}@example.com`;
  const scoredEmail = `sam-${tag}@example.com`;
  await apply(`Rita Repeat ${tag}`, repeatEmail);
  await apply(`Rita Repeat ${tag}`, repeatEmail);
  await apply(`Bo Bulk ${tag}`, bulkEmail);
  const scoredId = await apply(`Sam Scored ${tag}`, scoredEmail);

  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin?tab=applications");
  const list = page.getByRole("list", { name: "Applications" });
  const item = (name: string) => list.getByRole("listitem").filter({ hasText: name });

  // Search, any case: only this journey's four.
  await page.getByLabel("Search").fill(tag.toUpperCase());
  await expect(list.getByRole("listitem")).toHaveCount(4);
  // The two sharing an e-mail address each say so; the others do not.
  await expect(
    item(`Rita Repeat ${tag}`).getByText(applicationReviewMessages.duplicates(1)),
  ).toHaveCount(2);
  await expect(item(`Bo Bulk ${tag}`).getByText(/other application/)).toHaveCount(0);

  // A search answered late (held here until scores are chosen) keeps what is being entered
  // meanwhile: the list on screen stays until the new one arrives.
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const lateSearch = /\/api\/admin\/applications\?q=/;
  await page.route(lateSearch, async (route) => {
    await answered;
    await route.continue();
  });
  await page.getByLabel("Search").fill(tag);

  // Approve with the scorecard and note entered: the decision keeps both.
  const scored = item(`Sam Scored ${tag}`);
  await scored.getByRole("button", { name: /Review/ }).click();
  const form = scored.getByRole("form");
  await form.getByLabel("Technical").selectOption("4");
  await form.getByLabel("Communication").selectOption("5");
  const late = page.waitForResponse(lateSearch);
  release();
  await late;
  await page.unroute(lateSearch);
  await form.getByLabel("English").selectOption("4");
  // Three of four: refused on the screen, not sent without the scorecard.
  await form.getByRole("button", { name: "Approve" }).click();
  await expect(form.getByRole("alert")).toHaveText(applicationReviewMessages.incompleteScorecard);
  await form.getByLabel("Reliability").selectOption("3");
  // Every choice is still there (one chosen while the screen was busy was once lost).
  for (const [label, value] of [
    ["Technical", "4"],
    ["Communication", "5"],
    ["English", "4"],
    ["Reliability", "3"],
  ] as const) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
  await form.getByLabel("Note").fill(`Solid pipelines ${tag}`);
  await form.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Application approved").first()).toBeVisible();
  await expect(scored.getByRole("region", { name: "Notes and scorecards" })).toContainText(
    `Solid pipelines ${tag}`,
  );
  await expect(scored.getByRole("region", { name: "Notes and scorecards" })).toContainText(
    "Technical 4/5 · Communication 5/5 · English 4/5 · Reliability 3/5",
  );
  const stored = await page.request.get(`/api/admin/applications/${scoredId}`);
  expect(await stored.json()).toMatchObject({
    status: "approved",
    scorecard: { technical: 4, communication: 5, english: 4, reliability: 3 },
    note: `Solid pipelines ${tag}`,
  });
  await scored.getByRole("button", { name: /Close/ }).click();

  // Reject the other three at once: asked first, then one e-mail per applicant.
  for (const name of [`Rita Repeat ${tag}`, `Bo Bulk ${tag}`]) {
    for (const box of await item(name).getByRole("checkbox").all()) await box.check();
  }
  const bar = page.getByRole("region", { name: "Change the selected applications" });
  await expect(bar).toContainText("3 selected");
  await expect(bar).toBeInViewport();
  await bar.getByLabel("Move to").selectOption("rejected");
  await bar.getByLabel("Note (optional)").fill("Roles filled this quarter");
  await bar.getByRole("button", { name: "Apply to 3 selected" }).click();
  const confirm = bar.getByRole("group", { name: "Confirm the change" });
  await expect(confirm).toContainText(applicationReviewMessages.bulkConfirm.rejected!);
  await confirm.getByRole("button", { name: "Reject 3 applications" }).click();
  await expect(
    page.getByText(applicationReviewMessages.bulkDone(3, "rejected")).first(),
  ).toBeVisible();
  await expect(bar).toBeHidden();
  for (const name of [`Rita Repeat ${tag}`, `Bo Bulk ${tag}`]) {
    for (const row of await item(name).all()) await expect(row).toContainText("Rejected");
  }
  await expect(item(`Sam Scored ${tag}`)).toContainText("Approved");
  for (const email of [repeatEmail, bulkEmail]) {
    await waitForMail(email, (m) => m.subject.startsWith("Your application"));
  }
  // The phone keeps the list within its width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoAxeViolations(page);
});

// Without JavaScript the page never hydrates: Playwright's own page, not the fixtures' one.
base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the form posts itself and the page answers with a notice", async ({ page }) => {
    const name = `Nojo Applicant ${unique()}`;
    const email = `nojo-${unique()}@example.com`;
    await page.goto("/apply");
    if (isPhone(page)) await expect(page.locator("#apply-form")).toBeVisible();
    const form = await fillApplication(page, name, email);
    await form.getByRole("button", { name: "Send application" }).click();
    const alert = page.locator("#contact-form-outcome");
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toContainText(applicationMessages.consentRequired);
    // What was typed stays (the file must be chosen again).
    await expect(page.locator("#apply-form [name=fullName]")).toHaveValue(name);

    await fillApplication(page, name, email);
    await page.locator("#apply-form [name=consent]").check();
    await page.locator("#apply-form").getByRole("button", { name: "Send application" }).click();
    const status = page.getByRole("status").filter({ hasText: applicationMessages.sent.title });
    await expect(status).toBeVisible();
    // The same lasting state as with JavaScript: the notice in the form's place.
    await expect(page.locator("#apply-form [name=fullName]")).toHaveCount(0);
    await waitForMail(email, (m) => m.subject.includes("We received your application"));
  });
});
