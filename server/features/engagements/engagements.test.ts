/**
 * Engagements and the 7-day trial: the hire, the candidate's busy
 * status, the admin's changes, the decision e-mail (once, across restarts), the customer's
 * decision, free replacements and the automatic move to active. Time is driven by dates:
 * start dates in the past, and `runTrialCheck(deps, now)`.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engagement } from "#common/engagement.ts";
import type { JobOrder, PipelineEntry, PipelineEvent } from "#common/job-order.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { buildApp } from "../../app.ts";
import {
  auditLog,
  candidates,
  engagements,
  jobs,
  webhookDeliveries,
  webhooks,
} from "../../db/schema.ts";
import { nextCheckAfter, runTrialCheck, TRIAL_CHECK_JOB } from "./trial-job.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const DAY = 24 * 60 * 60 * 1000;
/** The UTC date `days` from today (negative: in the past). */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

function call(
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  payload?: object,
  cookie?: string,
) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.7.${++counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
}
const asAdmin = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  call(method, url, payload, admin.cookie);

async function jobOrder(values: Partial<JobOrder> = {}): Promise<JobOrder> {
  const res = await asAdmin("POST", "/api/admin/job-orders", {
    title: "Senior backend engineer",
    customerName: "Globex Corporation",
    customerEmail: `hiring${++counter}@globex.example`,
    hoursPerWeek: 40,
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<JobOrder>(res);
}

async function hire(
  startDate: string,
  extra: { hoursPerWeek?: number; rate?: number } = {},
): Promise<{ engagement: Engagement; order: JobOrder; candidateId: string }> {
  const order = await jobOrder();
  const candidate = await insertCandidate(ctx, { hourlyRate: 80 });
  const res = await asAdmin("POST", "/api/admin/engagements", {
    jobOrderId: order.id,
    candidateId: candidate.id,
    startDate,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { engagement: json<Engagement>(res), order, candidateId: candidate.id };
}

async function statusOf(candidateId: string) {
  const [row] = await ctx.database.db
    .select({ isActive: candidates.isActive })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row!.isActive;
}

const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));
const tokenIn = (text: string) => /\/engagements\/decide\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function decisionToken(engagement: Engagement): Promise<string> {
  const mail = await sink.waitFor((m) => m.to.includes(engagement.customerEmail), 10_000);
  const token = tokenIn(mail.text);
  expect(token).toBeDefined();
  return token!;
}

describe("POST /api/admin/engagements", () => {
  it("hires: 201 with trialEndsAt = startDate + 7 days, the candidate busy and hired", async () => {
    const { engagement, order, candidateId } = await hire("2026-12-01", { rate: 95 });
    expect(engagement).toMatchObject({
      jobOrderId: order.id,
      candidateId,
      customerName: "Globex Corporation",
      customerEmail: order.customerEmail,
      startDate: "2026-12-01",
      hoursPerWeek: 40,
      rate: 95,
      trialEndsAt: "2026-12-08T00:00:00.000Z",
      status: "trial",
      endReason: null,
      replacementOf: null,
      feedback: null,
    });
    expect(await statusOf(candidateId)).toBe("busy");

    const pipeline = json<PipelineEntry[]>(
      await asAdmin("GET", `/api/admin/job-orders/${order.id}/pipeline`),
    );
    expect(pipeline.find((e) => e.candidateId === candidateId)?.stage).toBe("hired");
    const events = json<PipelineEvent[]>(
      await asAdmin("GET", `/api/admin/job-orders/${order.id}/events`),
    );
    expect(events[0]).toMatchObject({ candidateId, to: "hired", actor: admin.email });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, engagement.id));
    expect(audits.map((a) => a.action)).toEqual(["engagement.create"]);
    const moves = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "pipeline.move"), eq(auditLog.targetId, order.id)));
    expect(moves).toHaveLength(1);
    const after = json<JobOrder>(await asAdmin("GET", `/api/admin/job-orders/${order.id}`));
    expect(after.status).toBe("filled");
  });

  it("defaults hours to the job order's and the rate to the candidate's", async () => {
    const { engagement } = await hire("2026-12-01");
    expect(engagement).toMatchObject({ hoursPerWeek: 40, rate: 80 });
  });

  it("answers 400 for a bad body, 404 for an unknown job order or candidate, 409 twice", async () => {
    const order = await jobOrder();
    const candidate = await insertCandidate(ctx);
    const body = { jobOrderId: order.id, candidateId: candidate.id, startDate: "2026-12-01" };
    const bad = await asAdmin("POST", "/api/admin/engagements", { ...body, startDate: "soon" });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.startDate).toBe(
      "Please enter a valid date",
    );
    expect((await asAdmin("POST", "/api/admin/engagements", { ...body, rate: 0 })).statusCode).toBe(
      400,
    );
    const noOrder = await asAdmin("POST", "/api/admin/engagements", {
      ...body,
      jobOrderId: "00000000-0000-4000-8000-000000000001",
    });
    expect(noOrder.statusCode).toBe(404);
    expect(json<{ message: string }>(noOrder).message).toBe("Job order not found");
    const noCandidate = await asAdmin("POST", "/api/admin/engagements", {
      ...body,
      candidateId: "00000000-0000-4000-8000-000000000001",
    });
    expect(noCandidate.statusCode).toBe(404);
    expect(json<{ message: string }>(noCandidate).message).toBe("Candidate not found");
    expect((await asAdmin("POST", "/api/admin/engagements", body)).statusCode).toBe(201);
    expect((await asAdmin("POST", "/api/admin/engagements", body)).statusCode).toBe(409);
  });

  it("takes an ISO timestamp's UTC date as the start date", async () => {
    const { engagement } = await hire("2026-12-01T09:30:00Z");
    expect(engagement.startDate).toBe("2026-12-01");
    expect(engagement.trialEndsAt).toBe("2026-12-08T00:00:00.000Z");
  });
});

