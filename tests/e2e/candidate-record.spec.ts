/**
 * The candidate's record on their profile, as an admin uses it: not in any pipeline yet,
 * "Add to a job order" puts them at Sourced on the chosen open job order, the record says
 * so after a reload, and the job order's board shows their card. Desktop and phone.
 */

import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { card } from "./pipeline-board.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

test("an admin adds a candidate to a job order from their record", async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const created = await page.request.post("/api/candidates", {
    data: {
      fullName: `Record Rae ${run}`,
      email: `record-rae-${run}@example.com`,
      title: "Platform Engineer",
      isActive: "active",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const candidate = (await created.json()) as { id: string; fullName: string };
  const title = `Platform lead ${run}`;
  const order = await page.request.post("/api/admin/job-orders", {
    data: { title, customerName: "Initech", customerEmail: "hiring@initech.example" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const jobOrderId = ((await order.json()) as { id: string }).id;

  await page.goto(`/developers/${candidate.id}`);
  const pipelines = page.getByRole("region", { name: "Pipelines" });
  await expect(pipelines).toContainText("Not in any job order's pipeline.");
  await page.getByLabel("Add to a job order").selectOption({ label: `${title} · Initech` });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "Success", "Added to the job order's pipeline");
  await expect(pipelines).toContainText(title);
  await expect(pipelines).toContainText("Sourced");
  await page.reload();
  await expect(pipelines).toContainText(`${title}`);
  // Held already: the job order is no longer offered.
  await expect(
    page.getByLabel("Add to a job order").locator("option", { hasText: title }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/job-orders/${jobOrderId}?section=pipeline`);
  await expect(card(page, "Sourced", candidate.fullName)).toBeVisible();
  expect(errors).toEqual([]);
});
