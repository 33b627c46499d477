import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, signInViaApi } from "./support.ts";

test("an admin reads new inquiries, filters them, marks one handled and exports CSV", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const company = `Inbox Test ${Date.now()}`;
  // A lead from the contact page (the API call the page makes), then the admin signs in.
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
  // Newest first.
  await expect(inbox.getByRole("listitem").first()).toContainText(company);

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
