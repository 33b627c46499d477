/**
 * Matching that learns from the pool, end to end: a candidate who lists only a skill the
 * pool often lists with the brief's shows on the job order's matches with a related-skill
 * reason; after a trial's `replace`, the job order shows replacements like the one who left;
 * an application's résumé yields suggestions the admin confirms with one tap. Desktop and
 * phone (the reasons' labels and quotes wrap, the buttons are tapped).
 */
import { pdf } from "../support/sample-files.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { collectErrors, expectNoAxeViolations, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

const runOf = (project: string) =>
  `${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.replace(
    /[^a-z0-9]/gi,
    "",
  );

async function createCandidate(
  page: Page,
  fullName: string,
  skills: string[],
  values: Record<string, unknown> = {},
): Promise<{ id: string; fullName: string }> {
  const slug = fullName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const res = await page.request.post("/api/candidates", {
    data: {
      fullName,
      email: `${slug}@example.com`,
      title: "Frontend Engineer",
      isActive: "active",
      hourlyRate: 90,
      experience: 6,
      aiAssessmentScore: 80,
      skills,
      ...values,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function createJobOrder(page: Page, values: Record<string, unknown>): Promise<string> {
  const res = await page.request.post("/api/admin/job-orders", {
    data: { customerName: "Initech", customerEmail: "hiring@initech.example", ...values },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Waits until the pool has learned `related` as related to `skill` (the refresh job). */
async function untilLearned(page: Page, skill: string, related: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/admin/skills/related?skill=${encodeURIComponent(skill)}`,
        );
        return ((await res.json()) as Array<{ skill: string }>).map((r) => r.skill);
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toContain(related);
}

test("a candidate with only a related skill matches, the reason says why", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = runOf(testInfo.project.name);
  const [wanted, related] = [`Relay${run}`, `Nextish${run}`];
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  for (let i = 0; i < 6; i++) {
    await createCandidate(page, `Pair ${i} ${run}`, [wanted, related]);
  }
  const only = await createCandidate(page, `Rel Only ${run}`, [related, "Go"], {
    aiAssessmentScore: 99,
  });
  await untilLearned(page, wanted, related);
  const id = await createJobOrder(page, { title: `Relay engineer ${run}`, skills: [wanted] });

  await page.goto(`/admin/job-orders/${id}`);
  const matches = page.getByRole("list", { name: "Matches" }).getByTestId("match");
  const match = matches.filter({ hasText: only.fullName });
  const reason = match.locator('li[data-kind="related-skill"]');
  await expect(reason).toContainText(`Has ${related}, often listed with ${wanted}`);
  await expect(reason).toContainText("Related skill");
  // Fewer points than listing the skill: a pair lists it and scores more.
  const points = Number(
    ((await reason.locator("span").first().textContent()) ?? "").replace(/\D/g, ""),
  );
  expect(points).toBeGreaterThan(0);
  expect(points).toBeLessThan(60);
  await match.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("related-skill-reason.png"), fullPage: false });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("after a trial's replace, the job order shows replacements like the one who left", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runOf(testInfo.project.name);
  const [lang, cloud] = [`Elm${run}`, `Cloud${run}`];
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const left = await createCandidate(page, `Leaving Lee ${run}`, [lang, cloud], {
    hourlyRate: 100,
    experience: 8,
  });
  const twin = await createCandidate(page, `Twin Tam ${run}`, [lang, cloud], {
    hourlyRate: 95,
    experience: 8,
  });
  const id = await createJobOrder(page, { title: `Elm lead ${run}`, skills: [lang] });
  const hire = await page.request.post("/api/admin/engagements", {
    data: { jobOrderId: id, candidateId: left.id, startDate: "2026-12-01" },
  });
  expect(hire.status(), await hire.text()).toBe(201);
  const engagement = await hire.json();
  const replaced = await page.request.patch(`/api/admin/engagements/${engagement.id}`, {
    data: { status: "replaced" },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);

  // The list says the replacement is owed, and leads to the job order.
  await page.goto("/admin/job-orders");
  const row = page.getByRole("link").filter({ hasText: `Elm lead ${run}` });
  await expect(row).toContainText(`Replacement owed for ${left.fullName}`);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("replacement-owed.png"), fullPage: false });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/job-orders/${id}`));
  await expect(
    page.getByRole("heading", { name: `Replacements like ${left.fullName}` }),
  ).toBeVisible();
  const replacements = page
    .getByRole("list", { name: `Replacements like ${left.fullName}` })
    .getByTestId("match");
  await expect(replacements.first()).toContainText(twin.fullName);
  // Never the one who left (whose name the others' reasons do carry).
  await expect(replacements.getByRole("link", { name: left.fullName, exact: true })).toHaveCount(0);
  await expect(replacements.first().locator('li[data-kind="similar"]').first()).toContainText(
    `Shares 2 of 2 of ${left.fullName}'s skills`,
  );
  await page.screenshot({ path: testInfo.outputPath("replacements.png"), fullPage: false });
  await expectNoAxeViolations(page);
});

