import type { Page } from "@playwright/test";
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";

/**
 * Each project uses a hiring need no other journey uses, so the desktop and phone copies
 * (which may run at once on one server) each reach exactly their own three inquiries.
 */
const needFor = (projectName: string) => (projectName === "phone" ? "full-stack" : "leadership");

async function postInquiry(page: Page, email: string, firstName: string, hiringNeeds: string) {
  // The contact form's own call; its per-client limit is shared by every journey, so a
  // refusal is retried until its window passes.
  await expect
    .poll(
      async () =>
        (
          await page.request.post("/api/contacts", {
            data: {
              firstName,
              lastName: "Tester",
              email,
              company: "Campaign Co",
              hiringNeeds,
              message: "Hello",
            },
          })
        ).status(),
      { timeout: 70_000, intervals: [1000, 5000] },
    )
    .toBe(201);
}

test("an admin composes a campaign, tests it, sends it, and an unsubscribe is honoured", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const need = needFor(testInfo.project.name);
  const addresses = [1, 2, 3].map((n) => `campaign-${n}-${stamp}@example.com`);
  for (const [i, email] of addresses.entries())
    await postInquiry(page, email, `Reader${i + 1}`, need);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  // Started from the inquiries tab's filter.
  await page.goto("/admin?tab=inquiries");
  await page.getByLabel("Hiring need").selectOption(need);
  await page.getByRole("link", { name: "Start campaign" }).click();
  await expect(page.getByRole("heading", { name: "Email Campaigns", level: 1 })).toBeVisible();
  await expect(page.getByTestId("recipient-count")).toHaveText("3 recipients");

  await page.getByLabel("Name").fill(`Launch ${stamp}`);
  await page.getByLabel("Subject").fill("Hello {{firstName}}");
  const body = page.getByLabel("Message (Markdown)");
  await body.fill("Dear ");
  await page.getByRole("button", { name: "First name" }).click();
  await body.press("End");
  await body.pressSequentially(", **welcome**.");
  await expect(page.getByTestId("campaign-preview")).toContainText("Dear Ada, welcome.");
  await expect(page.getByTestId("campaign-preview").locator("strong")).toHaveText("welcome");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  const tester = `tester-${stamp}@example.com`;
  await page.getByLabel("Send a test to").fill(tester);
  await page.getByRole("button", { name: "Send test" }).click();
  const test1 = await waitForMail(tester);
  expect(test1.subject).toBe("Hello Ada");

  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByTestId("campaign-progress")).toContainText("3 sent", { timeout: 20_000 });
  await expect(page.getByRole("progressbar", { name: "Sending progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  const recipients = page.getByRole("table");
  for (const email of addresses) {
    await expect(recipients.getByRole("row").filter({ hasText: email })).toContainText("Sent");
  }
  await expectNoAxeViolations(page);

  // The first reader opens the footer link of the message they received.
  const mail = await waitForMail(addresses[0]!);
  expect(mail.subject).toBe("Hello Reader1");
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const link = /https?:\/\/\S+\/unsubscribe\/[\w.-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(addresses[0]!)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // The next campaign to the same audience leaves that address out.
  await page.goto(`/admin/campaigns?new=1&hiringNeeds=${need}`);
  await expect(page.getByTestId("recipient-count")).toHaveText(
    "2 recipients (1 unsubscribed left out)",
  );
  await page.getByLabel("Name").fill(`Follow-up ${stamp}`);
  await page.getByLabel("Subject").fill("Again");
  await page.getByRole("button", { name: "Save draft" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: addresses[1]! })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: addresses[0]! })).toHaveCount(0);
  expect(errors).toEqual([]);
});
