/**
 * The customer's view closes its loops, on desktop and phone: a
 * colleague sees "Interview requested" on the listing and the profile; 'Not a fit' from the
 * listing asks for its reason (also when tapped before the page's script ran) and looks
 * chosen, unlike 'Interested'; a candidate never assessed reads "Not assessed"; the compare
 * bar leaves every card's verdict buttons reachable; an unusable link offers a way to the
 * company. axe checks each screen.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, type Locator, type Page, test } from "./fixtures.ts";
import {
  collectErrors,
  createActiveCandidates,
  expectNoAxeViolations,
  holdIslandScripts,
  signInViaApi,
} from "./support.ts";
import { expectToast } from "./toast.ts";

const tag = () => `${test.info().project.name} ${Date.now().toString(36)}`;

/** A link of the admin's showing `names` in that order; the first was never assessed. */
async function linkWith(page: Page, names: string[]) {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [first, ...rest] = names;
  const unassessed = await page.request.post("/api/candidates", {
    data: {
      fullName: first,
      email: `${first!.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@example.com`,
      title: "Data Engineer",
      isActive: "active",
      skills: ["SQL"],
    },
  });
  expect(unassessed.status(), await unassessed.text()).toBe(201);
  const candidates = [
    (await unassessed.json()) as { id: string; fullName: string },
    ...(await createActiveCandidates(page, rest)),
  ];
  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: `Loops ${names[0]}`,
      customerEmail: "talent@loops.example",
      description: null,
      expiresAt: null,
      candidateIds: candidates.map((c) => c.id),
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; token: string };
  return { link, candidates };
}

/** A customer's browser of its own, the same device as the test's project. */
async function customerPage(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ ...test.info().project.use });
  return { context, shop: await context.newPage() };
}

