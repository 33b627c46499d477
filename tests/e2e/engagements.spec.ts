/**
 * Engagements and the 7-day trial end to end: the admin hires a candidate from the job
 * order's pipeline board (start date six days ago, so the trial's last two days have begun
 * and the decision e-mail goes out at once), the customer opens the e-mailed
 * /engagements/decide/{token} page in a browser of their own and continues with a rating and
 * a comment, and the admin sees the engagement active with that feedback. A customer who asks
 * for a free replacement is told what happens next and led back to the shortlist the
 * developer came from. axe checks each new screen. Runs on desktop and phone.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import { column } from "./pipeline-board.ts";
import {
  collectErrors,
  createActiveCandidates,
  expectNoAxeViolations,
  signInViaApi,
} from "./support.ts";
import { expectToast } from "./toast.ts";

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("hire from the board; the customer continues on the decision page; the admin sees it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Hedy Hire ${run}`;
  const customerEmail = `trial-${run}@example.com`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  const candidate = await page.request.post("/api/candidates", {
    data: {
      fullName: name,
      email: `hedy-${run}@example.com`,
      title: "Platform Engineer",
      isActive: "active",
      hourlyRate: 85,
      skills: ["Go"],
    },
  });
  expect(candidate.status(), await candidate.text()).toBe(201);
  const { id: candidateId } = (await candidate.json()) as { id: string };
  const order = await page.request.post("/api/admin/job-orders", {
    data: {
      title: "Platform engineer",
      customerName: "Trial Co",
      customerEmail,
      hoursPerWeek: 40,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: jobOrderId } = (await order.json()) as { id: string };
  const moved = await page.request.put(
    `/api/admin/job-orders/${jobOrderId}/pipeline/${candidateId}`,
    { data: { stage: "interview" } },
  );
  expect(moved.status(), await moved.text()).toBe(200);

  // The admin hires from the board's card, in its actions menu.
  await page.goto(`/admin/job-orders/${jobOrderId}?section=pipeline`);
  await column(page, "Interview")
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Hire", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Hire ${name}` });
  await expect(dialog.getByLabel("Hours a week")).toHaveValue("40");
  await expect(dialog.getByLabel("Rate ($ an hour)")).toHaveValue("85");
  await dialog.getByLabel("Start date").fill(dayFromToday(-6));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: `Hire ${name}` }).click();
  await expectToast(page, "Hired");
  await expect(dialog).toBeHidden();
  await expect(column(page, "Hired").getByTestId("pipeline-card")).toContainText(name);

  // The customer's e-mail carries the decision link.
  const mail = await waitForMail(customerEmail, (m) => m.subject.includes("trial"), {
    timeout: 60_000,
  });
  const path = /\/engagements\/decide\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(path).toBeDefined();

  // The customer, in a browser of their own, continues with a rating and a comment.
  const customerContext = await browser.newContext({ ...testInfo.project.use });
  const customer = await customerContext.newPage();
  try {
    await customer.goto(path!);
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText(
      `How is ${name} working out?`,
    );
    await expectNoAxeViolations(customer);
    await customer.getByRole("radio", { name: /Continue/ }).check();
    await customer.getByRole("radio", { name: "5 out of 5" }).check();
    await customer.getByLabel("Comment (optional)").fill("A great first week");
    await customer.getByRole("button", { name: "Send my decision" }).click();
    await expect(customer.getByRole("status")).toHaveText("Thank you: the engagement continues.");
    await expect(customer.getByRole("region", { name: "What happens next" })).toContainText(
      "Nothing more to do",
    );
    // Opening the link again shows the decision is made.
    await customer.reload();
    await expect(customer.getByRole("heading", { name: "Thank you" })).toBeVisible();
  } finally {
    await customerContext.close();
  }

  // The admin sees it in the list and on the detail.
  await page.goto("/admin/engagements");
  const row = page.getByRole("list", { name: "Engagements" }).getByRole("link", { name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Customer chose to continue");
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Continues with the developer")).toBeVisible();
  await expect(page.getByText("A great first week")).toBeVisible();
  await expect(page.getByTestId("trial-countdown")).toHaveText(/^Trial ends in \d+ hours?$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a free replacement's confirmation says what happens next and leads back to the shortlist", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Rex Replace ${run}`;
  const customerEmail = `replace-${run}@example.com`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [candidate] = await createActiveCandidates(page, [name]);
  const order = await page.request.post("/api/admin/job-orders", {
    data: { title: "Data engineer", customerName: `Swap Co ${run}`, customerEmail },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: jobOrderId } = (await order.json()) as { id: string };
  // The developer came from the job order's shortlist link.
  const shortlist = await page.request.post(`/api/admin/job-orders/${jobOrderId}/shortlist`, {
    data: { candidateIds: [candidate!.id] },
  });
  expect(shortlist.status(), await shortlist.text()).toBe(201);
  const { token } = (await shortlist.json()) as { token: string };
  // Started six days ago: the decision e-mail goes out at once.
  const hired = await page.request.post("/api/admin/engagements", {
    data: { jobOrderId, candidateId: candidate!.id, startDate: dayFromToday(-6) },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const mail = await waitForMail(customerEmail, (m) => m.subject.includes("trial"), {
    timeout: 60_000,
  });
  const path = /\/engagements\/decide\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(path).toBeDefined();

  const customerContext = await browser.newContext({ ...testInfo.project.use });
  const customer = await customerContext.newPage();
  try {
    await customer.goto(path!);
    await customer.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await customer.getByRole("radio", { name: /Free replacement/ }).check();
    await customer.getByRole("button", { name: "Send my decision" }).click();
    await expect(customer.getByRole("status")).toHaveText(
      "Thank you: we are finding your free replacement.",
    );
    const next = customer.getByRole("region", { name: "What happens next" });
    await expect(next).toContainText("re-opened your role");
    const back = customer.getByRole("link", { name: "Back to your shortlist" });
    await expect(back).toHaveAttribute("href", `/shared/${token}`);
    await expectNoAxeViolations(customer);
    await back.click();
    await expect(customer.getByRole("heading", { name: `Welcome, Swap Co ${run}` })).toBeVisible();
  } finally {
    await customerContext.close();
  }
});
