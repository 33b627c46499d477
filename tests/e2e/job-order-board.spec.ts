/**
 * The job order screen as a recruiter works it: on a phone one part at a time (brief,
 * matches, pipeline) chosen in a strip of links with counts, a link opening a part; on a
 * desktop the board's seven stages in one row at 1280 px; each card's actions in one menu
 * (move, reject with a reason, remove after asking), by pointer and by keyboard.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { card, column } from "./pipeline-board.ts";
import { collectErrors, expectNoAxeViolations, isPhone, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

/** A job order of this run with `names` in its pipeline, at the stages given. */
async function boardWith(page: Page, run: string, people: Array<[string, string]>) {
  const order = await page.request.post("/api/admin/job-orders", {
    data: {
      title: `Board role ${run}`,
      customerName: "Board Co",
      customerEmail: "board@board.example",
      skills: ["TypeScript"],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  for (const [fullName, stage] of people) {
    const created = await page.request.post("/api/candidates", {
      data: {
        fullName,
        email: `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
        title: "Backend Engineer",
        isActive: "active",
        hourlyRate: 80,
        skills: ["TypeScript"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const candidate = (await created.json()) as { id: string };
    const put = await page.request.put(`/api/admin/job-orders/${id}/pipeline/${candidate.id}`, {
      data: stage === "rejected" ? { stage, reason: "rate" } : { stage },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
  return id;
}

test("a phone shows one part of the job order at a time, chosen by link; a link opens a part", async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(page), "the strip is for small screens; the desktop test checks its absence");
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const id = await boardWith(page, run, [
    [`Ann Phone ${run}`, "sourced"],
    [`Bob Phone ${run}`, "interview"],
  ]);
  const url = `/admin/job-orders/${id}`;

  // The server paints the part the link asks for: its link works before the app is live.
  const painted = await (await page.request.get(`${url}?section=pipeline`)).text();
  const current = /<a [^>]*aria-current="page"[^>]*>([^<]+)/.exec(painted);
  expect(current?.[0]).toContain(`href="${url}?section=pipeline"`);
  expect(current?.[1]).toBe("Pipeline");

  // It opens on the matches; the strip counts the matches and the pipeline's cards.
  await page.goto(url);
  const strip = page.getByRole("navigation", { name: "Job order sections" });
  const link = (name: string) => strip.getByRole("link", { name: new RegExp(`^${name}\\b`) });
  await expect(link("Matches")).toHaveAttribute("aria-current", "page");
  await expect(link("Pipeline")).toHaveText("Pipeline2");
  await expect(link("Matches")).toHaveText(/^Matches\d+$/);
  await expect(page.getByRole("heading", { name: "Matches", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Brief", level: 2 })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 2 })).toBeHidden();
  await expectNoAxeViolations(page);

  // A tap on Pipeline shows the board alone, the URL says so.
  await link("Pipeline").tap();
  await expect(page).toHaveURL(`${url}?section=pipeline`);
  await expect(link("Pipeline")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Pipeline", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Matches", level: 2 })).toBeHidden();
  await expect(card(page, "Interview", `Bob Phone ${run}`)).toBeVisible();
  // The stages scroll sideways inside the board, the page never does.
  const stages = page.getByTestId("pipeline-stages");
  expect(await stages.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await expectNoAxeViolations(page);

  // By keyboard: the Brief link, then Enter.
  await link("Brief").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${url}?section=brief`);
  await expect(page.getByRole("button", { name: "Edit brief" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 2 })).toBeHidden();

  // Back returns to the part before; a fragment link opens its part too.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 2 })).toBeVisible();
  await page.goto(`${url}#brief`);
  await expect(page.getByRole("button", { name: "Edit brief" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Matches", level: 2 })).toBeHidden();
  expect(errors).toEqual([]);
});

test("a desktop at 1280 px shows every part and the seven stages in one row", async ({
  page,
}, testInfo) => {
  test.skip(isPhone(page), "the phone test checks the strip");
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const id = await boardWith(page, run, [
    [`Cy Wide ${run}`, "customer-interested"],
    [`Di Wide ${run}`, "offer"],
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/job-orders/${id}?section=pipeline`);
  await expect(page.getByRole("navigation", { name: "Job order sections" })).toBeHidden();
  for (const name of ["Brief", "Matches", "Pipeline"]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  await expect(card(page, "Offer", `Di Wide ${run}`)).toBeVisible();
  // Asked for the pipeline: it is scrolled to.
  await expect(page.getByRole("heading", { name: "Pipeline", level: 2 })).toBeInViewport();

  const boxes = await page
    .locator("section[data-stage]")
    .evaluateAll((columns) => columns.map((c) => c.getBoundingClientRect().toJSON()));
  expect(boxes).toHaveLength(7);
  for (const box of boxes) {
    expect(Math.round(box.top)).toBe(Math.round(boxes[0].top));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(1280);
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a card's menu moves it, rejects it with a reason and removes it after asking", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const eve = `Eve Menu ${run}`;
  const fay = `Fay Menu ${run}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const id = await boardWith(page, run, [
    [eve, "sourced"],
    [fay, "shortlisted"],
  ]);
  await page.goto(`/admin/job-orders/${id}?section=pipeline`);
  const actions = (stage: string, name: string) =>
    card(page, stage, name).getByRole("button", { name: `Actions for ${name}` });
  const press = (locator: ReturnType<Page["locator"]>) =>
    isPhone(page) ? locator.tap() : locator.click();

  // The card: name, headline facts, its stage; the menu lists the card's actions.
  await expect(card(page, "Sourced", eve)).toContainText("Backend Engineer · $80/h");
  await expect(card(page, "Sourced", eve)).toContainText("Sourced");
  await press(actions("Sourced", eve));
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Open candidate",
    "Hire",
    "Shortlisted",
    "Customer interested",
    "Interview",
    "Offer",
    "Hired",
    "Reject…",
    "Remove from the pipeline…",
  ]);
  await expectNoAxeViolations(page, "[role='menu']");

  // Move.
  await press(menu.getByRole("menuitem", { name: "Interview" }));
  await expectToast(page, "Moved", `${eve} → Interview`);
  await expect(card(page, "Interview", eve)).toBeVisible();
  await expect(card(page, "Sourced", eve)).toHaveCount(0);

  // Reject: the reason is asked for.
  await press(actions("Shortlisted", fay));
  await press(page.getByRole("menuitem", { name: "Reject…" }));
  const reject = page.getByRole("dialog", { name: `Reject ${fay}` });
  await expect(reject.getByRole("button", { name: "Reject" })).toBeDisabled();
  await reject.getByLabel("Reason").selectOption({ label: "Availability" });
  await press(reject.getByRole("button", { name: "Reject" }));
  await expectToast(page, "Moved", `${fay} → Rejected`);
  await expect(card(page, "Rejected", fay)).toContainText("Availability");

  // Remove: asked first, by keyboard this time (Escape leaves the menu on its button).
  await actions("Interview", eve).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(actions("Interview", eve)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Remove from the pipeline…" })).toBeFocused();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Remove ${eve} from the pipeline?` });
  await expect(confirm).toBeVisible();
  await press(confirm.getByRole("button", { name: "Remove" }));
  await expectToast(page, "Removed", `${eve} left the pipeline.`);
  await expect(card(page, "Interview", eve)).toHaveCount(0);
  await expect(column(page, "Interview")).toBeFocused();
  expect(errors).toEqual([]);
});
