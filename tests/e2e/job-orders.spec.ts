/**
 * Job orders, matching and the pipeline end to end: an inquiry becomes a job order, its brief
 * gets a must-have skill, the admin shortlists two of its matches in one click, the
 * customer marks one interested (and asks for another role), the board shows the move, a
 * card moves by keyboard with focus kept, and the reports show the shortlist within 24 h, a
 * role opened just now as in progress, and refuse a period over three years on the screen.
 * A second journey creates a job order by hand and moves a card by mouse to Rejected,
 * which asks for a reason. axe checks each new screen. A third checks that the admin's
 * screens bring no schemas (zod) until a form opens (decision 078).
 */
import { addYears, REPORT_PERIOD, REPORT_PERIOD_MESSAGES } from "#common/report-period.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { card, column } from "./pipeline-board.ts";
import { collectErrors, expectNoAxeViolations, isPhone, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

/** Active candidates of this run holding a skill no other journey's candidates hold. */
async function createCandidates(page: Page, names: string[], skill: string) {
  const created: Array<{ id: string; fullName: string; email: string }> = [];
  for (const fullName of names) {
    const slug = fullName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const res = await page.request.post("/api/candidates", {
      data: {
        fullName,
        email: `${slug}@example.com`,
        title: "Backend Engineer",
        isActive: "active",
        hourlyRate: 90,
        experience: 7,
        aiAssessmentScore: 92,
        skills: [skill, "PostgreSQL"],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(await res.json());
  }
  return created;
}

/** The contact form's own call, retried while its per-client limit (shared by journeys) refuses. */
async function postInquiry(page: Page, company: string, email: string) {
  await expect
    .poll(
      async () =>
        (
          await page.request.post("/api/contacts", {
            data: {
              firstName: "Joan",
              lastName: "Clarke",
              email,
              company,
              hiringNeeds: "backend",
              message: "We need a backend engineer for our payments team.",
            },
          })
        ).status(),
      { timeout: 70_000, intervals: [1000, 5000] },
    )
    .toBe(201);
}

/** On a phone the screen shows one part at a time: the strip under the heading switches. */
async function showSection(page: Page, name: "Brief" | "Matches" | "Pipeline") {
  if (!isPhone(page)) return;
  await page
    .getByRole("navigation", { name: "Job order sections" })
    .getByRole("link", { name: new RegExp(`^${name}\\b`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]section=${name.toLowerCase()}`));
}

test("an inquiry becomes a job order; two matches shortlisted in one click; the customer's interest moves the board; reports show it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const skill = `Zig${run.replace(/[^a-z0-9]/gi, "")}`;
  const company = `Payments Co ${run}`;
  const customerEmail = `joan-${run}@example.com`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [ada, grace] = await createCandidates(
    page,
    [`Ada Match ${run}`, `Grace Match ${run}`],
    skill,
  );
  await postInquiry(page, company, customerEmail);

  // The inquiry becomes a job order in one click, and its screen opens.
  await page.goto("/admin?tab=inquiries");
  const inquiry = page
    .getByRole("list", { name: "Inquiries" })
    .getByRole("listitem")
    .filter({ hasText: company });
  await inquiry.getByRole("button", { name: "Create job order" }).click();
  await expect(page).toHaveURL(/\/admin\/job-orders\/[0-9a-f-]+$/);
  const jobOrderUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backend engineer");
  await expect(page.getByText(`Joan Clarke · ${company}`).first()).toBeVisible();

  // The brief gets a must-have skill; the two candidates holding it rank first.
  await showSection(page, "Brief");
  await page.getByRole("button", { name: "Edit brief" }).click();
  await expect(page.getByLabel("Role title")).toBeFocused();
  await page.getByLabel("Must-have skills (comma-separated)").fill(skill);
  await page.getByLabel("Rate up to ($/h)").fill("120");
  await page.getByRole("button", { name: "Save brief" }).click();
  await expectToast(page, "Success", "Job order saved");
  await showSection(page, "Matches");
  const matches = page.getByRole("list", { name: "Matches" }).getByTestId("match");
  await expect(matches.nth(0)).toContainText(/(Ada|Grace) Match/);
  await expect(matches.nth(1)).toContainText(/(Ada|Grace) Match/);
  const adaMatch = matches.filter({ hasText: ada!.fullName });
  await expect(adaMatch.getByRole("list", { name: "Reasons" })).toContainText(skill);
  await expect(adaMatch.getByRole("list", { name: "Reasons" })).toContainText(
    "$90/h is within the budget",
  );
  await expectNoAxeViolations(page);

  // Both chosen, one click: a link for the customer, and both shortlisted on the board.
  await page.getByRole("checkbox", { name: `Choose ${ada!.fullName}` }).click();
  await page.getByRole("checkbox", { name: `Choose ${grace!.fullName}` }).click();
  await page.getByRole("button", { name: "Create shortlist link" }).click();
  const dialog = page.getByRole("dialog", { name: "Create shortlist link" });
  await expect(dialog.getByRole("list", { name: "Chosen candidates" })).toContainText(
    ada!.fullName,
  );
  // The customer reaches candidates through the company unless the recruiter says otherwise.
  await expect(dialog.getByRole("switch", { name: "Show contact details" })).not.toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Show hourly rates" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Allow résumé download" })).toBeChecked();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const created = page.getByRole("dialog", { name: "Shortlist link created" });
  const linkUrl = await created.getByTestId("shortlist-url").inputValue();
  expect(linkUrl).toMatch(/\/shared\/[A-Za-z0-9_-]+$/);
  await expectNoAxeViolations(page, "[role='dialog']");
  await created.getByRole("button", { name: "Done" }).click();
  await showSection(page, "Pipeline");
  await expect(card(page, "Shortlisted", ada!.fullName)).toBeVisible();
  await expect(card(page, "Shortlisted", grace!.fullName)).toBeVisible();

  // The customer, in a browser of their own, marks Ada interested and asks for another role.
  const customer = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.name === "phone",
    hasTouch: testInfo.project.name === "phone",
  });
  const shop = await customer.newPage();
  await shop.goto(linkUrl);
  const token = linkUrl.split("/shared/")[1];
  const shown = await shop.request.get(`/api/shared/developers/${token}`);
  expect(await shown.text()).toContain(ada!.fullName);
  expect(await shown.text()).not.toContain(ada!.email);
  await shop
    .getByRole("group", { name: `Your verdict on ${ada!.fullName}` })
    .getByRole("button", { name: "Interested" })
    .click();
  await expect(
    shop
      .getByRole("group", { name: `Your verdict on ${ada!.fullName}` })
      .getByRole("button", { name: "Interested" }),
  ).toHaveAttribute("aria-pressed", "true");
  const roleTitle = `Data engineer ${run}`;
  await shop.getByRole("button", { name: "Request another role" }).click();
  const request = shop.getByRole("dialog", { name: "Request another role" });
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(request.getByText("Title is required")).toBeVisible();
  await request.getByLabel("Role title").fill(roleTitle);
  await request.getByLabel("Skills (comma-separated)").fill("Python, Spark");
  await request.getByLabel("Hours per week").fill("30");
  await expectNoAxeViolations(shop, "[role='dialog']");
  await request.getByRole("button", { name: "Send request" }).click();
  await expectToast(shop, "Request sent");
  await expect(request).toHaveCount(0);
  await customer.close();

  // The board shows the customer's move, and the activity who made it.
  await page.reload();
  await expect(card(page, "Customer interested", ada!.fullName)).toBeVisible();
  await expect(page.getByRole("list", { name: "Pipeline activity" })).toContainText(
    "Shortlisted → Customer interested",
  );

  // Grace moves to Interview by keyboard, from her card's menu: focus stays on its button.
  const graceMenu = card(page, "Shortlisted", grace!.fullName).getByRole("button", {
    name: `Actions for ${grace!.fullName}`,
  });
  await graceMenu.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  // Typing a stage's first letter goes to it, as in any menu.
  await page.keyboard.type("I");
  await expect(menu.getByRole("menuitem", { name: "Interview" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card(page, "Interview", grace!.fullName)).toBeVisible();
  await expect(
    card(page, "Interview", grace!.fullName).getByRole("button", {
      name: `Actions for ${grace!.fullName}`,
    }),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  // On a phone, by touch: Ada moves on to Offer.
  if (isPhone(page)) {
    await card(page, "Customer interested", ada!.fullName)
      .getByRole("button", { name: `Actions for ${ada!.fullName}` })
      .tap();
    await page.getByRole("menuitem", { name: "Offer" }).tap();
    await expectToast(page, "Moved", `${ada!.fullName} → Offer`);
    await expect(card(page, "Offer", ada!.fullName)).toBeVisible();
  }

  // The customer's new role is in the list.
  await page.goto("/admin/job-orders");
  const list = page.getByRole("list", { name: "Job orders" });
  await expect(list.getByRole("link").filter({ hasText: roleTitle })).toContainText("Joan Clarke");
  const ours = list.getByRole("link").filter({ hasText: company }).first();
  await expect(ours).toContainText("Shortlisted in");
  await expect(ours).toContainText("2 shortlisted");
  await page.getByLabel("Status").selectOption("closed");
  await expect(list.getByRole("link").filter({ hasText: company })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The reports: the shortlist counts within 24 hours; a role opened just now without a
  // shortlist is in progress, not missed.
  const fresh = await page.request.post("/api/admin/job-orders", {
    data: { title: `Fresh role ${run}`, customerName: company, customerEmail },
  });
  expect(fresh.status(), await fresh.text()).toBe(201);
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Weekly funnel/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Time to shortlist/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Verdict mix/ })).toBeVisible();
  const within = page.getByTestId("within-24h");
  await expect(within).toContainText(/[1-9]\d* of [1-9]\d*/);
  await expect(page.getByTestId("in-progress")).toContainText(/^[1-9]\d* job orders? in progress/);
  await expect(page.getByRole("img", { name: /Verdict mix/ })).toContainText(/Interested/);
  await expectNoAxeViolations(page);

  // The period's dates are bounded: the inputs say so, and a period over 3 years is
  // explained on the screen instead of asked for.
  const from = page.getByLabel("From", { exact: true });
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("max", REPORT_PERIOD.latest);
  await from.fill(addYears(await from.getAttribute("min").then(String), -1));
  await expect(
    page.getByRole("alert").filter({ hasText: REPORT_PERIOD_MESSAGES.tooLong }),
  ).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(page.getByText(REPORT_PERIOD_MESSAGES.tooLong)).toHaveCount(0);
  await expect(within).toContainText(/[1-9]\d* of [1-9]\d*/);

  // The inquiry now opens its job order instead of making another.
  await page.goto("/admin?tab=inquiries");
  await expect(inquiry.getByRole("link", { name: "Open job order" })).toHaveAttribute(
    "href",
    jobOrderUrl,
  );
  await expect(inquiry.getByRole("button", { name: "Create job order" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test(
  "a job order made by hand; a card dragged to Rejected asks for a reason",
  {
    tag: "@desktop-only",
  },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const skill = `Nim${run.replace(/[^a-z0-9]/gi, "")}`;
    await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
    const [alan] = await createCandidates(page, [`Alan Drag ${run}`], skill);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Job Orders" }).click();
    await expect(page.getByRole("heading", { name: "Job Orders", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "New job order" }).click();
    const dialog = page.getByRole("dialog", { name: "New job order" });
    // The form loads with the dialog (decision 078); typing starts in its first field.
    await expect(dialog.getByLabel("Role title")).toBeFocused();
    await dialog.getByRole("button", { name: "Create job order" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Customer name is required")).toBeVisible();
    const title = `Systems programmer ${run}`;
    await dialog.getByLabel("Role title").fill(title);
    await dialog.getByLabel("Customer name").fill("Tom Kilburn");
    await dialog.getByLabel("Customer email").fill(`tom-${run}@example.com`);
    await dialog.getByLabel("Must-have skills (comma-separated)").fill(skill);
    await dialog.getByLabel("Rate from ($/h)").fill("200");
    await dialog.getByLabel("Rate up to ($/h)").fill("100");
    await dialog.getByRole("button", { name: "Create job order" }).click();
    await expect(
      dialog.getByText("The minimum rate must not be above the maximum rate"),
    ).toBeVisible();
    await dialog.getByLabel("Rate from ($/h)").fill("50");
    await expectNoAxeViolations(page, "[role='dialog']");
    await dialog.getByRole("button", { name: "Create job order" }).click();
    await expectToast(page, "Job order created", title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Into the pipeline from the matches, then dragged to Rejected: a reason is asked for.
    const match = page.getByTestId("match").filter({ hasText: alan!.fullName });
    await match.getByRole("checkbox", { name: `Choose ${alan!.fullName}` }).click();
    await page.getByRole("button", { name: "Add to pipeline" }).click();
    await expect(card(page, "Sourced", alan!.fullName)).toBeVisible();
    await card(page, "Sourced", alan!.fullName).dragTo(column(page, "Rejected"));
    const reject = page.getByRole("dialog", { name: `Reject ${alan!.fullName}` });
    await expect(reject.getByRole("button", { name: "Reject" })).toBeDisabled();
    await reject.getByLabel("Reason").selectOption("rate");
    await reject.getByRole("button", { name: "Reject" }).click();
    const rejected = card(page, "Rejected", alan!.fullName);
    await expect(rejected).toContainText("Rate");
    await expect(page.getByRole("list", { name: "Pipeline activity" })).toContainText(
      "Sourced → Rejected (Rate)",
    );

    // Dragged back to Shortlisted with the mouse, then rejected again from its menu, the
    // reason asked for.
    await rejected.dragTo(column(page, "Shortlisted"));
    await expect(card(page, "Shortlisted", alan!.fullName)).toBeVisible();
    const actions = (stage: string) =>
      card(page, stage, alan!.fullName).getByRole("button", {
        name: `Actions for ${alan!.fullName}`,
      });
    await actions("Shortlisted").click();
    await page.getByRole("menuitem", { name: "Reject…" }).click();
    await reject.getByLabel("Reason").selectOption({ label: "Candidate declined" });
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(card(page, "Rejected", alan!.fullName)).toContainText("Candidate declined");
    await expect(page.getByRole("list", { name: "Pipeline activity" })).toContainText(
      "Shortlisted → Rejected (Candidate declined)",
    );

    // Removing asks first: Cancel keeps the card.
    const removeItem = page.getByRole("menuitem", { name: "Remove from the pipeline…" });
    await actions("Rejected").click();
    await removeItem.click();
    const confirm = page.getByRole("dialog", {
      name: `Remove ${alan!.fullName} from the pipeline?`,
    });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card(page, "Rejected", alan!.fullName)).toBeVisible();

    // Removed from the pipeline: focus stays in the column it left, the history still names them.
    await actions("Rejected").click();
    await removeItem.click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Removed", `${alan!.fullName} left the pipeline.`);
    await expect(card(page, "Rejected", alan!.fullName)).toHaveCount(0);
    await expect(column(page, "Rejected")).toBeFocused();
    await expect(page.getByRole("list", { name: "Pipeline activity" })).toContainText(
      `${alan!.fullName} Shortlisted → Rejected (Candidate declined)`,
    );
    expect(errors).toEqual([]);
  },
);

test("the job order, engagement, report and company screens load no schemas until a form opens", async ({
  page,
}) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const created = await page.request.post("/api/admin/job-orders", {
    data: { title: "Schema-free screens", customerName: "Ada", customerEmail: "ada@example.com" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const company = await page.request.post("/api/admin/companies", {
    data: { name: `Schema-free company ${Date.now()}` },
  });
  expect(company.status(), await company.text()).toBe(201);
  const { id: companyId, name: companyName } = (await company.json()) as {
    id: string;
    name: string;
  };
  // Decision 078: zod and the forms come with the first form, not with these screens.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const zod = () => scripts.filter((p) => /\/zod-[\w-]+\.js$/.test(p));
  // The job order last: its brief's form is opened below.
  for (const [path, heading] of [
    ["/admin/companies", "Companies"],
    [`/admin/companies/${companyId}`, companyName],
    ["/admin/job-orders", "Job Orders"],
    ["/admin/engagements", "Engagements"],
    ["/admin/reports", "Reports"],
    [`/admin/job-orders/${id}`, "Schema-free screens"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  expect(zod()).toEqual([]);
  await showSection(page, "Brief");
  await page.getByRole("button", { name: "Edit brief" }).click();
  await expect(page.getByLabel("Role title")).toHaveValue("Schema-free screens");
  expect(zod()).not.toEqual([]);
  // The time zones are offered once the field is first focused, not when the form opens.
  const zones = page.locator("datalist option");
  await expect(zones).toHaveCount(0);
  await page.getByLabel("Time zone").focus();
  await expect.poll(() => zones.count()).toBeGreaterThan(100);
  await expect(page.locator('datalist option[value="Europe/Berlin"]')).toHaveCount(1);
  // Cancel closes the editor and saves nothing.
  await page.getByLabel("Role title").fill("Not saved");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Role title")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schema-free screens");
});
