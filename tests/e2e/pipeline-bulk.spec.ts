/**
 * The board's bulk actions and hired cards: the recruiter ticks cards, moves them
 * to a stage at once, rejects them together with one reason (asked for first); a hired
 * card links to its engagement. The API's rules are server/features/job-orders/bulk.test.ts.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { column } from "./pipeline-board.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

test("tick cards, move them at once, reject them with one reason; a hired card links to its engagement", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const order = await page.request.post("/api/admin/job-orders", {
    data: { title: `Bulk role ${run}`, customerName: "Bulk Co", customerEmail: "b@bulk.example" },
  });
  expect(order.status()).toBe(201);
  const { id: jobOrderId } = (await order.json()) as { id: string };
  const names = ["Ann", "Bea", "Cal", "Dot"].map((n) => `${n} Bulk ${run}`);
  const ids: string[] = [];
  for (const fullName of names) {
    const created = await page.request.post("/api/candidates", {
      data: {
        fullName,
        email: `${fullName.split(" ")[0]}-${run}@example.com`,
        title: "Engineer",
        isActive: "active",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    ids.push(id);
    const put = await page.request.put(`/api/admin/job-orders/${jobOrderId}/pipeline/${id}`, {
      data: { stage: "sourced" },
    });
    expect(put.status()).toBe(200);
  }
  // Dot is hired: the card links to the engagement.
  const hired = await page.request.post("/api/admin/engagements", {
    data: { jobOrderId, candidateId: ids[3], startDate: new Date().toISOString().slice(0, 10) },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const { id: engagementId } = (await hired.json()) as { id: string };

  // The board's part of the screen (on a phone the screen shows one part at a time).
  await page.goto(`/admin/job-orders/${jobOrderId}?section=pipeline`);
  const hiredCard = column(page, "Hired").getByTestId("pipeline-card");
  await expect(hiredCard.getByRole("link", { name: `Engagement of ${names[3]}` })).toHaveAttribute(
    "href",
    `/admin/engagements/${engagementId}`,
  );
  await expect(hiredCard).not.toContainText("Not active");
  // The board's row scrolls inside itself on a phone: nothing in it widens the page.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // Two ticked, moved to Shortlisted in one go.
  await page.getByRole("checkbox", { name: `Select ${names[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${names[1]}` }).check();
  const bar = page.getByRole("region", { name: "Selected candidates" });
  await expect(bar).toContainText("2 candidates selected");
  await expectNoAxeViolations(page);
  await bar.getByLabel("Move the selected candidates to").selectOption("Shortlisted");
  await bar.getByRole("button", { name: "Move selected", exact: true }).click();
  await expectToast(page, "Moved to Shortlisted");
  await expect(bar).toHaveCount(0);
  await expect(column(page, "Shortlisted").getByTestId("pipeline-card")).toHaveCount(2);
  await expect(column(page, "Sourced").getByTestId("pipeline-card")).toHaveCount(1);

  // Three rejected together: the reason is asked for first.
  for (const name of names.slice(0, 3)) {
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  }
  await bar.getByLabel("Move the selected candidates to").selectOption("Rejected…");
  await bar.getByRole("button", { name: "Move selected", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Reject 3 candidates" });
  await expect(dialog.getByRole("button", { name: "Reject" })).toBeDisabled();
  await dialog.getByLabel("Reason").selectOption("Rate");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expectToast(page, "Rejected");
  const rejected = column(page, "Rejected").getByTestId("pipeline-card");
  await expect(rejected).toHaveCount(3);
  await expect(rejected.first()).toContainText("Rate");
  expect(errors).toEqual([]);
});
