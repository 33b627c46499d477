import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, createActiveCandidates, signInViaApi } from "./support.ts";

/** The browser logs the API's 404 as a console error; that one is expected here. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !e.includes("status of 404 (Not Found)"));

test("an unknown link shows Access Denied and is not indexed", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto("/shared/this-token-does-not-exist-anywhere");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("This link is invalid, expired, or has been deactivated."),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(unexpected(errors)).toEqual([]);
});

test("an unknown profile shows Developer Not Found with a way back", async ({ page }) => {
  const token = "this-token-does-not-exist-anywhere";
  await page.goto(`/shared/${token}/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { name: "Developer Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Developers" }).click();
  await expect(page).toHaveURL(`/shared/${token}`);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});

test("a customer without an account opens a shortlist link until it is deactivated", {
  tag: "@desktop-only",
}, async ({ page, browser }) => {
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const [first, second, outside] = await createActiveCandidates(
    page,
    ["Ada", "Grace", "Linus"].map((n) => `${n} Shortlist ${tag}`),
  );
  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: "Umbrella Labs",
      customerEmail: "talent@umbrella.example",
      description: "Two senior engineers for the platform team.",
      expiresAt: null,
      candidateIds: [first!.id, second!.id],
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; token: string };

  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const customerPage = await customer.newPage();
  const errors = collectErrors(customerPage);
  await customerPage.goto(`/shared/${link.token}`);
  // A loaded machine may take a while to serve the first app page: allow it.
  await expect(customerPage.getByRole("heading", { name: "Welcome, Umbrella Labs" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customerPage.getByText("Two senior engineers for the platform team.")).toBeVisible();
  await expect(customerPage.getByTestId("developer-card")).toHaveCount(2);
  await expect(customerPage.getByText(outside!.fullName)).toHaveCount(0);
  await customerPage.getByRole("link", { name: new RegExp(first!.fullName) }).click();
  await expect(customerPage).toHaveURL(`/shared/${link.token}/${first!.id}`);
  await expect(customerPage.getByRole("heading", { name: first!.fullName })).toBeVisible();
  await expect(customerPage.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  expect(errors).toEqual([]);

  const deactivated = await page.request.put(`/api/admin/shareable-links/${link.id}`, {
    data: {
      customerName: "Umbrella Labs",
      customerEmail: "talent@umbrella.example",
      isActive: false,
    },
  });
  expect(deactivated.status()).toBe(200);
  await customerPage.goto(`/shared/${link.token}`);
  await expect(customerPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await customer.close();
});
