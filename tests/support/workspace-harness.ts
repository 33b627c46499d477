/**
 * The customer-workspace API tests' shared set-up: an app whose mail goes to a real local
 * SMTP server, an admin, a request helper, and a link showing one candidate.
 */
import { afterAll, beforeAll } from "vitest";
import { insertCandidate, insertLink } from "./link-fixtures.ts";
import { startMailApp, stopMailApp } from "./mail-app.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import type { TestContext, TestUser } from "./test-app.ts";

export interface WorkspaceHarness {
  sink: SmtpSink;
  ctx: TestContext;
  admin: TestUser;
}

/** Registers the file's beforeAll/afterAll; the returned object is filled before tests run. */
export function workspaceHarness() {
  const h = {} as WorkspaceHarness;
  beforeAll(async () => {
    Object.assign(h, await startMailApp());
  });
  afterAll(() => stopMailApp(h));

  const send = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: object,
    cookie?: string,
  ) =>
    h.ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });
  const adminGet = (url: string) => send("GET", url, undefined, h.admin.cookie);

  /** A link showing one new candidate (with a rate and a phone, for visibility checks). */
  async function linkWith(values: Parameters<typeof insertLink>[2] = {}) {
    const dev = await insertCandidate(h.ctx, { hourlyRate: 90, phone: "+1 555 0100" });
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id], ...values });
    return { link, dev };
  }

  return { h, send, adminGet, linkWith };
}

/** An ISO datetime this many days from now. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
