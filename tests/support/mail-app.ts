/**
 * The set-up most API test files share: an app whose mail goes to a real local SMTP server
 * (tests/support/smtp-sink.ts), and one admin.
 *
 *   let sink: SmtpSink; let ctx: TestContext; let admin: TestUser;
 *   beforeAll(async () => ({ sink, ctx, admin } = await startMailApp()));
 *   afterAll(() => stopMailApp({ ctx, sink }));
 */
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { createTestApp, createUser, type TestContext, type TestUser } from "./test-app.ts";

export interface MailApp {
  sink: SmtpSink;
  ctx: TestContext;
  admin: TestUser;
}

export async function startMailApp(env: Record<string, string> = {}): Promise<MailApp> {
  const sink = await startSmtpSink();
  const ctx = await createTestApp({ ...sink.env, ...env });
  const admin = await createUser(ctx, { isAdmin: true });
  return { sink, ctx, admin };
}

/** Closes what `startMailApp` started, even when it stopped half-way. */
export async function stopMailApp(app: Partial<Pick<MailApp, "ctx" | "sink">>): Promise<void> {
  await app.ctx?.close();
  await app.sink?.close();
}
