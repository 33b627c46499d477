/**
 * The interview loop end to end: a customer asks for an
 * interview from Tokyo; the admin, in Los Angeles, schedules it from the Interview Requests
 * tab with a duration and a meeting URL; the list shows the time in both zones, the
 * customer's contact receives the invitation, and the calendar file downloads.
 */
import { e2eAdmin } from "./credentials.ts";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import {
  collectErrors,
  createActiveCandidates,
  expectNoAxeViolations,
  signInViaApi,
} from "./support.ts";
import { expectToast } from "./toast.ts";

test.use({ timezoneId: "America/Los_Angeles" });

test("a scheduled interview lists its time in the admin's zone and the customer's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const run = `${test.info().project.name}-${Date.now().toString(36)}`;
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  const [dev] = await createActiveCandidates(page, [`Linus Interview ${run}`]);
  const link = await page.request.post("/api/admin/shareable-links", {
    data: {
      customerName: `Initech ${run}`,
      customerEmail: "talent@initech.example",
      candidateIds: [dev!.id],
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  const { token } = (await link.json()) as { token: string };
  const contactEmail = `cto-${run}@initech.example`;
  const asked = await page.request.post(`/api/shared/${token}/interview-requests`, {
    data: {
      developerId: dev!.id,
      slots: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
      timezone: "Asia/Tokyo",
      contactEmail,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto("/admin?tab=interviews");
  const item = page.getByRole("listitem", { name: `Interview request for ${dev!.fullName}` });
  await item.getByRole("button", { name: "Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the interview" });
  // 10:00 in Los Angeles, ten days from now (after any change of clocks: checked below).
  const day = new Date(Date.now() + 10 * 86_400_000);
  const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}T10:00`;
  await dialog.getByLabel("Date and time (America/Los_Angeles)").fill(local);
  await expect(dialog).toContainText("for the customer (Asia/Tokyo)");
  await dialog.getByLabel("Duration (minutes)").fill("45");
  await dialog.getByLabel("Meeting URL").fill("https://meet.example.com/abc-defg-hij");
  await expectNoAxeViolations(page, "[role='dialog']");
  const [patched] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes("/api/admin/interview-requests/") && r.request().method() === "PATCH",
    ),
    dialog.getByRole("button", { name: "Send invitation" }).click(),
  ]);
  expect(patched.status(), await patched.text()).toBe(200);
  const scheduledAt = ((await patched.json()) as { scheduledAt: string }).scheduledAt;
  await expectToast(page, "Interview scheduled");

  // Both zones, each named, each with its own wall-clock time.
  const when = item.getByTestId("interview-scheduled");
  const inZone = (timeZone: string) =>
    new Date(scheduledAt).toLocaleString("en-US", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone,
    });
  await expect(when).toContainText("Customer (Asia/Tokyo)");
  await expect(when).toContainText(inZone("Asia/Tokyo"));
  await expect(when).toContainText("You (America/Los_Angeles)");
  await expect(when).toContainText(inZone("America/Los_Angeles"));
  expect(inZone("America/Los_Angeles")).toContain("10:00 AM");
  await expect(when).toContainText("45 min");
  await expect(when.getByRole("link", { name: "Join the meeting" })).toHaveAttribute(
    "href",
    "https://meet.example.com/abc-defg-hij",
  );
  await expect(item.getByLabel("Status")).toHaveValue("scheduled");
  await expect(item.getByRole("button", { name: "Reschedule" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    when.getByRole("link", { name: "Calendar file (.ics)" }).click(),
  ]);
  const ics = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(ics as Buffer[]).toString("utf8");
  expect(text).toContain("METHOD:REQUEST");
  expect(text).toContain("LOCATION:https://meet.example.com/abc-defg-hij");

  const mail = await waitForMail(contactEmail, (m) => m.subject.startsWith("Invitation:"));
  expect(mail.text).toContain("Asia/Tokyo");
  expect(mail.text).toContain("https://meet.example.com/abc-defg-hij");
  expect(errors).toEqual([]);
});