test("an application's résumé suggests a skill and a profile, confirmed with one tap", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runOf(testInfo.project.name);
  const known = `Haskell${run}`;
  const name = `Sugg Applicant ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  await createCandidate(page, `Knows ${run}`, [known]);
  // Applied with a PDF résumé naming a skill the pool knows and a GitHub profile.
  const apply = await page.request.post("/api/applications", {
    multipart: {
      fullName: name,
      email: `sugg-${run}@example.com`,
      title: "Backend Engineer",
      skills: "Go",
      consent: "true",
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: pdf(`github.com/sugg-${run} Built ${known} services 2017 - 2023. The end`),
      },
    },
  });
  expect(apply.status(), await apply.text()).toBe(201);
  const { id } = await apply.json();
  // The résumé is read in the background.
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/admin/applications/${id}`)).json()).suggestions
          ?.skills,
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toEqual([known]);

  await page.goto("/admin?tab=applications");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: /Review/ }).click();
  const offer = item.getByTestId("suggestions");
  await expect(offer).toContainText("Suggested from the résumé");
  await expect(offer.getByRole("button", { name: "Set experience to 6 years" })).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("suggestions.png"), fullPage: false });
  await offer.getByRole("button", { name: `Add ${known}` }).click();
  await expectToast(page, "Suggestion confirmed");
  await expect(item.getByText(`Go, ${known}`)).toBeVisible();
  await expect(offer.getByRole("button", { name: `Add ${known}` })).toHaveCount(0);
  // The other suggestions stay offered, unwritten.
  await expect(offer.getByRole("button", { name: /Use this GitHub profile/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a résumé sentence naming the brief's skill is quoted on the matches screen", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runOf(testInfo.project.name);
  const skill = `Ocaml${run}`;
  const name = `Quoted Dev ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  // An approved application brings its résumé into the pool; its text is read meanwhile.
  const apply = await page.request.post("/api/applications", {
    multipart: {
      fullName: name,
      email: `quoted-${run}@example.com`,
      title: "Compiler Engineer",
      skills: "Go",
      consent: "true",
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: pdf(`Wrote ${skill} compilers for a trading firm. The end`),
      },
    },
  });
  expect(apply.status(), await apply.text()).toBe(201);
  const { id: applicationId } = await apply.json();
  const approve = await page.request.patch(`/api/admin/applications/${applicationId}`, {
    data: { status: "approved" },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  const id = await createJobOrder(page, { title: `Compilers ${run}`, skills: [skill] });
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/job-orders/${id}/matches`);
        const matches = (await res.json()) as Array<{ reasons: Array<{ kind: string }> }>;
        return matches.flatMap((m) => m.reasons.map((r) => r.kind));
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toContain("resume-evidence");

  await page.goto(`/admin/job-orders/${id}`);
  const match = page
    .getByRole("list", { name: "Matches" })
    .getByTestId("match")
    .filter({ hasText: name });
  const reason = match.locator('li[data-kind="resume-evidence"]');
  await expect(reason).toContainText(`Résumé mentions ${skill}`);
  await expect(reason.getByTestId("resume-quote")).toHaveText(
    `Wrote ${skill} compilers for a trading firm.`,
  );
  await match.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("resume-evidence.png"), fullPage: false });
  await expectNoAxeViolations(page);
});