describe("GET and PATCH /api/admin/engagements", () => {
  it("lists newest first, filters by status, reads one, 404 for an unknown id", async () => {
    const { engagement: first } = await hire("2026-12-01");
    const { engagement: second } = await hire("2026-12-02");
    await asAdmin("PATCH", `/api/admin/engagements/${first.id}`, { status: "ended" });
    const all = json<Engagement[]>(await asAdmin("GET", "/api/admin/engagements"));
    expect(all.findIndex((e) => e.id === second.id)).toBeLessThan(
      all.findIndex((e) => e.id === first.id),
    );
    const ended = json<Engagement[]>(await asAdmin("GET", "/api/admin/engagements?status=ended"));
    expect(ended.map((e) => e.id)).toContain(first.id);
    expect(ended.every((e) => e.status === "ended")).toBe(true);
    expect((await asAdmin("GET", "/api/admin/engagements?status=paused")).statusCode).toBe(400);
    const one = json<Engagement>(await asAdmin("GET", `/api/admin/engagements/${second.id}`));
    expect(one).toMatchObject({ id: second.id, candidateName: expect.any(String) });
    expect((await asAdmin("GET", "/api/admin/engagements/nope")).statusCode).toBe(404);
    const missing = await asAdmin(
      "PATCH",
      "/api/admin/engagements/00000000-0000-4000-8000-000000000001",
      { rate: 50 },
    );
    expect(missing.statusCode).toBe(404);
    expect(json<{ message: string }>(missing).message).toBe("Engagement not found");
  });

  it("ending gives the candidate back to the pool; an admin's own status change stands", async () => {
    const { engagement, candidateId } = await hire("2026-12-01");
    const res = await asAdmin("PATCH", `/api/admin/engagements/${engagement.id}`, {
      status: "ended",
      endReason: "Project finished",
      hoursPerWeek: 20,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Engagement>(res)).toMatchObject({
      status: "ended",
      endReason: "Project finished",
      hoursPerWeek: 20,
      rate: 80,
    });
    expect(await statusOf(candidateId)).toBe("active");

    const other = await hire("2026-12-01");
    await ctx.database.db
      .update(candidates)
      .set({ isActive: "inactive" })
      .where(eq(candidates.id, other.candidateId));
    await asAdmin("PATCH", `/api/admin/engagements/${other.engagement.id}`, { status: "ended" });
    expect(await statusOf(other.candidateId)).toBe("inactive");
  });

  it("an admin's replaced rejects the candidate (replaced) and re-opens the job order", async () => {
    const { engagement, order, candidateId } = await hire("2026-12-01");
    await asAdmin("PATCH", `/api/admin/engagements/${engagement.id}`, { status: "replaced" });
    const pipeline = json<PipelineEntry[]>(
      await asAdmin("GET", `/api/admin/job-orders/${order.id}/pipeline`),
    );
    expect(pipeline.find((e) => e.candidateId === candidateId)).toMatchObject({
      stage: "rejected",
      reason: "replaced",
    });
    expect(json<JobOrder>(await asAdmin("GET", `/api/admin/job-orders/${order.id}`)).status).toBe(
      "open",
    );
    expect(await statusOf(candidateId)).toBe("active");
    // The job order says whom it is replacing, in the list and on its own, until filled.
    const replacingIn = async () => {
      const list = json<JobOrder[]>(await asAdmin("GET", "/api/admin/job-orders"));
      const one = json<JobOrder>(await asAdmin("GET", `/api/admin/job-orders/${order.id}`));
      expect(list.find((o) => o.id === order.id)?.replacing).toEqual(one.replacing);
      return one.replacing;
    };
    expect(await replacingIn()).toMatchObject({
      candidateId,
      candidateName: expect.any(String),
      since: expect.any(String),
    });
    // A closed job order owes nothing; re-opened, it owes the replacement again.
    const setStatus = (status: JobOrder["status"]) =>
      asAdmin("PUT", `/api/admin/job-orders/${order.id}`, { status });
    expect(json<JobOrder>(await setStatus("closed")).replacing).toBeNull();
    expect(json<JobOrder>(await setStatus("open")).replacing).toMatchObject({ candidateId });
    // The next hire on that job order is the replacement.
    const next = await insertCandidate(ctx);
    const replacement = json<Engagement>(
      await asAdmin("POST", "/api/admin/engagements", {
        jobOrderId: order.id,
        candidateId: next.id,
        startDate: "2026-12-10",
      }),
    );
    expect(replacement.replacementOf).toBe(engagement.id);
    expect(await replacingIn()).toBeNull();
  });

  it("keeps busy candidates out of customer listings and matches", async () => {
    const order = await jobOrder({ skills: ["Elixir"], mustHave: ["Elixir"] });
    const busy = await insertCandidate(ctx, { fullName: "Busy Bea", skills: ["Elixir"] });
    const free = await insertCandidate(ctx, { fullName: "Free Fred", skills: ["Elixir"] });
    const link = await insertLink(ctx, admin.id, { candidateIds: [busy.id, free.id] });
    const names = async () =>
      json<{ developers: Array<{ fullName: string }> }>(
        await call("GET", `/api/shared/developers/${link.token}`),
      ).developers.map((d) => d.fullName);
    const matched = async () =>
      json<Array<{ candidate: { id: string } }>>(
        await asAdmin("GET", `/api/admin/job-orders/${order.id}/matches?limit=100`),
      ).map((m) => m.candidate.id);
    expect(await names()).toEqual(expect.arrayContaining(["Busy Bea", "Free Fred"]));
    expect(await matched()).toContain(busy.id);

    const res = await asAdmin("POST", "/api/admin/engagements", {
      jobOrderId: order.id,
      candidateId: busy.id,
      startDate: dayFromToday(0),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await names()).toEqual(["Free Fred"]);
    expect(await matched()).not.toContain(busy.id);
    expect(await matched()).toContain(free.id);
  });
});

describe("the trial", () => {
  it("e-mails the customer two days before its end, not earlier, once", async () => {
    // Starts in 3 days: trial ends in 10, the e-mail is due in 8.
    const { engagement } = await hire(dayFromToday(3));
    const deps = { db: ctx.database.db, jobs: ctx.app.jobs, config: ctx.config, log: ctx.app.log };
    const end = new Date(engagement.trialEndsAt).getTime();
    const early = await runTrialCheck(deps, new Date(end - 2 * DAY - 60_000), engagement.id);
    expect(early.reminded).toEqual([]);
    const [first, second] = await Promise.all([
      runTrialCheck(deps, new Date(end - 2 * DAY), engagement.id),
      runTrialCheck(deps, new Date(end - 2 * DAY + 1000), engagement.id),
    ]);
    expect([...first.reminded, ...second.reminded]).toEqual([engagement.id]);
    const mail = await sink.waitFor((m) => m.to.includes(engagement.customerEmail), 10_000);
    expect(mail.subject).toContain(engagement.candidateName);
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/engagements\/decide\/[A-Za-z0-9_-]{40,}/);
    const again = await runTrialCheck(deps, new Date(end - DAY), engagement.id);
    expect(again.reminded).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(engagement.customerEmail)).toHaveLength(1);
    const [row] = await ctx.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, engagement.id));
    expect(row!.reminderSentAt).not.toBeNull();
    // The token is stored only as its hash.
    expect(row!.decisionTokenHash).not.toBe(tokenIn(mail.text));
  });

  it("an engagement made inside the window is e-mailed at once (no waiting for the 15-minute check)", async () => {
    // Started 6 days ago: the trial ends tomorrow at midnight UTC.
    const { engagement } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    const view = await call("GET", `/api/engagements/decide/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers["x-robots-tag"]).toContain("noindex");
    expect(json(view)).toMatchObject({
      candidateName: engagement.candidateName,
      customerName: "Globex Corporation",
      trialEndsAt: engagement.trialEndsAt,
      decided: false,
    });
  });

  it("becomes active by itself with no decision by trialEndsAt", async () => {
    const { engagement, candidateId } = await hire(dayFromToday(3));
    const deps = { db: ctx.database.db, jobs: ctx.app.jobs, config: ctx.config, log: ctx.app.log };
    const end = new Date(engagement.trialEndsAt);
    expect((await runTrialCheck(deps, new Date(end.getTime() - 1000))).activated).not.toContain(
      engagement.id,
    );
    expect((await runTrialCheck(deps, end)).activated).toContain(engagement.id);
    const after = json<Engagement>(await asAdmin("GET", `/api/admin/engagements/${engagement.id}`));
    expect(after.status).toBe("active");
    expect(after.feedback).toBeNull();
    expect(await statusOf(candidateId)).toBe("busy");
  });

  it("a hire whose trial is already over is active within a minute", async () => {
    const { engagement } = await hire(dayFromToday(-10));
    await expect
      .poll(
        async () =>
          json<Engagement>(await asAdmin("GET", `/api/admin/engagements/${engagement.id}`)).status,
        { timeout: 10_000 },
      )
      .toBe("active");
  });
});

describe("the customer's decision", () => {
  it("continue: 200, the engagement active with its feedback; a second decision is 409", async () => {
    const { engagement, candidateId } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    const res = await call("POST", `/api/engagements/decide/${token}`, {
      decision: "continue",
      rating: 5,
      comment: "Great first week",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ decision: "continue", status: "active" });
    const after = json<Engagement>(await asAdmin("GET", `/api/admin/engagements/${engagement.id}`));
    expect(after).toMatchObject({
      status: "active",
      feedback: { decision: "continue", rating: 5, comment: "Great first week" },
    });
    expect(await statusOf(candidateId)).toBe("busy");
    expect(json(await call("GET", `/api/engagements/decide/${token}`))).toMatchObject({
      decided: true,
    });
    const twice = await call("POST", `/api/engagements/decide/${token}`, { decision: "replace" });
    expect(twice.statusCode).toBe(409);
    expect(json<{ message: string }>(twice).message).toBe(
      "A decision has already been made for this trial",
    );
  });

  it("two decisions at once: one 200 and one 409", async () => {
    const { engagement } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    const results = await Promise.all([
      call("POST", `/api/engagements/decide/${token}`, { decision: "continue" }),
      call("POST", `/api/engagements/decide/${token}`, { decision: "replace" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("replace: replaced, the candidate rejected (replaced) and back in the pool, the job order open, the creator told", async () => {
    const { engagement, order, candidateId } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    const res = await call("POST", `/api/engagements/decide/${token}`, {
      decision: "replace",
      rating: 2,
      comment: "Not the right fit",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ decision: "replace", status: "replaced" });
    const after = json<Engagement>(await asAdmin("GET", `/api/admin/engagements/${engagement.id}`));
    expect(after).toMatchObject({
      status: "replaced",
      feedback: { decision: "replace", rating: 2, comment: "Not the right fit" },
    });
    const pipeline = json<PipelineEntry[]>(
      await asAdmin("GET", `/api/admin/job-orders/${order.id}/pipeline`),
    );
    expect(pipeline.find((e) => e.candidateId === candidateId)).toMatchObject({
      stage: "rejected",
      reason: "replaced",
    });
    const events = json<PipelineEvent[]>(
      await asAdmin("GET", `/api/admin/job-orders/${order.id}/events`),
    );
    expect(events[0]).toMatchObject({ to: "rejected", actor: `customer:${order.customerEmail}` });
    expect(json<JobOrder>(await asAdmin("GET", `/api/admin/job-orders/${order.id}`)).status).toBe(
      "open",
    );
    expect(await statusOf(candidateId)).toBe("active");
    const told = await sink.waitFor(
      // The engagement's own mail: the race test above may have sent a replacement mail too.
      (m) =>
        m.to.includes(admin.email) &&
        m.subject.includes("Free replacement") &&
        m.text.includes(engagement.id),
      10_000,
    );
    expect(told.text).toContain("Not the right fit");
  });

  it("answers 404 for an unknown or forged token, 400 for a bad decision", async () => {
    const forged = "x".repeat(43);
    expect((await call("GET", `/api/engagements/decide/${forged}`)).statusCode).toBe(404);
    const post = await call("POST", `/api/engagements/decide/${forged}`, { decision: "continue" });
    expect(post.statusCode).toBe(404);
    expect(json<{ message: string }>(post).message).toBe("This decision link is not valid");
    const { engagement } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    const bad = await call("POST", `/api/engagements/decide/${token}`, {
      decision: "maybe",
      rating: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual([
      "decision",
      "rating",
    ]);
  });

  it("after the trial: 409", async () => {
    const { engagement } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    // The trial's end passes (the clock moved on): the engagement is active by itself.
    const deps = { db: ctx.database.db, jobs: ctx.app.jobs, config: ctx.config, log: ctx.app.log };
    await runTrialCheck(deps, new Date(new Date(engagement.trialEndsAt).getTime() + 1000));
    const view = json<{ decided: boolean; trialOver: boolean }>(
      await call("GET", `/api/engagements/decide/${token}`),
    );
    expect(view).toMatchObject({ decided: false, trialOver: true });
    const late = await call("POST", `/api/engagements/decide/${token}`, { decision: "replace" });
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toBe(
      "The trial has ended: please contact us to change the engagement",
    );
  });
});

describe("webhooks", () => {
  it("announces engagement.trial-ending and engagement.decided with the engagement's ids", async () => {
    await ctx.database.db.insert(webhooks).values({
      url: "https://hooks.example.com/engagements",
      events: ["engagement.trial-ending", "engagement.decided"],
      secret: "whsec_test",
    });
    const { engagement, order, candidateId } = await hire(dayFromToday(-6));
    const token = await decisionToken(engagement);
    await call("POST", `/api/engagements/decide/${token}`, { decision: "continue" });
    const rows = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.payload}->'data'->>'engagementId' = ${engagement.id}`);
    expect(rows.map((r) => r.type).sort()).toEqual([
      "engagement.decided",
      "engagement.trial-ending",
    ]);
    expect((rows[0]!.payload as { data: object }).data).toEqual({
      engagementId: engagement.id,
      jobOrderId: order.id,
      candidateId,
    });
  });
});

