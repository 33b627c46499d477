/**
 * The customer's views are rendered by the server with their data (decision 072): the
 * listing's and a profile's names are in the first response and readable without
 * JavaScript; the page hydrates without asking the API for the listing again (one page
 * load is one counted view); a verdict works after hydration, and one given before the
 * page's script has run is kept.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import {
  collectErrors,
  createActiveCandidates,
  holdIslandScripts,
  signInViaApi,
} from "./support.ts";

async function linkWith(page: Page, names: string[]) {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const candidates = await createActiveCandidates(page, names);
  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: `Initech ${names[0]}`,
      customerEmail: "talent@initech.example",
      description: null,
      expiresAt: null,
      candidateIds: candidates.map((c) => c.id),
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; token: string };
  const accessCount = async () => {
    const res = await page.request.get("/api/admin/shareable-links");
    const links = (await res.json()) as Array<{ id: string; accessCount: number }>;
    return links.find((l) => l.id === link.id)?.accessCount;
  };
  return { link, candidates, accessCount };
}

const tag = () => `${test.info().project.name} ${Date.now().toString(36)}`;

test("the listing and a profile are in the server's HTML, readable without JavaScript", async ({
  page,
  browser,
}) => {
  const run = tag();
  const { link, candidates, accessCount } = await linkWith(page, [
    `Ada Rendered ${run}`,
    `Grace Rendered ${run}`,
  ]);
  const customer = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize() ?? undefined,
  });
  const noScript = await customer.newPage();
  const response = await noScript.goto(`/shared/${link.token}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(
    noScript.getByRole("heading", { name: `Welcome, Initech Ada Rendered` }),
  ).toBeVisible();
  await expect(noScript.getByTestId("developer-card")).toHaveCount(2);
  for (const c of candidates) {
    await expect(noScript.getByRole("heading", { name: c.fullName, exact: true })).toBeVisible();
  }
  await expect(noScript).toHaveTitle(/^Developers for You \|/);
  expect(await accessCount()).toBe(1);

  // The card is a plain link: the profile is a page of its own, rendered the same way.
  await noScript.getByRole("link", { name: new RegExp(candidates[0]!.fullName) }).click();
  await expect(noScript).toHaveURL(`/shared/${link.token}/${candidates[0]!.id}`);
  await expect(
    noScript.getByRole("heading", { name: candidates[0]!.fullName, level: 1 }),
  ).toBeVisible();
  await expect(noScript.getByRole("link", { name: "Back to Developers" })).toHaveAttribute(
    "href",
    `/shared/${link.token}`,
  );
  await customer.close();
});

test("a hydrated listing counts one view and saves a verdict; one given before hydration is kept", async ({
  page,
  browser,
}) => {
  const run = tag();
  const { link, candidates, accessCount } = await linkWith(page, [
    `Ada Verdict ${run}`,
    `Grace Verdict ${run}`,
  ]);
  const [ada, grace] = candidates;
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await customer.newPage();
  const errors = collectErrors(shop);
  const listingReads: string[] = [];
  shop.on("request", (r) => {
    if (r.url().includes("/api/shared/developers/")) listingReads.push(r.url());
  });

  // Before the page's script has run: the click is held, then replayed once hydrated.
  const release = await holdIslandScripts(shop);
  await shop.goto(`/shared/${link.token}`);
  const adaVerdict = shop.getByRole("group", { name: `Your verdict on ${ada!.fullName}` });
  await adaVerdict.getByRole("button", { name: "Interested" }).click();
  release();
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(adaVerdict.getByRole("button", { name: "Interested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // After hydration, as usual.
  const graceVerdict = shop.getByRole("group", { name: `Your verdict on ${grace!.fullName}` });
  await graceVerdict.getByRole("button", { name: "Maybe" }).click();
  await expect(graceVerdict.getByRole("button", { name: "Maybe" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The page's data was in the page: no read of the listing, so one view for one load.
  expect(listingReads).toEqual([]);
  expect(await accessCount()).toBe(1);

  // A new load shows both verdicts, and counts one more view.
  await shop.reload();
  await expect(adaVerdict.getByRole("button", { name: "Interested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(graceVerdict.getByRole("button", { name: "Maybe" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await accessCount()).toBe(2);
  expect(errors).toEqual([]);
  await customer.close();
});

test("'Request interview' stays where it was painted while the viewer's verdict and its form arrive", async ({
  page,
  browser,
}) => {
  const run = tag();
  const { link, candidates } = await linkWith(page, [`Ada Steady ${run}`]);
  const ada = candidates[0]!;
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const shop = await customer.newPage();
  const errors = collectErrors(shop);
  // A verdict given earlier: after hydration the page reads it and adds its reason form.
  const given = await shop.request.put(`/api/shared/${link.token}/verdicts/${ada.id}`, {
    data: { verdict: "interested" },
  });
  expect(given.status()).toBe(200);

  const release = await holdIslandScripts(shop);
  await shop.goto(`/shared/${link.token}/${ada.id}`);
  const request = shop.getByRole("button", { name: "Request interview" });
  const painted = await request.boundingBox();
  release();
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(shop.getByLabel("Reason (optional)")).toBeVisible();
  await expect(
    shop
      .getByRole("group", { name: `Your verdict on ${ada.fullName}` })
      .getByRole("button", { name: "Interested" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await request.boundingBox()).toEqual(painted);

  await request.click();
  await expect(
    shop.getByRole("dialog", { name: `Request an interview with ${ada.fullName}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await customer.close();
});
