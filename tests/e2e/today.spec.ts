/**
 * The recruiter's workspace: /admin's Today tab, whose label
 * counts what waits, and follows an item to where the work is done: a new application opens
 * for review in the Applications tab, a trial ending opens its engagement. The lists' rules
 * are the API tests' (server/features/today/today.test.ts); other journeys share this
 * database, so only this journey's own items and the counts adding up are checked here.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("an admin opens Today, sees the counts and follows an application and a trial", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const applicant = `Tara Today ${run}`;
  const hired = `Tom Trial ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  const applied = await page.request.post("/api/applications", {
    data: {
      fullName: applicant,
      email: `tara-${run}@example.com`,
      title: "Data Engineer",
      consent: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };

  const candidate = await page.request.post("/api/candidates", {
    data: {
      fullName: hired,
      email: `tom-${run}@example.com`,
      title: "Platform Engineer",
      isActive: "active",
      hourlyRate: 85,
    },
  });
  expect(candidate.status(), await candidate.text()).toBe(201);
  const order = await page.request.post("/api/admin/job-orders", {
    data: {
      title: `Trial role ${run}`,
      customerName: "Today Co",
      customerEmail: "t@today.example",
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  // Started six days ago: the trial ends tomorrow.
  const engagement = await page.request.post("/api/admin/engagements", {
    data: {
      jobOrderId: ((await order.json()) as { id: string }).id,
      candidateId: ((await candidate.json()) as { id: string }).id,
      startDate: dayFromToday(-6),
    },
  });
  expect(engagement.status(), await engagement.text()).toBe(201);
  const { id: engagementId } = (await engagement.json()) as { id: string };

  // /admin opens on the spec's User Management; Today's label counts what waits.
  await page.goto("/admin");
  const tab = page.getByRole("tab", { name: /^Today \(\d+\)$/ });
  await expect(page.getByRole("tab", { name: "User Management" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await tab.click();
  await expect(page).toHaveURL("/admin?tab=today");
  await expect(tab).toHaveAttribute("aria-selected", "true");

  // The tab's count is the sum of the lists' counts.
  const lists = page.getByRole("navigation", { name: "Today's lists" }).getByRole("link");
  await expect(lists).toHaveCount(5);
  const sum = (await lists.allTextContents())
    .map((t) => Number(/\((\d+)\)$/.exec(t)?.[1]))
    .reduce((a, b) => a + b, 0);
  await expect(tab).toHaveText(`Today (${sum})`);
  // The tabs where the work is done count it too, as Today's lists do.
  const countOf = async (list: string) =>
    Number(/\((\d+)\)$/.exec((await lists.filter({ hasText: list }).textContent()) ?? "")?.[1]);
  await expect(page.getByRole("tab", { name: /^Applications \(\d+\)$/ })).toHaveText(
    `Applications (${await countOf("New applications")})`,
  );
  await expect(page.getByRole("tab", { name: /^Interview Requests \(\d+\)$/ })).toHaveText(
    `Interview Requests (${await countOf("Interviews to schedule")})`,
  );
  await expect(
    page.getByRole("heading", { level: 2, name: /^New applications \(\d+\)$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A new application opens for review in the Applications tab.
  await page
    .getByRole("list", { name: /^New applications/ })
    .getByRole("link", { name: applicant })
    .click();
  await expect(page).toHaveURL(`/admin?tab=applications&application=${applicationId}`);
  await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: `Close ${applicant}` })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  // A trial ending tomorrow opens its engagement.
  await page.getByRole("tab", { name: /^Today/ }).click();
  const trial = page
    .getByRole("list", { name: /^Trials ending/ })
    .getByRole("link", { name: hired });
  await expect(trial).toContainText("ends in ");
  await trial.click();
  await expect(page).toHaveURL(`/admin/engagements/${engagementId}`);
  await expect(page.getByRole("heading", { level: 1, name: hired })).toBeVisible();
  expect(errors).toEqual([]);
});
