import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, signInViaApi } from "./support.ts";

test("an admin reads new inquiries, filters them, marks one handled and exports CSV", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const stamp = Date.now();
  const company = `Inbox Test ${stamp}`;
  const earlierCompany = `Inbox Earlier ${stamp}`;
  // Two leads from the contact page (the API call the page makes), then the admin signs in.
  const earlier = await page.request.post("/api/contacts", {
    data: {
      firstName: "Dorothy",
      lastName: "Vaughan",
      email: "dorothy@example.com",
      company: earlierCompany,
      hiringNeeds: "devops",
      message: "An earlier request, to check the order.",
    },
  });
  expect(earlier.status()).toBe(201);
  const sent = await page.request.post("/api/contacts", {
    data: {
      firstName: "Katherine",
      lastName: "Johnson",
      email: "katherine@example.com",
      company,
      hiringNeeds: "devops",
      message: "We need two DevOps engineers for a launch.",
    },
  });
  expect(sent.status()).toBe(201);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin?tab=inquiries");
  await expect(page.getByRole("tab", { name: "Inquiries" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const inbox = page.getByRole("list", { name: "Inquiries" });
  const item = inbox.getByRole("listitem").filter({ hasText: company });
  await expect(item).toContainText("Katherine Johnson");
  await expect(item).toContainText("DevOps Engineers");
  await expect(item).toContainText("New");
  // Newest first. Other journeys share this server and may add inquiries meanwhile, so the
  // order is checked between this test's own two.
  await expect(inbox.getByRole("listitem").filter({ hasText: earlierCompany })).toBeVisible();
  const texts = await inbox.getByRole("listitem").allTextContents();
  const mine = texts.findIndex((t) => t.includes(company));
  expect(mine).toBeGreaterThanOrEqual(0);
  expect(mine).toBeLessThan(texts.findIndex((t) => t.includes(earlierCompany)));

  await page.getByLabel("Hiring need").selectOption("mobile");
  await expect(inbox.getByRole("listitem").filter({ hasText: company })).toHaveCount(0);
  await page.getByLabel("Hiring need").selectOption("devops");
  await expect(item).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/contacts/export.csv?hiringNeeds=devops",
  );

  await item.getByRole("checkbox", { name: "Mark handled" }).click();
  await expect(item).toContainText("Handled");
  await expect(item.getByRole("checkbox", { name: "Mark handled" })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  const csv = await page.request.get("/api/contacts/export.csv?hiringNeeds=devops");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(company);
  expect(errors).toEqual([]);
});
