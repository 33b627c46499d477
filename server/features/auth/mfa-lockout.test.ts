/**
 * Wrong second-factor codes count per account: a new password step does not renew
 * the budget, the count holds across replicas (it lives in the database), and the lockout
 * answers 429 with Retry-After, e-mails the user and writes `auth.lockout`.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MFA_LOCKOUT, MFA_LOCKOUT_EMAIL_SUBJECT, MFA_WRONG_CODE } from "#common/account.ts";
import type { AuditPage } from "#common/audit.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createReplica,
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { totpCode } from "../../../tests/support/totp.ts";
import { tooManyAttemptsMessage } from "../../lib/too-many-attempts.ts";

let sink: SmtpSink;
let ctx: TestContext;
let replica: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp(sink.env);
  replica = await createReplica(ctx);
});
afterAll(async () => {
  await replica?.close();
  await ctx?.close();
  await sink?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
function call(
  on: TestContext,
  method: "GET" | "POST" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) {
  // A new client address each time: the per-client limits are not what is tested here.
  ip++;
  return on.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.21.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}

async function enrol(user: TestUser): Promise<string> {
  const setup = await call(ctx, "POST", "/api/account/mfa/setup", user.cookie);
  const { secret } = json<{ secret: string }>(setup);
  const enable = await call(ctx, "POST", "/api/account/mfa/enable", user.cookie, {
    code: totpCode(secret),
  });
  expect(enable.statusCode).toBe(200);
  return secret;
}

/** A fresh password step: the cookie of a new pending sign-in. */
async function passwordStep(on: TestContext, user: TestUser): Promise<string> {
  const res = await call(on, "POST", "/api/auth/login", undefined, {
    email: user.email,
    password: user.password,
  });
  expect(json(res)).toEqual({ mfaRequired: true });
  return `mfa_pending=${res.cookies.find((c) => c.name === "mfa_pending")!.value}`;
}

const wrongCodeFor = (secret: string) => (totpCode(secret) === "000000" ? "111111" : "000000");

const codeStep = (on: TestContext, cookie: string, code: string) =>
  call(on, "POST", "/api/auth/login/mfa", cookie, { code });

async function lockouts(userId: string) {
  const admin = await createUser(ctx, { isAdmin: true });
  const res = await call(
    ctx,
    "GET",
    `/api/admin/audit?action=auth.lockout&actor=${userId}`,
    admin.cookie,
  );
  return json<AuditPage>(res).items;
}

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(MFA_LOCKOUT.lockMinutes * 60);
  expect(json(res)).toEqual({ message: tooManyAttemptsMessage(wait) });
}

describe("wrong second-factor codes, per account", () => {
  it("a new password step does not renew the budget; the lockout holds on every replica", async () => {
    const user = await createUser(ctx);
    const secret = await enrol(user);
    // One wrong code per fresh password step, on either replica.
    for (let i = 0; i < MFA_LOCKOUT.maxWrongCodes; i++) {
      const on = i % 2 ? replica : ctx;
      const res = await codeStep(on, await passwordStep(on, user), wrongCodeFor(secret));
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: MFA_WRONG_CODE });
    }
    // Even the right code now waits, whichever replica and however fresh the password step.
    expectLocked(await codeStep(ctx, await passwordStep(ctx, user), totpCode(secret)));
    expectLocked(await codeStep(replica, await passwordStep(replica, user), totpCode(secret)));

    const mail = await sink.waitFor((m) => m.to.includes(user.email.toLowerCase()));
    expect(mail.subject).toBe(MFA_LOCKOUT_EMAIL_SUBJECT);
    expect(mail.text).toContain("/account");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const recorded = await lockouts(user.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actorId: user.id,
      targetType: "user",
      targetId: user.id,
      details: { step: "mfa", failures: MFA_LOCKOUT.maxWrongCodes },
    });

    // Other accounts are not affected.
    const other = await createUser(ctx);
    const otherSecret = await enrol(other);
    const fine = await codeStep(ctx, await passwordStep(ctx, other), totpCode(otherSecret));
    expect(fine.statusCode).toBe(200);

    // Once the lock has run out, the right code signs in again.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (MFA_LOCKOUT.lockMinutes * 60 + 1) * 1000);
    const later = await codeStep(replica, await passwordStep(replica, user), totpCode(secret));
    expect(later.statusCode).toBe(200);
    expect(sink.messages.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(1);
  });

  it("wrong codes spread out beyond the window do not add up", async () => {
    const user = await createUser(ctx);
    const secret = await enrol(user);
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    for (let i = 0; i < MFA_LOCKOUT.maxWrongCodes - 1; i++) {
      const res = await codeStep(ctx, await passwordStep(ctx, user), wrongCodeFor(secret));
      expect(res.statusCode).toBe(401);
    }
    vi.setSystemTime(start + (MFA_LOCKOUT.windowMinutes * 60 + 1) * 1000);
    const res = await codeStep(ctx, await passwordStep(ctx, user), wrongCodeFor(secret));
    expect(res.statusCode).toBe(401);
    const ok = await codeStep(ctx, await passwordStep(ctx, user), totpCode(secret));
    expect(ok.statusCode).toBe(200);
    expect(await lockouts(user.id)).toHaveLength(0);
  });
});
