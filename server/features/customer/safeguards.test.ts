/**
 * A security review's findings on links: narrowing the allowed domains ends
 * the sessions outside them, wrong codes are capped per link across addresses, one-time
 * codes stay out of subjects, logs and job data, and the creator's verdict notifications
 * are throttled with a digest.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationLockedMessage, WORKSPACE_LIMITS } from "#common/viewer-access.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { loadConfig } from "../../config.ts";
import { jobs, linkViewerSessions, shareableLinks } from "../../db/schema.ts";
import { createMailer } from "../../mail/mailer.ts";
import { codeMessage } from "./notify.ts";
import { viewerCookieName } from "./viewer.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const uniqueEmail = (domain = "acme.example") => `viewer${++counter}-${Date.now()}@${domain}`;
/** Each call from its own client address, so the per-client rate limit never answers. */
const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object, cookie?: string) =>
  ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.21.${++counter % 250}.${counter % 199}`,
  });
const listing = (token: string, cookie?: string) =>
  inject("GET", `/api/shared/developers/${token}`, undefined, cookie);

async function requestCode(token: string, email: string): Promise<string> {
  const res = await inject("POST", `/api/shared/${token}/access`, { email });
  expect(res.statusCode, res.body).toBe(202);
  const mail = await sink.waitFor((m) => m.to.includes(email.toLowerCase()));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function verify(token: string, email: string): Promise<string> {
  const code = await requestCode(token, email);
  const res = await inject("POST", `/api/shared/${token}/access/verify`, { email, code });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === viewerCookieName(token))!;
  return `${cookie.name}=${cookie.value}`;
}

const putLink = (id: string, body: object) =>
  inject(
    "PUT",
    `/api/admin/shareable-links/${id}`,
    { customerName: "Initech", customerEmail: "t@initech.example", ...body },
    admin.cookie,
  );

/** The mail.send jobs queued to an address (their data keeps `to` and `subject`). */
const mailJobsTo = (address: string) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, "mail.send"), sql`${jobs.data}->>'to' = ${address.toLowerCase()}`));

describe("narrowing a link's allowedDomains", () => {
  it("ends the sessions and voids the codes of viewers outside the new list", async () => {
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, admin.id, {
      requireEmail: true,
      allowedDomains: ["acme.example", "globex.example"],
      candidateIds: [dev.id],
    });
    const insider = await verify(link.token, uniqueEmail("acme.example"));
    const outsider = await verify(link.token, uniqueEmail("globex.example"));
    const pendingOutside = uniqueEmail("globex.example");
    const outsideCode = await requestCode(link.token, pendingOutside);
    const pendingInside = uniqueEmail("acme.example");
    const insideCode = await requestCode(link.token, pendingInside);

    const narrowed = await putLink(link.id, { allowedDomains: ["acme.example"] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);

    const refused = await listing(link.token, outsider);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ message: expect.any(String), requireEmail: true });
    expect((await listing(link.token, insider)).statusCode).toBe(200);
    const voided = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email: pendingOutside,
      code: outsideCode,
    });
    expect(voided.statusCode).toBe(400);
    const kept = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email: pendingInside,
      code: insideCode,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // The outsider's session row is gone, not only refused.
    const sessions = await ctx.database.db
      .select({ email: linkViewerSessions.email })
      .from(linkViewerSessions)
      .where(eq(linkViewerSessions.linkId, link.id));
    expect(sessions.map((s) => s.email.split("@")[1])).toEqual(["acme.example", "acme.example"]);
  });

  it("on a link without requireEmail the outsider goes on as an anonymous viewer", async () => {
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, admin.id, {
      allowedDomains: ["acme.example", "globex.example"],
      candidateIds: [dev.id],
    });
    const outsider = await verify(link.token, uniqueEmail("globex.example"));
    expect(json<{ viewer: unknown }>(await listing(link.token, outsider)).viewer).not.toBeNull();
    expect((await putLink(link.id, { allowedDomains: ["acme.example"] })).statusCode).toBe(200);
    const after = await listing(link.token, outsider);
    expect(after.statusCode).toBe(200);
    expect(json<{ viewer: unknown }>(after).viewer).toBeNull();
  });

  it("keeps every session when the list is widened, cleared or left out", async () => {
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, admin.id, {
      requireEmail: true,
      allowedDomains: ["acme.example"],
      candidateIds: [dev.id],
    });
    const viewer = await verify(link.token, uniqueEmail("acme.example"));
    for (const body of [
      {},
      { allowedDomains: ["acme.example", "globex.example"] },
      { allowedDomains: [] },
    ]) {
      expect((await putLink(link.id, body)).statusCode).toBe(200);
      expect((await listing(link.token, viewer)).statusCode).toBe(200);
    }
  });
});

describe("wrong one-time codes on one link, across addresses", () => {
  it("lock the link's verification (429, Retry-After) and tell the creator once", async () => {
    const creator = await createUser(ctx, { isAdmin: true });
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, creator.id, {
      customerName: "Hooli",
      requireEmail: true,
      candidateIds: [dev.id],
    });
    const victim = uniqueEmail();
    const code = await requestCode(link.token, victim);
    const limit = WORKSPACE_LIMITS.linkWrongCodesPerWindow;
    // Each address stays far below its own limits (one try, from its own client).
    for (let i = 0; i < limit; i++) {
      const probe = uniqueEmail();
      if (i % 5 === 0) await requestCode(link.token, probe);
      const res = await inject("POST", `/api/shared/${link.token}/access/verify`, {
        email: probe,
        code: "000000",
      });
      expect(res.statusCode, `try ${i + 1}: ${res.body}`).toBe(400);
    }
    const locked = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email: victim,
      code,
    });
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(WORKSPACE_LIMITS.codeLockMinutes * 60 - 30);
    expect(wait).toBeLessThanOrEqual(WORKSPACE_LIMITS.codeLockMinutes * 60);
    expect(json(locked)).toEqual({ message: verificationLockedMessage(wait) });
    // Asking for a new code is refused the same way while the lock lasts.
    const ask = await inject("POST", `/api/shared/${link.token}/access`, { email: uniqueEmail() });
    expect(ask.statusCode).toBe(429);
    expect(ask.headers["retry-after"]).toBeDefined();

    const note = await sink.waitFor(
      (m) => m.to.includes(creator.email.toLowerCase()) && m.subject.includes("Hooli"),
    );
    expect(note.subject).toBe("Verification on Hooli's link is paused after repeated wrong codes");
    expect(note.text).toContain(`${limit} wrong one-time codes`);
    for (let i = 0; i < 3; i++) {
      const more = await inject("POST", `/api/shared/${link.token}/access/verify`, {
        email: uniqueEmail(),
        code: "111111",
      });
      expect(more.statusCode).toBe(429);
    }
    expect(await mailJobsTo(creator.email)).toHaveLength(1);

    // Once the lock's time has passed (driven by its date), the right code works again.
    await ctx.database.db
      .update(shareableLinks)
      .set({ verificationLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(shareableLinks.id, link.id));
    const ok = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email: victim,
      code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // A fresh budget after the lock: one more wrong code is a plain 400.
    const after = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email: uniqueEmail(),
      code: "000000",
    });
    expect(after.statusCode).toBe(400);
  });

  it("another link is not affected", async () => {
    const a = await insertLink(ctx, admin.id, { requireEmail: true });
    const b = await insertLink(ctx, admin.id, { requireEmail: true });
    await ctx.database.db
      .update(shareableLinks)
      .set({ verificationLockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(shareableLinks.id, a.id));
    const wrongOnA = await inject("POST", `/api/shared/${a.token}/access/verify`, {
      email: uniqueEmail(),
      code: "000000",
    });
    expect(wrongOnA.statusCode).toBe(429);
    const email = uniqueEmail();
    const code = await requestCode(b.token, email);
    const res = await inject("POST", `/api/shared/${b.token}/access/verify`, { email, code });
    expect(res.statusCode).toBe(200);
  });
});

describe("one-time codes", () => {
  it("are never in the subject, and leave the job's data once sent", async () => {
    const link = await insertLink(ctx, admin.id, { customerName: "Vandelay", requireEmail: true });
    const email = uniqueEmail();
    const code = await requestCode(link.token, email);
    const mail = sink.messages.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe("Your code to open Vandelay's shortlist");
    expect(mail.subject).not.toContain(code);
    await expect
      .poll(async () => (await mailJobsTo(email)).map((j) => j.state))
      .toEqual(["completed"]);
    const [job] = await mailJobsTo(email);
    expect(JSON.stringify(job!.data)).not.toContain(code);
    expect(job!.data).toEqual({ to: email, subject: mail.subject });
  });

  it("leave the job's data when the mail server refuses the message for good", async () => {
    const link = await insertLink(ctx, admin.id, { requireEmail: true });
    const email = uniqueEmail("bounce.example");
    sink.refuse = (address) =>
      address === email ? { code: 550, message: "5.1.1 No such user" } : undefined;
    try {
      const res = await inject("POST", `/api/shared/${link.token}/access`, { email });
      expect(res.statusCode).toBe(202);
      await expect
        .poll(async () => (await mailJobsTo(email)).map((j) => j.state), { timeout: 15_000 })
        .toEqual(["failed"]);
      const [job] = await mailJobsTo(email);
      expect(Object.keys(job!.data as object).sort()).toEqual(["subject", "to"]);
      expect(job!.lastError ?? "").not.toMatch(/\b\d{6}\b/);
    } finally {
      sink.refuse = undefined;
    }
  });

  it("are not in the log line of a message written to the outbox", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-code-log-"));
    try {
      const logged: string[] = [];
      const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), {
        info: (obj, msg) => logged.push(JSON.stringify(obj) + (msg ?? "")),
      });
      const link = await insertLink(ctx, admin.id, { customerName: "Kramerica" });
      await mailer.send(
        codeMessage(
          { customerInfo: { name: "Kramerica", description: null }, id: link.id },
          "a@b.example",
          "493817",
        ),
      );
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain("Kramerica");
      expect(logged[0]).not.toContain("493817");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("notifications to the link's creator", () => {
  it("send one verdict per link, candidate and viewer an hour, and a digest of the rest", async () => {
    const creator = await createUser(ctx, { isAdmin: true });
    const dev = await insertCandidate(ctx, { fullName: "Grace Throttle" });
    const other = await insertCandidate(ctx, { fullName: "Linus Other" });
    const link = await insertLink(ctx, creator.id, {
      customerName: "Pendant",
      candidateIds: [dev.id, other.id],
    });
    const to = creator.email.toLowerCase();
    const verdict = (developerId: string, value: string, cookie?: string) =>
      inject(
        "PUT",
        `/api/shared/${link.token}/verdicts/${developerId}`,
        { verdict: value },
        cookie,
      );
    const verdictMails = async () =>
      (await mailJobsTo(to)).filter(
        (j) => !(j.data as { subject: string }).subject.includes("opened"),
      );

    // The anonymous viewers flip Grace between Interested and Maybe: one e-mail goes out.
    for (const value of ["interested", "maybe", "interested", "maybe", "interested"]) {
      expect((await verdict(dev.id, value)).statusCode).toBe(200);
    }
    expect(await verdictMails()).toHaveLength(1);
    // Another candidate, or another viewer, is told at once.
    expect((await verdict(other.id, "interested")).statusCode).toBe(200);
    const viewer = await verify(link.token, uniqueEmail("pendant.example"));
    expect((await verdict(dev.id, "interested", viewer)).statusCode).toBe(200);
    expect(await verdictMails()).toHaveLength(3);

    // The digest waits for the end of the hour, in the queue; its time is driven by date.
    const [digest] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "link.digest"), sql`${jobs.data}->>'linkId' = ${link.id}`));
    expect(digest!.state).toBe("queued");
    const inMinutes = (digest!.startAfter.getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(WORKSPACE_LIMITS.notifyThrottleMinutes - 2);
    expect(inMinutes).toBeLessThanOrEqual(WORKSPACE_LIMITS.notifyThrottleMinutes);
    await ctx.database.db
      .update(jobs)
      .set({ startAfter: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, digest!.id));
    const summary = await sink.waitFor(
      (m) => m.to.includes(to) && m.subject.startsWith("Pendant: 2 more updates"),
      10_000,
    );
    expect(summary.text.match(/marked Grace Throttle as Interested/g)).toHaveLength(2);
    await expect
      .poll(async () => (await mailJobsTo(to)).filter((j) => j.state !== "completed").length)
      .toBe(0);
    expect(await verdictMails()).toHaveLength(4);

    // An hour after the first e-mail, the next verdict is sent on its own again.
    await ctx.database.db.execute(
      sql`UPDATE link_notices SET at = at - interval '61 minutes' WHERE link_id = ${link.id}`,
    );
    await verdict(dev.id, "maybe");
    await verdict(dev.id, "interested");
    expect(await verdictMails()).toHaveLength(5);
  });
});
