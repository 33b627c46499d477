/**
 * The talent pool in a real browser: an admin adds a candidate with photo and resume,
 * finds them with the filters, edits them and downloads the resume; a signed-in
 * non-admin browses the same pages read-only.
 */
import { pdf, png } from "../support/sample-files.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { collectErrors, createAccountViaApi, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

/** Shows the spec's toast, then closes it: on phones toasts sit over the page's top. */
async function expectAndCloseToast(page: Page, title: string, description: string) {
  await expectToast(page, title, description);
  await page
    .locator("[data-slot='toast'][data-state='open']")
    .getByRole("button", { name: "Close" })
    .click();
}

async function uploadThroughDialog(
  page: Page,
  button: string,
  file: Parameters<Page["setInputFiles"]>[1],
) {
  await page.getByRole("button", { name: button }).click();
  await page.locator(".uppy-Dashboard-input").first().setInputFiles(file);
  // The dialog does not start by itself (no auto-proceed).
  const start = page.getByRole("button", { name: /Upload 1 file/ });
  await expect(start).toBeVisible();
  await start.click();
}

test("an admin creates a candidate with photo and resume, finds, edits and downloads", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Quinn Zephyr ${tag}`;
  const skill = `Zigwright${tag}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);

  await page.goto("/developers");
  await expect(page.getByText("Total Candidates", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // Within the figures: cards also show each candidate's status ('Active').
  const figures = page.getByRole("region", { name: "Talent pool figures" });
  for (const label of ["Total Candidates", "Active", "Avg. Rate", "Avg. Score"]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Add Developer" }).click();
  await expect(page).toHaveURL("/developers/new");
  await expect(page.getByRole("heading", { name: "Add New Candidate" })).toBeVisible();

  // The shared schema's messages, before anything is sent.
  await page.getByRole("button", { name: "Create Candidate" }).click();
  await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Title must be at least 2 characters")).toBeVisible();

  await uploadThroughDialog(page, "Upload Photo", {
    name: "portrait.png",
    mimeType: "image/png",
    buffer: png({ rgb: [220, 38, 38] }),
  });
  await expect(page.getByText("Photo uploaded; it is saved with the candidate.")).toBeVisible();
  await uploadThroughDialog(page, "Upload Resume", {
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: pdf("Quinn Zephyr resume"),
  });
  await expect(page.getByText("Resume uploaded; it is saved with the candidate.")).toBeVisible();

  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Email *").fill(`quinn.${tag}@example.com`);
  await page.getByLabel("Job Title *").fill("Staff Compiler Engineer");
  await page.getByLabel("Location").fill("Reykjavík, Iceland");
  const experience = page.getByLabel("Years of Experience");
  await experience.fill("5");
  await experience.fill("");
  await expect(experience).toHaveValue("");
  await experience.fill("12");
  await page.getByLabel("Hourly Rate (USD)").fill("140");
  await page.getByLabel("Availability").selectOption("Contract");
  await page.getByLabel("Skills (comma-separated)").fill(` ${skill}, Rust ,, LLVM `);
  await page.getByLabel("Spoken Languages (comma-separated)").fill("Icelandic, English");
  await page.getByLabel("AI Assessment Score (0-100)").fill("93");
  await page.getByRole("button", { name: "Create Candidate" }).click();

  await expectAndCloseToast(page, "Success", "Candidate created successfully");
  await expect(page).toHaveURL(/\/developers\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name })).toBeVisible();
  await expect(page.getByText(skill, { exact: true })).toBeVisible();
  await expect(page.getByText("LLVM", { exact: true })).toBeVisible();
  await expect(page.getByText("Icelandic", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Resume" })).toBeVisible();
  // Their record with the company: added by an admin, in no pipeline yet.
  await expect(page.getByRole("region", { name: "Application" })).toContainText(
    "No application: added by an admin.",
  );
  await expect(page.getByRole("region", { name: "Pipelines" })).toContainText(
    "Not in any job order's pipeline.",
  );

  // Find them with the filters; the filtered view lives in the URL.
  await page.goto("/developers");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByLabel("Search").fill("quinn zeph");
  await page.getByLabel("Skills (all of, comma-separated)").fill(`${skill}, Rust`);
  await page.getByLabel("Availability").selectOption("Contract");
  await page.getByLabel("Min. AI score (%)").fill("90");
  await page.getByLabel("Sort by").selectOption("score");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=quinn\+zeph/);
  await expect(page.getByTestId("developer-card")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("developer-card")).toHaveCount(1);
  await expect(page.getByText("Showing 1 of 1 developers")).toBeVisible();
  await page.getByLabel("Min. AI score (%)").fill("95");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("heading", { name: "No developers" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/developers");
  await page.goto(`/developers?q=${encodeURIComponent(name)}`);
  await page.getByTestId("developer-card").click();
  await expect(page).toHaveURL(profileUrl);

  // Edit: fields arrive filled; the update goes back to the profile.
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit Candidate" })).toBeVisible();
  await expect(page.getByLabel("Full Name *")).toHaveValue(name);
  await expect(page.getByLabel("Skills (comma-separated)")).toHaveValue(`${skill}, Rust, LLVM`);
  await expect(page.getByRole("link", { name: "View Resume" })).toBeVisible();
  await page.getByLabel("Job Title *").fill("Principal Compiler Engineer");
  await page.getByLabel("Status").selectOption("busy");
  await page.getByRole("button", { name: "Update Candidate" }).click();
  await expectAndCloseToast(page, "Success", "Candidate updated successfully");
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByText("Principal Compiler Engineer")).toBeVisible();
  await expect(page.getByText("Busy", { exact: true })).toBeVisible();

  // Edit mode attaches a new photo at once, through its own call.
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await uploadThroughDialog(page, "Upload Photo", {
    name: "new.png",
    mimeType: "image/png",
    buffer: png({ rgb: [22, 163, 74] }),
  });
  await expectAndCloseToast(page, "Success", "Profile photo updated successfully");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(profileUrl);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Resume" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("resume.pdf");
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("latin1")).toContain("Quinn Zephyr resume");

  expect(errors).toEqual([]);
});

