/**
 * Queued mail keeps leaving while SMTP conversations hang: the `mail.send` job runs two
 * messages at a time, so two conversations that never finish must not hold every other
 * message back. A real SMTP sink behind a front that leaves chosen connections hanging
 * after its greeting (tests/support/stalling-smtp.ts).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { type StallingSmtp, startStallingSmtp } from "../../tests/support/stalling-smtp.ts";
import { createTestApp, type TestContext } from "../../tests/support/test-app.ts";
import { candidates } from "../db/schema.ts";
import { queueMail } from "./mailer.ts";

let sink: SmtpSink;
let front: StallingSmtp;
let ctx: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The first two conversations hang after the greeting; every later one goes through.
  front = await startStallingSmtp(sink, (n) => n <= 2);
  ctx = await createTestApp(front.env);
});

afterAll(async () => {
  await ctx?.close();
  await front?.close();
  await sink?.close();
});

it("sends a candidate's sign-in link within seconds while two earlier conversations hang", async () => {
  for (const n of [1, 2]) {
    await queueMail(ctx.app.jobs, { to: `stuck${n}@example.com`, subject: "Earlier", text: "…" });
  }
  await expect.poll(() => front.stalled, { timeout: 10_000 }).toBe(2);

  const email = `stall-${Date.now()}@example.com`;
  await ctx.database.db
    .insert(candidates)
    .values({ fullName: "Sam Stall", email, title: "Backend Engineer" });
  const asked = Date.now();
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/talent/access",
    payload: { email },
  });
  expect(res.statusCode).toBe(202);
  const link = await sink.waitFor((m) => m.to.includes(email), 8_000);
  expect(link.subject).toMatch(/sign-in link/);
  expect(Date.now() - asked).toBeLessThan(8_000);

  // The two messages whose conversations hung are sent again and arrive too.
  for (const n of [1, 2]) await sink.waitFor((m) => m.to.includes(`stuck${n}@example.com`), 10_000);
});