/** Opens a customer page and waits until it answers taps (its island has hydrated). */
async function openPage(shop: Page, path: string) {
  await shop.goto(path);
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const verdicts = (shop: Page, name: string) =>
  shop.getByRole("group", { name: `Your verdict on ${name}` });

const background = (button: Locator) =>
  button.evaluate((el) => getComputedStyle(el).backgroundColor);

test("a colleague sees 'Interview requested'; 'Not a fit' from the listing asks why; 'Not assessed'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = tag();
  const { link, candidates } = await linkWith(page, [`Una Unscored ${run}`, `Ada Asked ${run}`]);
  const [una, ada] = candidates as [
    { id: string; fullName: string },
    { id: string; fullName: string },
  ];
  // A colleague on the same link asked for an interview with Ada.
  const asked = await page.request.post(`/api/shared/${link.token}/interview-requests`, {
    data: {
      developerId: ada.id,
      slots: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
      timezone: "Europe/Berlin",
      contactEmail: "colleague@loops.example",
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const { context, shop } = await customerPage(page);
  const errors = collectErrors(shop);
  // 'Not a fit' tapped before the page's script ran is kept, and then asks why.
  const release = await holdIslandScripts(shop);
  await shop.goto(`/shared/${link.token}`);
  const cards = shop.getByTestId("developer-card");
  await expect(cards).toHaveCount(2);
  const unaCard = shop.getByRole("listitem").filter({ has: verdicts(shop, una.fullName) });
  const adaCard = shop.getByRole("listitem").filter({ has: verdicts(shop, ada.fullName) });
  // Painted by the server, before any script: the mark and the unassessed score.
  await expect(adaCard.getByTestId("interview-requested")).toHaveText("Interview requested");
  await expect(unaCard.getByTestId("interview-requested")).toHaveCount(0);
  await expect(unaCard.getByTestId("developer-card")).toContainText("Not assessed");
  await expect(unaCard.getByTestId("developer-card")).not.toContainText("0%");
  await expect(adaCard.getByTestId("developer-card")).toContainText("90%");
  await verdicts(shop, una.fullName).getByRole("button", { name: "Not a fit" }).click();
  release();
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const unaButtons = verdicts(shop, una.fullName);
  await expect(unaButtons.getByRole("button", { name: "Not a fit" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  for (const other of ["Interested", "Maybe"]) {
    await expect(unaButtons.getByRole("button", { name: other })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  }
  // Chosen 'Not a fit' does not look like chosen 'Interested'.
  const adaButtons = verdicts(shop, ada.fullName);
  await adaButtons.getByRole("button", { name: "Interested" }).click();
  await expect(adaButtons.getByRole("button", { name: "Interested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const notAFit = await background(unaButtons.getByRole("button", { name: "Not a fit" }));
  const interested = await background(adaButtons.getByRole("button", { name: "Interested" }));
  const unchosen = await background(unaButtons.getByRole("button", { name: "Maybe" }));
  expect(new Set([notAFit, interested, unchosen]).size).toBe(3);
  // Only 'Not a fit' asks why on the listing.
  await expect(adaCard.getByLabel("Reason (optional)")).toHaveCount(0);

  // The reason, from the listing, with the profile's form.
  await unaCard.getByLabel("Reason (optional)").fill("Rate above our budget");
  await expectNoAxeViolations(shop);
  await unaCard.getByRole("button", { name: "Save reason and comment" }).click();
  await expectToast(shop, "Saved");
  const saved = (await (
    await shop.request.get(`/api/shared/${link.token}/verdicts`)
  ).json()) as Array<{
    developerId: string;
    verdict: string;
    reason: string | null;
  }>;
  expect(saved.find((v) => v.developerId === una.id)).toMatchObject({
    verdict: "not-a-fit",
    reason: "Rate above our budget",
  });

  // The profiles: the mark on Ada's, "Not assessed" on Una's.
  await openPage(shop, `/shared/${link.token}/${ada.id}`);
  await expect(shop.getByTestId("interview-requested")).toHaveText("Interview requested");
  await expectNoAxeViolations(shop);
  await openPage(shop, `/shared/${link.token}/${una.id}`);
  await expect(shop.getByTestId("interview-requested")).toHaveCount(0);
  await expect(shop.getByText("Not assessed")).toBeVisible();
  await expect(shop.getByLabel("Reason (optional)")).toHaveValue("Rate above our budget");
  expect(errors).toEqual([]);
  await context.close();
});

test("asking for an interview on a profile marks the developer at once", async ({ page }) => {
  const run = tag();
  const { link, candidates } = await linkWith(page, [`Ivy Unscored ${run}`, `Bea Booked ${run}`]);
  const bea = candidates[1]!;
  const { context, shop } = await customerPage(page);
  await openPage(shop, `/shared/${link.token}/${bea.id}`);
  await expect(shop.getByTestId("interview-requested")).toHaveCount(0);
  await shop.getByRole("button", { name: "Request interview" }).click();
  const dialog = shop.getByRole("dialog", { name: `Request an interview with ${bea.fullName}` });
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Time 1").fill(`${tomorrow}T10:30`);
  await dialog.getByLabel("Your e-mail").fill("buyer@loops.example");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expectToast(shop, "Request sent");
  await expect(shop.getByTestId("interview-requested")).toHaveText("Interview requested");
  // The listing, a new page load, has it from the server.
  await openPage(shop, `/shared/${link.token}`);
  await expect(
    shop
      .getByRole("listitem")
      .filter({ has: verdicts(shop, bea.fullName) })
      .getByTestId("interview-requested"),
  ).toBeVisible();
  await context.close();
});

test("the compare bar never covers a card's verdict buttons", async ({ page }) => {
  const run = tag();
  const { link, candidates } = await linkWith(page, [
    `Cal Compare ${run}`,
    `Dee Compare ${run}`,
    `Eli Compare ${run}`,
    `Fay Compare ${run}`,
    `Maximiliane Wolkenstein-Oberhausen ${run}`,
  ]);
  const { context, shop } = await customerPage(page);
  await openPage(shop, `/shared/${link.token}`);
  await shop.getByRole("checkbox", { name: `Compare ${candidates[0]!.fullName}` }).click();
  const bar = shop.getByRole("region", { name: "Compare developers" });
  await expect(bar).toBeVisible();
  // Every card fits the screen's width: a long name is truncated, never widens the page.
  const width = shop.viewportSize()!.width;
  const rightEdges = await shop
    .getByTestId("developer-card")
    .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().right));
  for (const right of rightEdges) expect(right).toBeLessThanOrEqual(width);

  /** The button is on screen, above the bar, and a tap at its centre reaches it. */
  const expectAboveBar = async (button: Locator) => {
    const barTop = (await bar.boundingBox())!.y;
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    expect(box.y).toBeGreaterThanOrEqual(0);
    const reached = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(reached).toBe(true);
  };

  // Each card's buttons, brought into view as the browser does for a control it moves to.
  for (const c of candidates) {
    const button = verdicts(shop, c.fullName).getByRole("button", { name: "Not a fit" });
    await button.evaluate((el) => el.scrollIntoView({ block: "nearest", behavior: "instant" }));
    await expectAboveBar(button);
  }
  // The last card's buttons brought to the bottom edge of what the bar leaves: a tap works.
  const last = verdicts(shop, candidates.at(-1)!.fullName).getByRole("button", { name: "Maybe" });
  await last.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
  await expectAboveBar(last);
  if (test.info().project.use.hasTouch) await last.tap();
  else await last.click();
  await expect(last).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(shop);
  await context.close();
});

test("an unusable link's Access Denied keeps the spec's words and offers the company's address", async ({
  page,
}) => {
  const run = tag();
  const { link } = await linkWith(page, [`Gus Gone ${run}`]);
  const off = await page.request.put(`/api/admin/shareable-links/${link.id}`, {
    data: { customerName: "Loops", customerEmail: "talent@loops.example", isActive: false },
  });
  expect(off.status()).toBe(200);
  const { context, shop } = await customerPage(page);
  await openPage(shop, `/shared/${link.token}`);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(
    shop.getByText("This link is invalid, expired, or has been deactivated.", { exact: true }),
  ).toBeVisible();
  await expect(shop.locator("header").first()).toBeVisible();
  await expect(shop.locator("footer")).toBeVisible();
  const email = shop.getByRole("link", { name: /^Email / });
  await expect(email).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?subject=/);
  await expectNoAxeViolations(shop);
  await context.close();
});
