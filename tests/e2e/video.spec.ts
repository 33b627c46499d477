/**
 * Video introductions in a real browser: an admin uploads a small WebM through the
 * candidate form's Video introduction card, sees the player on the profile, and a customer
 * link shows it too. Screenshots of both views go to the test's output for a look.
 */
import fs from "node:fs";
import { mp4, webm } from "../support/sample-videos.ts";
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { collectErrors, createActiveCandidates, signInViaApi } from "./support.ts";

test("an admin uploads a video introduction; the profile and a customer link play it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const [candidate] = await createActiveCandidates(page, [`Vera Video ${tag}`]);

  await page.goto(`/developers/${candidate!.id}/edit`);
  await expect(page.getByRole("heading", { name: "Video introduction" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("No video introduction uploaded.")).toBeVisible();
  await page.getByRole("button", { name: "Upload Video" }).click();
  await page
    .locator(".uppy-Dashboard-input")
    .first()
    .setInputFiles({ name: "intro.webm", mimeType: "video/webm", buffer: webm(20_000) });
  await page.getByRole("button", { name: /Upload 1 file/ }).click();
  await expect(page.getByText("Video introduction updated successfully").first()).toBeVisible();

  await page.goto(`/developers/${candidate!.id}`);
  const player = page.getByLabel(`Video introduction of ${candidate!.fullName}`);
  await expect(player).toBeVisible({ timeout: 30_000 });
  await expect(player).toHaveAttribute("controls", "");
  await expect(player).toHaveAttribute("preload", "metadata");
  const src = await player.getAttribute("src");
  expect(src).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);
  await player.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("profile-video.png"), fullPage: true });

  const created = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: "Video Corp",
      customerEmail: "talent@video.example",
      expiresAt: null,
      candidateIds: [candidate!.id],
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { token: string };

  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const customerPage = await customer.newPage();
  const customerErrors = collectErrors(customerPage);
  await customerPage.goto(`/shared/${link.token}/${candidate!.id}`);
  const shared = customerPage.getByLabel(`Video introduction of ${candidate!.fullName}`);
  await expect(shared).toBeVisible({ timeout: 30_000 });
  expect(await shared.getAttribute("src")).toMatch(
    new RegExp(`^/api/shared/files/${link.token}/files/[0-9a-f-]{36}$`),
  );
  // The scoped URL serves the bytes with ranges, as the player asks for them.
  const ranged = await customerPage.request.get((await shared.getAttribute("src"))!, {
    headers: { range: "bytes=0-3" },
  });
  expect(ranged.status()).toBe(206);
  await shared.scrollIntoViewIfNeeded();
  await customerPage.screenshot({
    path: testInfo.outputPath("customer-video.png"),
    fullPage: true,
  });
  await customer.close();

  // The sample is a bare WebM header: the player may report it cannot decode it.
  const unexpected = (list: string[]) =>
    list.filter((e) => !/media|video|MEDIA_ERR|DEMUXER|decode/i.test(e));
  expect(unexpected(errors)).toEqual([]);
  expect(unexpected(customerErrors)).toEqual([]);
});

test(
  "a video above 100 MB goes up in parts through the companion calls",
  { tag: "@desktop-only" },
  async ({ page }, testInfo) => {
    // One browser is enough to show the client's multipart path; the phone run repeats nothing.
    test.skip(testInfo.project.name !== "desktop", "desktop only");
    test.setTimeout(300_000);
    await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
    const [candidate] = await createActiveCandidates(page, [
      `Max Multipart ${Date.now().toString(36)}`,
    ]);
    // 101 MB: just above the threshold, written to a file (too large to pass as a buffer).
    const file = testInfo.outputPath("large.mp4");
    const fd = fs.openSync(file, "w");
    fs.writeSync(fd, mp4(4096));
    fs.ftruncateSync(fd, 101 * 1024 * 1024);
    fs.closeSync(fd);
    const calls: string[] = [];
    page.on("request", (r) => {
      const m = new URL(r.url()).pathname.match(/^\/api\/objects\/(s3\/multipart.*|upload)$/);
      if (m) calls.push(`${r.method()} ${m[1]!.replace(/[0-9a-f-]{36}|[^/]{20,}/g, ":id")}`);
    });

    await page.goto(`/developers/${candidate!.id}/edit`);
    await page.getByRole("button", { name: "Upload Video" }).click();
    await page.locator(".uppy-Dashboard-input").first().setInputFiles(file);
    await page.getByRole("button", { name: /Upload 1 file/ }).click();
    await expect(page.getByText("Video introduction updated successfully").first()).toBeVisible({
      timeout: 240_000,
    });
    expect(calls).toContain("POST s3/multipart");
    expect(calls.filter((c) => /^GET s3\/multipart\/:id\/\d+$/.test(c))).toHaveLength(21);
    expect(calls).toContain("POST s3/multipart/:id/complete");
    expect(calls).not.toContain("POST upload");
    fs.rmSync(file, { force: true });
  },
);