test("a signed-in non-admin sees the list and profiles read-only", {
  tag: "@desktop-only",
}, async ({ page }) => {
  const { email, password } = await createAccountViaApi(page, {
    isAdmin: false,
    firstName: "Rita",
    lastName: "Reader",
  });
  await signInViaApi(page, email, password);
  const errors = collectErrors(page);

  await page.goto("/developers");
  // The first signed-in screen loads the app's code: allow a slow machine more time.
  await expect(page.getByText("Total Candidates", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("developer-card").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Developer" })).toHaveCount(0);
  await page.getByTestId("developer-card").first().click();
  await expect(page.getByRole("link", { name: "Back to Developers" })).toBeVisible();
  await expect(page.getByText("Profile Information")).toBeVisible();
  await expect(
    page
      .getByText(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveCount(0);

  await page.goto("/developers/new");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access this feature.")).toBeVisible();

  await page.goto("/developers/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Developer Not Found" })).toBeVisible();
  await expect(
    page.getByText("The developer you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("a signed-out visitor is sent to /auth", { tag: ["@desktop-only", "@no-database"] }, async ({
  page,
}) => {
  await page.goto("/developers?skills=Go");
  await expect(page).toHaveURL("/auth?next=/developers%3Fskills%3DGo", { timeout: 30_000 });
});

test("each developer card shows the status, inactive and busy in the secondary style", {
  tag: "@desktop-only",
}, async ({ page }) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  // Only active candidates show as active; the demo pool holds candidates of each status.
  for (const [status, label, variant] of [
    ["active", "Active", "default"],
    ["busy", "Busy", "secondary"],
    ["inactive", "Inactive", "secondary"],
  ]) {
    await page.goto(`/developers?status=${status}`);
    const badge = page
      .getByTestId("developer-card")
      .first()
      .locator("[data-slot=badge]", { hasText: new RegExp(`^${label}$`) });
    // The first signed-in screen loads the app's code: allow a slow machine more time.
    await expect(badge).toHaveAttribute("data-variant", variant, { timeout: 30_000 });
  }
});

test('a candidate never assessed reads "Not assessed" on the card and the profile, not 0%', async ({
  page,
}, testInfo) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const name = `Nola Unscored ${testInfo.project.name}${Date.now().toString(36)}`;
  const res = await page.request.post("/api/candidates", {
    data: { fullName: name, email: `nola-${Date.now()}@example.com`, title: "Analyst" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/developers?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("developer-card").filter({ hasText: name });
  await expect(card).toContainText("Not assessed", { timeout: 30_000 });
  await expect(card).not.toContainText("0%");
  await expect(card.getByRole("progressbar")).toHaveCount(0);

  // The profile as the server paints it, and as the app renders it once hydrated.
  const painted = await page.request.get(`/developers/${id}`);
  expect(await painted.text()).toContain("Not assessed");
  await page.goto(`/developers/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Not assessed", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /AI Assessment Score/ })).toHaveCount(0);
});
