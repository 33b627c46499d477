/**
 * The agreement gate and one viewer off end to end: an admin turns
 * "Require agreement" on in the link dialog; a customer sees only the terms, accepts them
 * (with JavaScript, and without), and then the listing; the admin sees who accepted which
 * text, removes that viewer (confirming first), who is then refused, and allows them again.
 * axe checks the new screens.
 */
import { AGREEMENT_COPY, AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { createActiveCandidates, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

const TERMS = "These profiles are for your hiring team only.\nDo not forward them.";

async function gatedLinkViaApi(page: Page, run: string) {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [dev] = await createActiveCandidates(page, [`Ada Gated ${run}`]);
  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: `Gated ${run}`,
      customerEmail: "talent@initech.example",
      candidateIds: [dev!.id],
      requireAgreement: true,
      agreementText: TERMS,
    },
  });
  expect(created.status()).toBe(201);
  return { link: (await created.json()) as { id: string; token: string }, dev: dev! };
}

const tag = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test("an admin requires an agreement; a customer accepts it, then is removed and allowed again", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = tag();
  const customerName = `Agreement ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [dev] = await createActiveCandidates(page, [`Grace Gated ${run}`]);

  // The admin: the link dialog's "Require agreement" asks for the text.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shareable Links" }).click();
  await page.getByRole("button", { name: "Create Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Shareable Link" });
  await dialog.getByLabel("Customer Name").fill(customerName);
  await dialog.getByLabel("Customer Email").fill("talent@initech.example");
  await dialog.getByLabel("Search developers").fill(dev!.fullName);
  await expect(dialog.getByRole("region", { name: "Search results" })).toHaveAttribute(
    "aria-busy",
    "false",
  );
  await dialog.getByRole("checkbox", { name: new RegExp(dev!.fullName) }).check();
  await dialog.getByRole("switch", { name: "Require agreement" }).click();
  await dialog.getByRole("button", { name: "Create Link" }).click();
  await expect(dialog.getByText(AGREEMENT_MESSAGES.textRequired)).toBeVisible();
  await dialog.getByLabel("Agreement text").fill(TERMS);
  await expectNoAxeViolations(page, "[role='dialog']");
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/shareable-links") && r.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: "Create Link" }).click(),
  ]);
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; token: string; requireAgreement: boolean };
  expect(link.requireAgreement).toBe(true);
  await expectToast(page, "Success", "Shareable link created successfully");

  // The customer: the terms first, nothing of the shortlist.
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await customer.newPage();
  await shop.goto(`/shared/${link.token}`);
  await expect(shop.getByRole("heading", { name: AGREEMENT_COPY.title })).toBeVisible();
  await expect(shop.getByTestId("agreement-text")).toHaveText(TERMS);
  await expect(shop.getByText(dev!.fullName)).toHaveCount(0);
  await expectNoAxeViolations(shop);
  // Not ticked: the step again, with the reason.
  const buyer = `buyer-${run}@initech.example`;
  await shop.getByLabel(AGREEMENT_COPY.nameLabel).fill("Dana Buyer");
  await shop.getByLabel(AGREEMENT_COPY.emailLabel).fill(buyer);
  await shop.getByRole("button", { name: AGREEMENT_COPY.submit }).click();
  await expect(shop.getByText(AGREEMENT_MESSAGES.acceptRequired)).toBeVisible();
  await expect(shop.getByLabel(AGREEMENT_COPY.nameLabel)).toHaveValue("Dana Buyer");
  await expectNoAxeViolations(shop);
  await shop.getByLabel(AGREEMENT_COPY.acceptLabel).check();
  await shop.getByRole("button", { name: AGREEMENT_COPY.submit }).click();
  await expect(shop).toHaveURL(`/shared/${link.token}`);
  await expect(shop.getByRole("heading", { name: dev!.fullName, exact: true })).toBeVisible();

  // The admin: who accepted which text, and the viewer with "Remove access".
  await page.reload();
  await page.getByRole("tab", { name: "Shareable Links" }).click();
  await page
    .getByRole("listitem", { name: customerName })
    .getByRole("button", { name: "Activity" })
    .click();
  const panel = page.getByRole("dialog", { name: `Activity: ${customerName}` });
  await expect(panel.getByTestId("agreement-list")).toContainText("Dana Buyer");
  await expect(panel.getByTestId("agreement-list")).toContainText(buyer);
  await panel.getByRole("button", { name: `Remove access for ${buyer}` }).click();
  await expectNoAxeViolations(page, "[role='dialog']");
  await panel
    .getByRole("group", { name: `Confirm removing ${buyer}` })
    .getByRole("button", { name: "Remove", exact: true })
    .click();
  await expectToast(page, `${buyer} was removed`);
  await expect(panel.getByRole("button", { name: `Allow ${buyer} again` })).toBeVisible();

  // The customer is asked again, and refused.
  await shop.reload();
  await expect(shop.getByRole("heading", { name: AGREEMENT_COPY.title })).toBeVisible();
  await shop.getByLabel(AGREEMENT_COPY.nameLabel).fill("Dana Buyer");
  await shop.getByLabel(AGREEMENT_COPY.emailLabel).fill(buyer);
  await shop.getByLabel(AGREEMENT_COPY.acceptLabel).check();
  await shop.getByRole("button", { name: AGREEMENT_COPY.submit }).click();
  await expect(shop.getByRole("alert")).toHaveText(AGREEMENT_MESSAGES.viewerRemoved);

  // Allowed again: in.
  await panel.getByRole("button", { name: `Allow ${buyer} again` }).click();
  await expect(panel.getByRole("button", { name: `Remove access for ${buyer}` })).toBeVisible();
  await shop.getByLabel(AGREEMENT_COPY.acceptLabel).check();
  await shop.getByRole("button", { name: AGREEMENT_COPY.submit }).click();
  await expect(shop.getByRole("heading", { name: dev!.fullName, exact: true })).toBeVisible();
  await customer.close();
});

test("the agreement step works without JavaScript, from a profile back to it", async ({
  page,
  browser,
}) => {
  const run = tag();
  const { link, dev } = await gatedLinkViaApi(page, run);
  const customer = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize() ?? undefined,
  });
  const noScript = await customer.newPage();
  await noScript.goto(`/shared/${link.token}/${dev.id}`);
  await expect(noScript.getByRole("heading", { name: AGREEMENT_COPY.title })).toBeVisible();
  await expect(noScript.getByText(dev.fullName)).toHaveCount(0);
  await noScript.getByLabel(AGREEMENT_COPY.nameLabel).fill("Sam No-Script");
  await noScript.getByLabel(AGREEMENT_COPY.emailLabel).fill(`sam-${run}@initech.example`);
  await noScript.getByLabel(AGREEMENT_COPY.acceptLabel).check();
  await noScript.getByRole("button", { name: AGREEMENT_COPY.submit }).click();
  await expect(noScript).toHaveURL(`/shared/${link.token}/${dev.id}`);
  await expect(noScript.getByRole("heading", { name: dev.fullName, level: 1 })).toBeVisible();
  await customer.close();
});
