/**
 * The customer workspace inside a link, end to end: an admin creates a link that requires a company
 * e-mail and hides rates; a customer in a fresh browser verifies with the code from the test SMTP
 * server, gives two verdicts, compares two developers and requests an interview; the admin sees the
 * summary, the timeline and the request, and the creator's inbox holds the notifications. axe
 * checks each new screen and dialog on the way.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { oneTimeCode, waitForMail } from "./mailbox.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

/** Candidates of this run with a rate, so that hiding rates can be seen. */
async function createCandidates(page: Page, names: string[]) {
  const created: Array<{ id: string; fullName: string }> = [];
  for (const fullName of names) {
    const slug = fullName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const res = await page.request.post("/api/candidates", {
      data: {
        fullName,
        email: `${slug}@example.com`,
        title: "Senior Platform Engineer",
        isActive: "active",
        hourlyRate: 123,
        experience: 7,
        aiAssessmentScore: 91,
        skills: ["Go", "Kubernetes"],
      },
    });
    expect(res.status()).toBe(201);
    created.push(await res.json());
  }
  return created;
}

test("a customer verifies, decides, compares and asks for an interview; the admin sees it", async ({
  page,
  browser,
}) => {
  // One long journey with seven axe runs on a shared two-core machine.
  test.setTimeout(240_000);
  const run = `${test.info().project.name}-${Date.now().toString(36)}`;
  const domain = `hooli-${run}.example`;
  const customerName = `Hooli ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [ada, grace] = await createCandidates(page, [
    `Ada Workspace ${run}`,
    `Grace Workspace ${run}`,
  ]);

  // The admin creates the link: company e-mail required, rates hidden.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shareable Links" }).click();
  await page.getByRole("button", { name: "Create Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Shareable Link" });
  await dialog.getByLabel("Customer Name").fill(customerName);
  await dialog.getByLabel("Customer Email").fill(`talent@${domain}`);
  for (const dev of [ada!, grace!]) {
    await dialog.getByLabel("Search developers").fill(dev.fullName);
    // The results follow the search after a pause: tick in this search's list, not the last.
    await expect(dialog.getByRole("region", { name: "Search results" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    await dialog.getByRole("checkbox", { name: new RegExp(dev.fullName) }).check();
  }
  await dialog.getByRole("switch", { name: "Require a verified e-mail" }).click();
  await dialog.getByLabel("Allowed e-mail domains (optional)").fill(domain);
  await dialog.getByRole("switch", { name: "Show hourly rates" }).click();
  await expectNoAxeViolations(page, "[role='dialog']");
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/shareable-links") && r.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: "Create Link" }).click(),
  ]);
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; token: string };
  await expectToast(page, "Success", "Shareable link created successfully");

  // A customer in a fresh browser: the verification step first.
  const customer = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    timezoneId: "Europe/Berlin",
  });
  const shop = await customer.newPage();
  const errors = collectErrors(shop);
  await shop.goto(`/shared/${link.token}`);
  await expect(shop.getByRole("heading", { name: "Verify your e-mail" })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(shop);
  await shop.getByLabel("Work e-mail").fill(`someone@elsewhere-${run}.example`);
  await shop.getByRole("button", { name: "Send code" }).click();
  await expect(shop.getByRole("alert")).toBeVisible();
  const buyer = `buyer@${domain}`;
  await shop.getByLabel("Work e-mail").fill(buyer);
  await shop.getByRole("button", { name: "Send code" }).click();
  const code = oneTimeCode(await waitForMail(buyer));
  await shop.getByLabel("Code").fill(code);
  await shop.getByRole("button", { name: "Verify" }).click();
  await expect(shop.getByRole("heading", { name: `Welcome, ${customerName}` })).toBeVisible();
  await expect(shop.getByTestId("developer-card")).toHaveCount(2);
  await expect(shop.getByText("123/hr")).toHaveCount(0);

  // Two verdicts, then the compare view of the same two.
  const adaVerdict = shop.getByRole("group", { name: `Your verdict on ${ada!.fullName}` });
  const graceVerdict = shop.getByRole("group", { name: `Your verdict on ${grace!.fullName}` });
  await adaVerdict.getByRole("button", { name: "Interested" }).click();
  await expect(adaVerdict.getByRole("button", { name: "Interested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await graceVerdict.getByRole("button", { name: "Maybe" }).click();
  await expect(graceVerdict.getByRole("button", { name: "Maybe" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(shop);
  await shop.getByRole("checkbox", { name: `Compare ${ada!.fullName}` }).click();
  await shop.getByRole("checkbox", { name: `Compare ${grace!.fullName}` }).click();
  await shop.getByRole("link", { name: "Compare", exact: true }).click();
  await expect(shop).toHaveURL(new RegExp(`/shared/${link.token}/compare\\?ids=`));
  const table = shop.getByRole("table", { name: "Developers side by side" });
  await expect(table.getByRole("columnheader", { name: ada!.fullName })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: grace!.fullName })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Hourly rate" })).toHaveCount(0);
  await expectNoAxeViolations(shop);

  // An interview request from Ada's profile, at a time tomorrow in the viewer's zone.
  await table.getByRole("link", { name: ada!.fullName }).click();
  await expect(shop.getByRole("heading", { name: ada!.fullName, level: 1 })).toBeVisible();
  await shop.getByRole("button", { name: "Request interview" }).click();
  const request = shop.getByRole("dialog", { name: `Request an interview with ${ada!.fullName}` });
  await expect(request.getByText("Europe/Berlin")).toBeVisible();
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await request.getByLabel("Time 1").fill(`${tomorrow}T10:30`);
  await expect(request.getByLabel("Your e-mail")).toHaveValue(buyer);
  await request.getByLabel("Message (optional)").fill("Could we talk about the platform team?");
  await expectNoAxeViolations(shop, "[role='dialog']");
  await request.getByRole("button", { name: "Send request" }).click();
  await expectToast(shop, "Request sent");
  expect(errors.filter((e) => !e.includes("status of 40"))).toEqual([]);
  await customer.close();

  // The admin: the row's summary, the activity panel and the interview requests list.
  await page.reload();
  await page.getByRole("tab", { name: "Shareable Links" }).click();
  const row = page.getByRole("listitem", { name: customerName });
  const summary = row.getByTestId("link-summary");
  await expect(summary).toContainText("Visits:");
  await expect(summary).toContainText("Interested:1");
  await expect(summary).toContainText("Maybe:1");
  await expect(summary).toContainText("Interview requests:1");
  await row.getByRole("button", { name: "Activity" }).click();
  const panel = page.getByRole("dialog", { name: `Activity: ${customerName}` });
  await expect(panel.getByTestId("visit-timeline")).toContainText(buyer);
  await expect(panel.getByTestId("visit-timeline")).toContainText(ada!.fullName);
  await expect(panel.getByTestId("interview-request")).toContainText(
    "Could we talk about the platform team?",
  );
  await expectNoAxeViolations(page, "[role='dialog']");
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Interview Requests" }).click();
  const item = page.getByRole("listitem", { name: `Interview request for ${ada!.fullName}` });
  await expect(item).toContainText("Europe/Berlin");
  const [patched] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/admin/interview-requests/")),
    item.getByLabel("Status").selectOption("scheduled"),
  ]);
  expect(patched.status()).toBe(200);
  await expectNoAxeViolations(page);

  // The creator's inbox: first visit, the 'interested' verdict, the interview request.
  for (const about of [/visit|opened/i, /interested/i, /interview/i]) {
    await waitForMail(
      e2eAdmin.email,
      (m) => m.subject.includes(customerName) && about.test(m.subject),
    );
  }
});