describe("reports", () => {
  it("counts trials started, continued and replaced in the summary", async () => {
    const before = json<{ trials: { started: number; continued: number; replaced: number } }>(
      await asAdmin("GET", "/api/admin/reports/summary"),
    ).trials;
    const kept = await hire(dayFromToday(-6));
    const dropped = await hire(dayFromToday(-6));
    await call("POST", `/api/engagements/decide/${await decisionToken(kept.engagement)}`, {
      decision: "continue",
    });
    await call("POST", `/api/engagements/decide/${await decisionToken(dropped.engagement)}`, {
      decision: "replace",
    });
    const after = json<{ trials: { started: number; continued: number; replaced: number } }>(
      await asAdmin("GET", "/api/admin/reports/summary"),
    ).trials;
    expect(after).toEqual({
      started: before.started + 2,
      continued: before.continued + 1,
      replaced: before.replaced + 1,
    });
  });
});

describe("the 15-minute chain", () => {
  it("the next check is the following quarter-hour boundary", () => {
    expect(nextCheckAfter(new Date("2026-12-01T10:07:12Z")).toISOString()).toBe(
      "2026-12-01T10:15:00.000Z",
    );
    expect(nextCheckAfter(new Date("2026-12-01T10:15:00Z")).toISOString()).toBe(
      "2026-12-01T10:30:00.000Z",
    );
  });

  it("the start-up check queues one next check for the whole cluster", async () => {
    const replica = await buildApp({ config: ctx.config, database: ctx.database });
    await replica.ready();
    try {
      // Both apps' start-up checks ran (the replica's last): one queued row per boundary.
      await expect
        .poll(
          async () => {
            const queued = await ctx.database.db
              .select({ key: jobs.singletonKey, startAfter: jobs.startAfter })
              .from(jobs)
              .where(and(eq(jobs.name, TRIAL_CHECK_JOB), eq(jobs.state, "queued")));
            return queued.filter((j) => j.key?.startsWith("every-15-min@")).length;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const queued = await ctx.database.db
        .select({ key: jobs.singletonKey, startAfter: jobs.startAfter })
        .from(jobs)
        .where(and(eq(jobs.name, TRIAL_CHECK_JOB), eq(jobs.state, "queued")));
      const chain = queued.filter((j) => j.key?.startsWith("every-15-min@"));
      expect(new Set(chain.map((j) => j.key)).size).toBe(chain.length);
      for (const j of chain) {
        expect(j.key).toBe(`every-15-min@${j.startAfter.toISOString()}`);
        expect(j.startAfter.getTime() % (15 * 60 * 1000)).toBe(0);
      }
      const startups = await ctx.database.db
        .select({ state: jobs.state })
        .from(jobs)
        .where(and(eq(jobs.name, TRIAL_CHECK_JOB), sql`${jobs.data}->>'periodic' = 'true'`));
      // Two start-up checks (one per app) and the chain's next check.
      expect(startups.length).toBeGreaterThanOrEqual(3);
    } finally {
      await replica.close();
    }
  });
});

describe("exactly once across restarts", () => {
  it("a restart inside the window sends no second e-mail; one made while down gets one", async () => {
    const first = await createTestApp(sink.env);
    const { database, config } = first;
    const firstAdmin = await createUser(first, { isAdmin: true });
    const order = json<JobOrder>(
      await first.app.inject({
        method: "POST",
        url: "/api/admin/job-orders",
        headers: { cookie: firstAdmin.cookie },
        payload: {
          title: "Restart role",
          customerName: "Restart Co",
          customerEmail: "restart@restart.example",
        },
      }),
    );
    const candidate = await insertCandidate(first);
    const hired = await first.app.inject({
      method: "POST",
      url: "/api/admin/engagements",
      headers: { cookie: firstAdmin.cookie },
      payload: { jobOrderId: order.id, candidateId: candidate.id, startDate: dayFromToday(-6) },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    await sink.waitFor((m) => m.to.includes("restart@restart.example"), 10_000);
    await first.app.close();

    // While no app runs, an engagement inside the window is made (e.g. by a restore).
    const other = await insertCandidate(first);
    const start = dayFromToday(-6);
    await database.db.insert(engagements).values({
      jobOrderId: order.id,
      candidateId: other.id,
      customerName: "Restart Co",
      customerEmail: "quiet@restart.example",
      startDate: start,
      trialEndsAt: new Date(Date.parse(`${start}T00:00:00Z`) + 7 * DAY),
    });

    // The restart: the start-up check finds the quiet one and leaves the first alone.
    const restarted = await buildApp({ config, database });
    await restarted.ready();
    try {
      await sink.waitFor((m) => m.to.includes("quiet@restart.example"), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await restarted.close();
      await first.close().catch(() => {});
    }
    expect(mailsTo("restart@restart.example")).toHaveLength(1);
    expect(mailsTo("quiet@restart.example")).toHaveLength(1);
  });
});
