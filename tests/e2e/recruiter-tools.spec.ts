/**
 * The recruiter tools in a real browser: an admin imports a CSV with one error,
 * fixes it and imports; finds a candidate by a word inside the résumé and sees on each
 * profile whether the résumé could be read; is warned of a duplicate in the form; tags two
 * candidates, compares them and saves the search. axe checks each new screen and dialog.
 */
import { docxBomb, pdf } from "../support/sample-files.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import {
  collectErrors,
  createActiveCandidates,
  expectNoAxeViolations,
  signInViaApi,
} from "./support.ts";

/** Uploads a résumé through the API, as the form's uploader does, and attaches it. */
async function attachResume(page: Page, candidateId: string, body: Buffer) {
  const upload = await page.request.post("/api/objects/upload");
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    headers: { "content-type": "application/pdf" },
    data: body,
  });
  expect(put.ok()).toBe(true);
  const attached = await page.request.put(`/api/candidates/${candidateId}/resume`, {
    data: { resumeURL: uploadURL },
  });
  expect(attached.status()).toBe(200);
}

function csvFile(rows: string[][]) {
  const text = ["fullName,email,title", ...rows.map((r) => r.join(","))].join("\n");
  return { name: "candidates.csv", mimeType: "text/csv", buffer: Buffer.from(text) };
}

test("an admin imports, finds by résumé, tags, compares and saves a search", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  // Import: one row with a bad e-mail blocks the import until the file is fixed.
  await page.goto("/developers");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import developers" });
  const good = [`Imported Ivy ${run}`, `ivy-${run}@example.com`, "Data Engineer"];
  await dialog
    .getByLabel("CSV file")
    .setInputFiles(csvFile([good, [`Imported Oak ${run}`, "not-an-email", "Backend Engineer"]]));
  await expect(dialog.getByText("1 error to fix before importing")).toBeVisible();
  await expect(
    dialog.getByRole("cell", { name: "Please enter a valid email address" }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import" })).toBeDisabled();
  await expectNoAxeViolations(page, "[role='dialog']");
  await dialog
    .getByLabel("CSV file")
    .setInputFiles(
      csvFile([good, [`Imported Oak ${run}`, `oak-${run}@example.com`, "Backend Engineer"]]),
    );
  await expect(dialog.getByText("Ready to import.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByText("Import finished.")).toBeVisible();
  await expect(dialog.getByTestId("import-summary")).toContainText("2created");
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // Résumé search: the word is only inside the PDF; text is extracted in the background.
  const [ada, bo] = await createActiveCandidates(page, [`Ada Quill ${run}`, `Bo Quill ${run}`]);
  const word = `Quasarbrook${run}`;
  await attachResume(page, ada.id, pdf(`Built the ${word} pipeline`));
  await expect(async () => {
    await page.goto(`/developers?q=${word}`);
    await expect(page.getByTestId("developer-card")).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("developer-card")).toContainText(ada.fullName);
  // The admin sees on the profile that the résumé is searchable, or why it is not: Bo's is
  // a Word "zip bomb" whose directory lies about its size, so only reading it finds out.
  await attachResume(page, bo.id, await docxBomb({ declaredBytes: 1024 * 1024 }));
  await page.goto(`/developers/${ada.id}`);
  await expect(page.getByText("Searchable")).toBeVisible();

  // The form warns of a probable duplicate before saving.
  await page.goto("/developers/new");
  await page.getByLabel("Email *").fill(`ivy-${run}@example.com`);
  const warning = page.getByTestId("duplicate-warning");
  await expect(warning.getByRole("link", { name: good[0] })).toBeVisible();
  await expectNoAxeViolations(page);

  // Tag both in the form, then filter by the tag.
  const tag = `cohort-${run}`;
  for (const c of [ada, bo]) {
    await page.goto(`/developers/${c.id}/edit`);
    await page.getByLabel(/^Tags/).fill(`${tag}, shortlisted`);
    await page.getByRole("button", { name: "Update Candidate" }).click();
    await expect(page).toHaveURL(`/developers/${c.id}`);
    await expect(page.getByRole("list", { name: "Tags" })).toContainText(tag);
  }
  await expect(
    page.getByText(
      "The résumé's text could not be read (the Word file unpacks to far more than a résumé holds).",
      { exact: false },
    ),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Add a note (admins only)").fill("Strong on data pipelines");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("Strong on data pipelines");
  await expectNoAxeViolations(page);

  await page.goto(`/developers?tags=${tag}`);
  await expect(page.getByTestId("developer-card")).toHaveCount(2);
  await page.getByRole("checkbox", { name: `Compare ${ada.fullName}` }).click();
  await page.getByRole("checkbox", { name: `Compare ${bo.fullName}` }).click();
  await page.getByRole("link", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(/\/developers\/compare\?ids=/);
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader", { name: ada.fullName })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: bo.fullName })).toBeVisible();
  await expectNoAxeViolations(page);

  // Save the tag filter, then open it again from the list.
  await page.goto(`/developers?tags=${tag}`);
  await page.getByRole("button", { name: "Saved searches" }).click();
  const saved = page.getByRole("dialog", { name: "Saved searches" });
  await saved.getByLabel("Name for the current search").fill(`Cohort ${run}`);
  await saved.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saved.getByRole("link", { name: `Cohort ${run}` })).toBeVisible();
  await expectNoAxeViolations(page, "[role='dialog']");
  await page.goto("/developers");
  await page.getByRole("button", { name: "Saved searches" }).click();
  await saved.getByRole("link", { name: `Cohort ${run}` }).click();
  await expect(page).toHaveURL(`/developers?tags=${tag}`);
  await expect(page.getByTestId("developer-card")).toHaveCount(2);
  expect(errors).toEqual([]);
});
