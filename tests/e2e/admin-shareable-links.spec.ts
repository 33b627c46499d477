/**
 * The admin dashboard's 'Shareable Links' tab and customer views, end to end: an admin creates a
 * shortlist link, copies it, a browser with no cookies opens it and a profile, the admin
 * deactivates it and the customer is refused, then the admin deletes it.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, createActiveCandidates, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

test("an admin shares a shortlist with a customer, then switches it off", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const [first, second, outside] = await createActiveCandidates(
    page,
    ["Ada", "Grace", "Linus"].map((n) => `${n} Shortlist ${tag}`),
  );
  const customerName = `Initech ${test.info().project.name}`;

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shareable Links" }).click();
  await page.getByRole("button", { name: "Create Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Shareable Link" });
  await dialog.getByRole("button", { name: "Create Link" }).click();
  await expect(dialog.getByText("Customer name is required")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

  await dialog.getByLabel("Customer Name").fill(customerName);
  await dialog.getByLabel("Customer Email").fill("talent@initech.example");
  await dialog.getByLabel("Description (optional)").fill("Senior engineers for the TPS team.");
  for (const dev of [first!, second!]) {
    await dialog.getByLabel("Search developers").fill(dev.fullName);
    // The results follow the search after a pause: tick in this search's list, not the last.
    await expect(dialog.getByRole("region", { name: "Search results" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    await dialog.getByRole("checkbox", { name: new RegExp(dev.fullName) }).check();
  }
  await expect(dialog.getByText("2 chosen")).toBeVisible();
  // Waiting for the POST itself tells a lost click from a slow server if this ever fails.
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/shareable-links") && r.request().method() === "POST",
      { timeout: 30_000 },
    ),
    dialog.getByRole("button", { name: "Create Link" }).click(),
  ]);
  expect(created.status()).toBe(201);
  await expectToast(page, "Success", "Shareable link created successfully");
  await expect(dialog).toBeHidden();

  const row = page.getByRole("listitem", { name: customerName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("2 chosen developers")).toBeVisible();
  await row.getByRole("button", { name: "Copy Link" }).click();
  await expectToast(page, "Success", "Link copied to clipboard");
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{32}$`));
  await expect(row.getByRole("link", { name: "View" })).toHaveAttribute("href", url);

  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  expect(await customer.cookies()).toEqual([]);
  const customerPage = await customer.newPage();
  const errors = collectErrors(customerPage);
  await customerPage.goto(url);
  await expect(
    customerPage.getByRole("heading", { name: `Welcome, ${customerName}` }),
  ).toBeVisible();
  await expect(customerPage.getByText("Senior engineers for the TPS team.")).toBeVisible();
  await expect(customerPage.getByTestId("developer-card")).toHaveCount(2);
  await expect(customerPage.getByText(outside!.fullName)).toHaveCount(0);
  await customerPage.getByRole("link", { name: new RegExp(second!.fullName) }).click();
  await expect(customerPage.getByRole("heading", { name: second!.fullName })).toBeVisible();
  await expect(customerPage.getByRole("link", { name: "Get in Touch" })).toBeVisible();
  expect(errors).toEqual([]);

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Shareable Link" });
  await expect(edit.getByLabel("Customer Name")).toHaveValue(customerName);
  await edit.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Inactive" }).click();
  await edit.getByRole("button", { name: "Update Link" }).click();
  await expectToast(page, "Success", "Shareable link updated successfully");
  await expect(edit).toBeHidden();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  // The customer's one listing view is counted.
  await expect(row.getByText(/Views:\s*1/)).toBeVisible();

  await customerPage.reload();
  await expect(customerPage.getByRole("heading", { name: "Developer Not Found" })).toBeVisible();
  await customerPage.goto(url);
  await expect(customerPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    customerPage.getByText("This link is invalid, expired, or has been deactivated."),
  ).toBeVisible();
  await customer.close();

  page.once("dialog", (prompt) => {
    expect(prompt.message()).toBe(
      "Are you sure you want to delete this shareable link? This action cannot be undone.",
    );
    void prompt.accept();
  });
  await row.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Shareable link deleted successfully");
  await expect(row).toHaveCount(0);
});

test("a link past its expiry shows Expired until the admin moves the date", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const customerName = `Expired Co ${test.info().project.name} ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName,
      customerEmail: "old@expired.example",
      expiresAt: "2020-01-31T12:00:00.000Z",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/admin?tab=links");
  const row = page.getByRole("listitem", { name: customerName });
  // The dashboard loads its own chunks and two lists: allow a loaded machine time.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("Expired", { exact: true })).toBeVisible();
  await expect(row.getByText("Never")).toBeVisible();

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Shareable Link" });
  await expect(edit.getByLabel("Expires On (optional)")).toHaveValue("2020-01-31");
  await edit.getByLabel("Expires On (optional)").fill("2099-12-31");
  await edit.getByRole("button", { name: "Update Link" }).click();
  await expectToast(page, "Success", "Shareable link updated successfully");
  await expect(row.getByText("Expired", { exact: true })).toHaveCount(0);
  await expect(row.getByText("12/31/2099")).toBeVisible();
});
