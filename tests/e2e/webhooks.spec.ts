/**
 * The Webhooks tab, telling other systems about events: the admin adds a webhook for two
 * events, sees its signing secret once, finds it in the list with its events and an empty
 * delivery log, and deletes it. An address inside the network is refused with the reason.
 */
import { WEBHOOK_MESSAGES } from "#common/webhook.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

test("the webhooks tab adds one, shows its secret once, and deletes it", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${test.info().project.name}-${Date.now().toString(36)}`;
  // A public address that no event of this test reaches (only job-order.created is chosen,
  // and it is deleted before the end).
  const url = `https://93.184.215.14/hooks/${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin?tab=webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Add webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  // Inside the network: refused, with the reason.
  await dialog.getByLabel("URL").fill("https://169.254.169.254/latest");
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(WEBHOOK_MESSAGES.privateAddress);

  await dialog.getByLabel("URL").fill(url);
  for (const event of [
    "link.viewed",
    "verdict.changed",
    "interview.requested",
    "application.received",
    "engagement.trial-ending",
    "engagement.decided",
  ]) {
    await dialog
      .getByRole("checkbox", { name: new RegExp(`^${event.replace(".", "\\.")}`) })
      .click();
  }
  await dialog.getByLabel("Format").selectOption("slack");
  await expectNoAxeViolations(page, "[role='dialog']");
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/webhooks") && r.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: "Add webhook" }).click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const { secret, id } = (await created.json()) as { secret: string; id: string };
  await expectToast(page, "Success", WEBHOOK_MESSAGES.created);

  const done = page.getByRole("dialog", { name: "Webhook added" });
  await expect(done).toContainText(WEBHOOK_MESSAGES.secretOnce);
  await expect(done.getByLabel("Signing secret")).toHaveValue(secret);
  expect(secret).toMatch(/^whsec_/);
  await done.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("listitem", { name: `Webhook ${url}` });
  await expect(row).toContainText("Slack");
  await expect(row.getByRole("list", { name: "Events" })).toHaveText("job-order.created");
  // The secret is not shown again.
  await expect(page.getByText(secret)).toHaveCount(0);
  const listed = await page.request.get("/api/admin/webhooks");
  expect(JSON.stringify(await listed.json())).not.toContain(secret);

  await row.getByRole("button", { name: "Deliveries" }).click();
  await expect(row).toContainText("No deliveries yet.");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Delete webhook ${url}` }).click();
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/admin/webhooks/${id}`)),
    row.getByRole("button", { name: "Delete webhook", exact: true }).click(),
  ]);
  expect(deleted.status()).toBe(204);
  await expect(row).toHaveCount(0);
  // The one 400 is the refused address above.
  expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
});
