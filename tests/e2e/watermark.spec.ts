/**
 * Watermarked links, end to end: an admin turns on "Watermark
 * résumés" for a link in its dialog, the customer downloads a résumé from the profile, and
 * the PDF they get says on every page who it was shared with and the day.
 */
import { watermarkDate } from "#common/watermark-values.ts";
import { pdfPageTexts } from "../support/pdf-text.ts";
import { resumePdf } from "../support/sample-resume-pdf.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { createActiveCandidates, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

test("an admin watermarks a link and the customer's résumé download carries the mark", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const tag = Date.now().toString(36);
  const [dev] = await createActiveCandidates(page, [`Wanda Watermark ${tag}`]);
  const upload = await page.request.post("/api/objects/upload");
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const original = await resumePdf(3);
  expect((await page.request.put(uploadURL, { data: original })).ok()).toBe(true);
  const attached = await page.request.put(`/api/candidates/${dev!.id}/resume`, {
    data: { resumeURL: uploadURL },
  });
  expect(attached.status()).toBe(200);
  const customerName = `Watermark Co ${tag}`;
  const created = await page.request.post("/api/admin/shareable-links", {
    data: { customerName, customerEmail: "talent@watermark.example", candidateIds: [dev!.id] },
  });
  const { token, watermark } = (await created.json()) as { token: string; watermark: boolean };
  expect(watermark).toBe(false);

  await page.goto("/admin?tab=links");
  const row = page.getByRole("listitem", { name: customerName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Shareable Link" });
  const toggle = edit.getByRole("switch", { name: "Watermark résumés" });
  await expect(toggle).not.toBeChecked();
  await expect(
    edit.getByText(
      "Résumés download as PDFs stamped with the viewer's e-mail and the date; never the original file.",
    ),
  ).toBeVisible();
  await toggle.click();
  await edit.getByRole("button", { name: "Update Link" }).click();
  await expectToast(page, "Success", "Shareable link updated successfully");
  await expect(edit).toBeHidden();

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(`/shared/${token}/${dev!.id}`);
  const [download] = await Promise.all([
    customerPage.waitForEvent("download"),
    customerPage.getByRole("link", { name: "Download Resume (PDF)" }).click(),
  ]);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(bytes.equals(original)).toBe(false);
  const pages = await pdfPageTexts(bytes);
  expect(pages).toHaveLength(3);
  for (const [i, text] of pages.entries()) {
    const plain = text.replace(/\s+/g, " ");
    expect(plain).toContain(`Page ${i + 1} Curriculum vitae`);
    expect(plain).toContain(`Shared with ${customerName} · ${watermarkDate(new Date())}`);
  }
  await customer.close();
});
