/**
 * GET /api/admin/today: each list's rule, its count, and what each item carries to be shown
 * and linked. Time is driven by dates: rows are dated in the past and `todayWork(db, now)`
 * is asked as of a later instant.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "#common/application-values.ts";
import type { Engagement } from "#common/engagement.ts";
import type { JobOrder } from "#common/job-order.ts";
import type { Today } from "#common/today.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { applications, interviewRequests, jobOrders } from "../../db/schema.ts";
import { todayWork } from "./service.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: object) =>
  h.ctx.app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: { cookie: h.admin.cookie },
  });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function order(title: string, hoursAgo = 0, values: Partial<JobOrder> = {}) {
  const res = await admin("POST", "/api/admin/job-orders", {
    title,
    customerName: "Globex",
    customerEmail: "buyer@globex.example",
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = json<JobOrder>(res);
  await h.ctx.database.db
    .update(jobOrders)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(jobOrders.id, created.id));
  return created;
}

async function hire(title: string, startDate: string, name: string) {
  const o = await order(title);
  const dev = await insertCandidate(h.ctx, { fullName: name, hourlyRate: 80 });
  const res = await admin("POST", "/api/admin/engagements", {
    jobOrderId: o.id,
    candidateId: dev.id,
    startDate,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: o, engagement: json<Engagement>(res) };
}

const today = async () => {
  const res = await admin("GET", "/api/admin/today");
  expect(res.statusCode, res.body).toBe(200);
  return json<Today>(res);
};

describe("GET /api/admin/today", () => {
  // One scene for the whole file: each test reads the part it is about.
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.fresh = (await order("Fresh role", 19)).id;
    ids.dueSoon = (await order("Due soon role", 21)).id;
    ids.overdue = (await order("Overdue role", 30)).id;
    ids.onHold = (await order("On hold role", 30, { status: "on-hold" })).id;
    const shortlisted = await order("Shortlisted role", 30);
    await h.ctx.database.db
      .update(jobOrders)
      .set({ firstShortlistAt: new Date() })
      .where(eq(jobOrders.id, shortlisted.id));

    const application = (fullName: string, status: string, hoursAgo: number) => ({
      fullName,
      email: `${fullName.toLowerCase().replace(/ /g, ".")}@example.com`,
      title: "Backend developer",
      status,
      consentVersion: CONSENT_VERSION,
      consentedAt: new Date(),
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    });
    await h.ctx.database.db
      .insert(applications)
      .values([
        application("Newest Applicant", "new", 1),
        application("Oldest Applicant", "new", 5),
        application("Screened Applicant", "screening", 9),
      ]);

    const ada = await insertCandidate(h.ctx, { fullName: "Ada Interview" });
    const linkOrder = await order("Interview role");
    const link = await insertLink(h.ctx, h.admin.id, {
      customerName: "Initech",
      jobOrderId: linkOrder.id,
      candidateIds: [ada.id],
    });
    ids.interviewOrder = linkOrder.id;
    const request = (status: string) => ({
      linkId: link.id,
      candidateId: ada.id,
      contactEmail: "lead@initech.example",
      slots: [new Date(Date.now() + DAY)],
      timezone: "Europe/Berlin",
      status,
    });
    const [asked] = await h.ctx.database.db
      .insert(interviewRequests)
      .values([request("new"), request("scheduled"), request("declined")])
      .returning({ id: interviewRequests.id });
    ids.request = asked!.id;

    ids.endsTomorrow = (await hire("Trial A", dayFromToday(-6), "Tess Tomorrow")).engagement.id;
    ids.later = (await hire("Trial C", dayFromToday(-3), "Liam Later")).engagement.id;

    const owed = await hire("Replace me", dayFromToday(-20), "Rita Replaced");
    ids.owedOrder = owed.order.id;
    ids.owedEngagement = owed.engagement.id;
    const patch = (id: string, status: string) =>
      admin("PATCH", `/api/admin/engagements/${id}`, { status });
    expect((await patch(owed.engagement.id, "replaced")).statusCode).toBe(200);
    const filled = await hire("Replaced and filled", dayFromToday(-20), "Fay Filled");
    expect((await patch(filled.engagement.id, "replaced")).statusCode).toBe(200);
    const next = await insertCandidate(h.ctx, { fullName: "Nora Next" });
    const rehire = await admin("POST", "/api/admin/engagements", {
      jobOrderId: filled.order.id,
      candidateId: next.id,
      startDate: dayFromToday(30),
    });
    expect(rehire.statusCode, rehire.body).toBe(201);
    const closed = await hire("Closed after replace", dayFromToday(-20), "Cole Closed");
    expect((await patch(closed.engagement.id, "replaced")).statusCode).toBe(200);
    await admin("PUT", `/api/admin/job-orders/${closed.order.id}`, { status: "closed" });
  });

  it("counts every list, and the counts add up to the total", async () => {
    const t = await today();
    expect(t.counts).toEqual({
      jobOrders: 2,
      applications: 2,
      interviewRequests: 1,
      trialsEnding: 1,
      replacementsOwed: 1,
      total: 7,
    });
  });

  it("lists open job orders not shortlisted from 20 hours on, overdue past 24, oldest first", async () => {
    const t = await today();
    expect(t.jobOrders.map((o) => [o.id, o.overdue])).toEqual([
      [ids.overdue, true],
      [ids.dueSoon, false],
    ]);
    const due = t.jobOrders[1]!;
    expect(due).toMatchObject({ title: "Due soon role", customerName: "Globex" });
    expect(Date.parse(due.dueAt) - Date.parse(due.createdAt)).toBe(24 * HOUR);
  });

  it("judges the hours as of the instant asked: four hours on, the 21-hour order is overdue", async () => {
    const later = await todayWork(h.ctx.database.db, new Date(Date.now() + 4 * HOUR));
    expect(later.jobOrders.map((o) => [o.id, o.overdue])).toEqual([
      [ids.overdue, true],
      [ids.dueSoon, true],
      [ids.fresh, false],
    ]);
    // A day earlier, nothing was due yet.
    const earlier = await todayWork(h.ctx.database.db, new Date(Date.now() - DAY));
    expect(earlier.counts.jobOrders).toBe(0);
  });

  it("lists new applications only, the longest waiting first", async () => {
    const t = await today();
    expect(t.applications.map((a) => a.fullName)).toEqual(["Oldest Applicant", "Newest Applicant"]);
    expect(t.applications[0]).toMatchObject({ title: "Backend developer" });
  });

  it("lists interview requests not yet scheduled, with the developer, customer and job order", async () => {
    const t = await today();
    expect(t.interviewRequests).toEqual([
      expect.objectContaining({
        id: ids.request,
        candidateName: "Ada Interview",
        customerName: "Initech",
        jobOrderId: ids.interviewOrder,
        jobOrderTitle: "Interview role",
      }),
    ]);
  });

  it("lists trials ending within two days or ended without a decision, soonest end first", async () => {
    const t = await today();
    expect(t.trialsEnding.map((e) => [e.id, e.candidateName, e.ended])).toEqual([
      [ids.endsTomorrow, "Tess Tomorrow", false],
    ]);
    expect(t.trialsEnding[0]).toMatchObject({ jobOrderTitle: "Trial A", customerName: "Globex" });
    // Two days on (before the trial check has moved it on), tomorrow's end has passed with
    // no decision, and the trial that ends in four days comes into view.
    const later = await todayWork(h.ctx.database.db, new Date(Date.now() + 2 * DAY));
    expect(later.trialsEnding.map((e) => [e.id, e.ended])).toEqual([
      [ids.endsTomorrow, true],
      [ids.later, false],
    ]);
  });

  it("lists a job order owed a replacement until a hire replaces it; a closed one owes none", async () => {
    const t = await today();
    expect(t.replacementsOwed).toEqual([
      expect.objectContaining({
        jobOrderId: ids.owedOrder,
        jobOrderTitle: "Replace me",
        engagementId: ids.owedEngagement,
        candidateName: "Rita Replaced",
      }),
    ]);
    const next = await insertCandidate(h.ctx, { fullName: "Rex Replacement" });
    const rehire = await admin("POST", "/api/admin/engagements", {
      jobOrderId: ids.owedOrder,
      candidateId: next.id,
      startDate: dayFromToday(60),
    });
    expect(rehire.statusCode, rehire.body).toBe(201);
    expect((await today()).counts.replacementsOwed).toBe(0);
  });

  it("is for admins: signed out gets 401", async () => {
    const res = await send("GET", "/api/admin/today");
    expect(res.statusCode).toBe(401);
  });
});
