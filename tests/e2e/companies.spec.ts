/**
 * Companies end to end: the admin creates a company from the dashboard's Companies screen, a
 * job order for the company's domain joins it (shown on the job order's screen), a viewer at
 * the company verifies and gives a verdict on the job order's shortlist, and the company's
 * screen shows the job order, the link and the viewers' roll-up with its CSV. Deleting the
 * company leaves the job order without one. axe checks each screen; on the phone nothing
 * scrolls sideways. Runs on desktop and phone.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { oneTimeCode, waitForMail } from "./mailbox.ts";
import {
  collectErrors,
  createActiveCandidates,
  expectNoAxeViolations,
  signInViaApi,
} from "./support.ts";
import { expectToast } from "./toast.ts";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test("a company gathers its job orders, links and viewers", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Acme ${run}`;
  const domain = `acme-${run}.example`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  // From the dashboard to the companies, and a new one (domains typed in any case).
  await page.goto("/admin");
  await page.getByRole("link", { name: "Companies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await page.getByRole("button", { name: "New company" }).click();
  const dialog = page.getByRole("dialog", { name: "New company" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Domains").fill("https://acme.example");
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expect(dialog.getByText("not a web address")).toBeVisible();
  await dialog.getByLabel("Domains").fill(domain.toUpperCase());
  await dialog.getByLabel("Notes (optional)").fill("Prefers senior engineers");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expectToast(page, "Success", "Company created");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByLabel("Domains")).toHaveValue(domain);
  const companyUrl = page.url();

  // The New job order form names the company for an address at another domain.
  await page.goto("/admin/job-orders");
  await page.getByRole("button", { name: "New job order" }).click();
  const form = page.getByRole("dialog", { name: "New job order" });
  await form.getByLabel("Role title").fill(`Data engineer ${run}`);
  await form.getByLabel("Customer name").fill("Sam Agent");
  await form.getByLabel("Customer email").fill(`sam-${run}@agency.example`);
  await form.getByRole("combobox", { name: "Company", exact: true }).selectOption({ label: name });
  await form.getByRole("button", { name: "Create job order" }).click();
  await expectToast(page, "Job order created", `Data engineer ${run}`);
  await expect(
    page.getByRole("combobox", { name: "Company", exact: true }).locator("option:checked"),
  ).toHaveText(name);

  // A job order for an address at the domain joins the company; its screen says so.
  const [dev] = await createActiveCandidates(page, [`Cora Rollup ${run}`]);
  const created = await page.request.post("/api/admin/job-orders", {
    data: {
      title: `Platform engineer ${run}`,
      customerName: "Jane Buyer",
      customerEmail: `jane@${domain}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: string; companyId: string | null };
  expect(companyUrl.endsWith(`/admin/companies/${order.companyId}`)).toBe(true);
  await page.goto(`/admin/job-orders/${order.id}`);
  const picker = page.getByRole("combobox", { name: "Company", exact: true });
  await expect(picker.locator("option:checked")).toHaveText(name);
  await expect(page.getByRole("link", { name: "Open company" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The job order's shortlist link; a viewer at the company verifies and says 'Interested'.
  const shortlist = await page.request.post(`/api/admin/job-orders/${order.id}/shortlist`, {
    data: { candidateIds: [dev!.id] },
  });
  expect(shortlist.status(), await shortlist.text()).toBe(201);
  const link = (await shortlist.json()) as { token: string; companyId: string };
  expect(link.companyId).toBe(order.companyId);
  const viewer = `jane-${run}@${domain}`;
  const customer = await browser.newContext();
  try {
    const asked = await customer.request.post(`/api/shared/${link.token}/access`, {
      data: { email: viewer },
    });
    expect(asked.status()).toBe(202);
    const code = oneTimeCode(await waitForMail(viewer));
    const verified = await customer.request.post(`/api/shared/${link.token}/access/verify`, {
      data: { email: viewer, code },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const shop = await customer.newPage();
    await shop.goto(`/shared/${link.token}`);
    await expect(shop.getByTestId("developer-card")).toHaveCount(1);
    const verdict = await customer.request.put(`/api/shared/${link.token}/verdicts/${dev!.id}`, {
      data: { verdict: "interested" },
    });
    expect(verdict.status(), await verdict.text()).toBe(200);
  } finally {
    await customer.close();
  }

  // The company's screen: the job order, the link, the viewer's roll-up and its CSV.
  await page.goto(companyUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // Both: the one joined by its address's domain and the one the form named it for.
  const orders = page.getByRole("list", { name: "The company's job orders" }).getByRole("link");
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: `Platform engineer ${run}` })).toHaveCount(1);
  await expect(orders.filter({ hasText: `Data engineer ${run}` })).toHaveCount(1);
  await expect(page.getByTestId("company-link")).toContainText("1 visit · 1 viewer · 1 interested");
  const row = page.getByTestId("viewer-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toHaveText(viewer);
  await expect(row.getByRole("cell")).toHaveText(["1", "this minute", "0", "1", "0"]);
  const timeline = page.getByRole("list", { name: "Recent activity" });
  await expect(timeline).toContainText(`${viewer} marked Cora Rollup ${run} as Interested`);
  await expect(timeline).toContainText(`Job order Platform engineer ${run} opened`);
  const csvHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${viewer},1,`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The links tab names the link's company, and its dialog's picker has it chosen.
  await page.goto("/admin?tab=links");
  const linkRow = page
    .getByTestId("shareable-link")
    .filter({ hasText: `Platform engineer ${run}` });
  await expect(linkRow.getByRole("link", { name })).toBeVisible();
  await linkRow.getByRole("button", { name: "Edit" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Edit Shareable Link" });
  await expect(
    linkDialog.getByRole("combobox", { name: "Company", exact: true }).locator("option:checked"),
  ).toHaveText(name);
  await expectNoAxeViolations(page);
  await linkDialog.getByRole("button", { name: "Cancel" }).click();

  // The list finds it by its domain, with its counts.
  await page.goto(`/admin/companies?q=${encodeURIComponent(domain)}`);
  const item = page.getByRole("list", { name: "Companies" }).getByRole("link");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("2 job orders · 1 link · 0 engagements");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Deleting it, once confirmed, leaves the job order working without a company.
  await item.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  page.once("dialog", (prompt) => prompt.accept());
  await page.getByRole("button", { name: "Delete company" }).click();
  await expectToast(page, "Success", "Company deleted");
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await page.goto(`/admin/job-orders/${order.id}`);
  await expect(
    page.getByRole("combobox", { name: "Company", exact: true }).locator("option:checked"),
  ).toHaveText("No company");
  expect(errors).toEqual([]);
});
