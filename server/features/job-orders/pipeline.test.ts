/**
 * The pipeline: admin moves, links that shortlist, customer actions
 * on such links, events with their actor, audit rows, concurrent moves, role requests.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder, PipelineEntry, PipelineEvent } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import { ERASED_NAME } from "#common/talent.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { auditLog, candidates, jobOrders, pipelineEvents } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);
const unknownId = "00000000-0000-4000-8000-000000000000";

async function newOrder(values: object = {}): Promise<JobOrder> {
  const res = await admin("POST", "/api/admin/job-orders", {
    title: "Backend engineer",
    customerName: "Globex",
    customerEmail: "buyer@globex.example",
    ...values,
  });
  return json<JobOrder>(res);
}

const pipelineOf = async (orderId: string) =>
  json<PipelineEntry[]>(await admin("GET", `/api/admin/job-orders/${orderId}/pipeline`));
const eventsOf = async (orderId: string) =>
  json<PipelineEvent[]>(await admin("GET", `/api/admin/job-orders/${orderId}/events`));
const stageOf = async (orderId: string, candidateId: string) =>
  (await pipelineOf(orderId)).find((e) => e.candidateId === candidateId)?.stage;
const move = (orderId: string, candidateId: string, body: object) =>
  admin("PUT", `/api/admin/job-orders/${orderId}/pipeline/${candidateId}`, body);

describe("admin moves", () => {
  it("adds a candidate when absent, moves it, and answers the entry", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx, { fullName: "Ada Okafor", hourlyRate: 70 });
    const added = await move(order.id, dev.id, { stage: "sourced" });
    expect(added.statusCode).toBe(200);
    expect(json(added)).toMatchObject({
      candidateId: dev.id,
      stage: "sourced",
      reason: null,
      candidate: {
        id: dev.id,
        fullName: "Ada Okafor",
        title: dev.title,
        hourlyRate: 70,
        isActive: "active",
      },
    });
    const moved = await move(order.id, dev.id, { stage: "interview" });
    expect(json(moved)).toMatchObject({ stage: "interview" });
    // The board may move back; a rejection needs a reason.
    expect(json(await move(order.id, dev.id, { stage: "shortlisted" }))).toMatchObject({
      stage: "shortlisted",
    });
    const rejected = await move(order.id, dev.id, { stage: "rejected", reason: "rate" });
    expect(json(rejected)).toMatchObject({ stage: "rejected", reason: "rate" });
    expect(await pipelineOf(order.id)).toHaveLength(1);
    const after = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${order.id}`));
    expect(after.counts).toEqual({ pipeline: 1, shortlisted: 0, interview: 0, hired: 0 });
    expect(after.firstShortlistAt).not.toBeNull();
  });

  it("records an event per move with the admin's e-mail, newest first, and audits it", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    await move(order.id, dev.id, { stage: "sourced" });
    await move(order.id, dev.id, { stage: "offer" });
    await move(order.id, dev.id, { stage: "offer" }); // no change, no event
    await move(order.id, dev.id, { stage: "rejected", reason: "candidate-declined" });
    const events = await eventsOf(order.id);
    expect(
      events.map(({ from, to, reason, actor, candidateId }) => ({
        from,
        to,
        reason,
        actor,
        candidateId,
      })),
    ).toEqual([
      {
        from: "offer",
        to: "rejected",
        reason: "candidate-declined",
        actor: h.admin.email,
        candidateId: dev.id,
      },
      { from: "sourced", to: "offer", reason: null, actor: h.admin.email, candidateId: dev.id },
      { from: null, to: "sourced", reason: null, actor: h.admin.email, candidateId: dev.id },
    ]);
    expect(Date.parse(events[0]!.at)).not.toBeNaN();
    const audits = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, "pipeline.move")));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({ actorEmail: h.admin.email, targetType: "job-order" });
  });

  it("refuses bad input with 400 and field messages, writing nothing", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    const noReason = await move(order.id, dev.id, { stage: "rejected" });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason)).toMatchObject({
      errors: { reason: "Choose a reason for the rejection" },
    });
    const badStage = await move(order.id, dev.id, { stage: "archived" });
    expect(badStage.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(badStage).errors.stage).toBeTruthy();
    const badReason = await move(order.id, dev.id, { stage: "rejected", reason: "vibes" });
    expect(badReason.statusCode).toBe(400);
    expect(await pipelineOf(order.id)).toEqual([]);
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("answers 404 for a candidate outside the pool and for an unknown job order", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    const outside = await move(order.id, unknownId, { stage: "sourced" });
    expect(outside.statusCode).toBe(404);
    expect((await move(order.id, "nope", { stage: "sourced" })).statusCode).toBe(404);
    const noOrder = await move(unknownId, dev.id, { stage: "sourced" });
    expect(noOrder.statusCode).toBe(404);
    expect(json(noOrder)).toEqual({ message: "Job order not found" });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("DELETE removes the entry (204), then 404", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    await move(order.id, dev.id, { stage: "sourced" });
    const del = await admin("DELETE", `/api/admin/job-orders/${order.id}/pipeline/${dev.id}`);
    expect(del.statusCode).toBe(204);
    expect(await pipelineOf(order.id)).toEqual([]);
    const again = await admin("DELETE", `/api/admin/job-orders/${order.id}/pipeline/${dev.id}`);
    expect(again.statusCode).toBe(404);
    const noOrder = await admin("DELETE", `/api/admin/job-orders/${unknownId}/pipeline/${dev.id}`);
    expect(noOrder.statusCode).toBe(404);
  });

  it("events name the candidate as they were then: after removal, renaming and erasure", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx, { fullName: "Nell Named" });
    await move(order.id, dev.id, { stage: "sourced" });
    await move(order.id, dev.id, { stage: "shortlisted" });
    await admin("DELETE", `/api/admin/job-orders/${order.id}/pipeline/${dev.id}`);
    expect((await eventsOf(order.id)).map((e) => e.candidateName)).toEqual([
      "Nell Named",
      "Nell Named",
    ]);
    await h.ctx.database.db
      .update(candidates)
      .set({ fullName: "Nell Renamed" })
      .where(eq(candidates.id, dev.id));
    await move(order.id, dev.id, { stage: "interview" });
    expect((await eventsOf(order.id)).map((e) => e.candidateName)).toEqual([
      "Nell Renamed",
      "Nell Named",
      "Nell Named",
    ]);
    const erased = await admin("POST", `/api/admin/candidates/${dev.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(202);
    expect(new Set((await eventsOf(order.id)).map((e) => e.candidateName))).toEqual(
      new Set([ERASED_NAME]),
    );
  });

  it("concurrent moves of one entry leave one consistent entry and one event each", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    const stages = ["shortlisted", "interview", "offer", "customer-interested", "sourced"];
    const answers = await Promise.all(stages.map((stage) => move(order.id, dev.id, { stage })));
    expect(answers.map((a) => a.statusCode)).toEqual(stages.map(() => 200));
    const entries = await pipelineOf(order.id);
    expect(entries).toHaveLength(1);
    const events = [...(await eventsOf(order.id))].reverse(); // oldest first
    expect(events).toHaveLength(stages.length);
    expect(events[0]!.from).toBeNull();
    // Each move starts where the one before it left the entry; the last is the entry's stage.
    for (let i = 1; i < events.length; i++) expect(events[i]!.from).toBe(events[i - 1]!.to);
    expect(events.at(-1)!.to).toBe(entries[0]!.stage);
    expect(new Set(events.map((e) => e.to))).toEqual(new Set(stages));
  });
});

describe("links tied to a job order", () => {
  it("put their chosen candidates at shortlisted, never moving one back, and set firstShortlistAt once", async () => {
    const order = await newOrder();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertCandidate(h.ctx)));
    await move(order.id, b!.id, { stage: "interview" });
    await move(order.id, c!.id, { stage: "rejected", reason: "skills" });
    const body = {
      customerName: "Globex",
      customerEmail: "buyer@globex.example",
      candidateIds: [a!.id, b!.id, c!.id],
      jobOrderId: order.id,
    };
    const created = await admin("POST", "/api/admin/shareable-links", body);
    expect(created.statusCode).toBe(201);
    expect(await stageOf(order.id, a!.id)).toBe("shortlisted");
    expect(await stageOf(order.id, b!.id)).toBe("interview");
    expect(await stageOf(order.id, c!.id)).toBe("rejected");
    const first = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${order.id}`));
    expect(first.firstShortlistAt).not.toBeNull();
    expect(first.counts).toEqual({ pipeline: 3, shortlisted: 2, interview: 1, hired: 0 });

    // An update adding a candidate shortlists it; the first shortlist's time stays.
    const d = await insertCandidate(h.ctx);
    const link = json<ShareableLink>(created);
    await admin("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...body,
      candidateIds: [...body.candidateIds, d.id],
    });
    expect(await stageOf(order.id, d.id)).toBe("shortlisted");
    const second = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${order.id}`));
    expect(second.firstShortlistAt).toBe(first.firstShortlistAt);
  });

  it("an existing link given a jobOrderId by update fills that pipeline", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    const body = {
      customerName: "Globex",
      customerEmail: "buyer@globex.example",
      candidateIds: [dev.id],
    };
    const link = json<ShareableLink>(await admin("POST", "/api/admin/shareable-links", body));
    expect(link.jobOrderId).toBeNull();
    expect(await pipelineOf(order.id)).toEqual([]);
    await admin("PUT", `/api/admin/shareable-links/${link.id}`, { ...body, jobOrderId: order.id });
    expect(await stageOf(order.id, dev.id)).toBe("shortlisted");
  });

  it("POST …/shortlist makes a link for the job order's customer in one call", async () => {
    const order = await newOrder({
      customerName: "Initrode",
      customerEmail: "cto@initrode.example",
    });
    const [a, b] = await Promise.all([1, 2].map(() => insertCandidate(h.ctx)));
    const expiresAt = daysFromNow(14);
    const res = await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
      candidateIds: [a!.id, b!.id],
      expiresAt,
      requireEmail: true,
    });
    expect(res.statusCode).toBe(201);
    const link = json<ShareableLink>(res);
    expect(link).toMatchObject({
      customerName: "Initrode",
      customerEmail: "cto@initrode.example",
      jobOrderId: order.id,
      requireEmail: true,
      isActive: true,
    });
    expect(new Date(link.expiresAt!).getTime()).toBe(new Date(expiresAt).getTime());
    expect([...link.candidateIds].sort()).toEqual([a!.id, b!.id].sort());
    expect(await stageOf(order.id, a!.id)).toBe("shortlisted");
    expect(await stageOf(order.id, b!.id)).toBe("shortlisted");
    const events = await eventsOf(order.id);
    expect(events.every((e) => e.actor === h.admin.email && e.to === "shortlisted")).toBe(true);

    const empty = await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
      candidateIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({
      errors: { candidateIds: "Choose at least one candidate" },
    });
    const unknown = await admin("POST", `/api/admin/job-orders/${unknownId}/shortlist`, {
      candidateIds: [a!.id],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("customer actions on a link with a job order", () => {
  async function shortlisted(requireEmail = false) {
    const order = await newOrder();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertCandidate(h.ctx)));
    const link = json<ShareableLink>(
      await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
        candidateIds: [a!.id, b!.id, c!.id],
        requireEmail,
      }),
    );
    return { order, link, a: a!, b: b!, c: c! };
  }
  const verdict = (token: string, developerId: string, value: string) =>
    send("PUT", `/api/shared/${token}/verdicts/${developerId}`, { verdict: value });

  it("interested → customer-interested, not-a-fit → rejected (customer-declined), interview → interview", async () => {
    const { order, link, a, b, c } = await shortlisted();
    expect((await verdict(link.token, a.id, "interested")).statusCode).toBe(200);
    expect((await verdict(link.token, b.id, "not-a-fit")).statusCode).toBe(200);
    const maybe = await verdict(link.token, c.id, "maybe");
    expect(maybe.statusCode).toBe(200);
    const request = await send("POST", `/api/shared/${link.token}/interview-requests`, {
      developerId: c.id,
      slots: [daysFromNow(2)],
      timezone: "Europe/Berlin",
      contactEmail: "buyer@globex.example",
    });
    expect(request.statusCode).toBe(201);
    const board = await pipelineOf(order.id);
    const byId = new Map(board.map((e) => [e.candidateId, e]));
    expect(byId.get(a.id)).toMatchObject({ stage: "customer-interested", reason: null });
    expect(byId.get(b.id)).toMatchObject({ stage: "rejected", reason: "customer-declined" });
    expect(byId.get(c.id)).toMatchObject({ stage: "interview" });
    const customerEvents = (await eventsOf(order.id)).filter((e) => e.actor !== h.admin.email);
    expect(customerEvents).toHaveLength(3);
    expect(customerEvents.every((e) => e.actor === "customer:anonymous")).toBe(true);
    const audits = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, "pipeline.move")));
    expect(audits.length).toBe(6); // 3 shortlisted by the admin, 3 customer moves
  });

  it("never moves backwards and never touches hired", async () => {
    const { order, link, a, b } = await shortlisted();
    await move(order.id, a.id, { stage: "offer" });
    await move(order.id, b.id, { stage: "hired" });
    await verdict(link.token, a.id, "interested");
    await send("POST", `/api/shared/${link.token}/interview-requests`, {
      developerId: a.id,
      slots: [daysFromNow(2)],
      timezone: "UTC",
      contactEmail: "buyer@globex.example",
    });
    await verdict(link.token, b.id, "not-a-fit");
    expect(await stageOf(order.id, a.id)).toBe("offer");
    expect(await stageOf(order.id, b.id)).toBe("hired");
    // A customer's later interest after an interview request does not pull it back either.
    const { order: o2, link: l2, c } = await shortlisted();
    await send("POST", `/api/shared/${l2.token}/interview-requests`, {
      developerId: c.id,
      slots: [daysFromNow(2)],
      timezone: "UTC",
      contactEmail: "buyer@globex.example",
    });
    await verdict(l2.token, c.id, "interested");
    expect(await stageOf(o2.id, c.id)).toBe("interview");
  });

  it("a customer may take back their own not-a-fit, never an admin's rejection", async () => {
    const { order, link, a, b } = await shortlisted();
    await verdict(link.token, a.id, "not-a-fit");
    expect(await stageOf(order.id, a.id)).toBe("rejected");
    await verdict(link.token, a.id, "interested");
    expect(await stageOf(order.id, a.id)).toBe("customer-interested");
    await move(order.id, b.id, { stage: "rejected", reason: "rate" });
    await verdict(link.token, b.id, "interested");
    expect((await pipelineOf(order.id)).find((e) => e.candidateId === b.id)).toMatchObject({
      stage: "rejected",
      reason: "rate",
    });
  });

  it("names a verified viewer in the actor", async () => {
    const { order, link, a } = await shortlisted(true);
    const refused = await verdict(link.token, a.id, "interested");
    expect(refused.statusCode).toBe(401);
    expect(await stageOf(order.id, a.id)).toBe("shortlisted");
    // Verify an address through the real code e-mail.
    const email = `viewer-${Date.now()}@globex.example`;
    await send("POST", `/api/shared/${link.token}/access`, { email });
    const mail = await h.sink.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const verified = await send("POST", `/api/shared/${link.token}/access/verify`, {
      email,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0]!;
    const res = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/shared/${link.token}/verdicts/${a.id}`,
      payload: { verdict: "interested" },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await eventsOf(order.id);
    expect(latest).toMatchObject({ to: "customer-interested", actor: `customer:${email}` });
  });

  it("a link without a job order moves no pipeline", async () => {
    const order = await newOrder();
    const dev = await insertCandidate(h.ctx);
    await move(order.id, dev.id, { stage: "sourced" });
    const link = json<ShareableLink>(
      await admin("POST", "/api/admin/shareable-links", {
        customerName: "Globex",
        customerEmail: "buyer@globex.example",
        candidateIds: [dev.id],
      }),
    );
    await verdict(link.token, dev.id, "interested");
    expect(await stageOf(order.id, dev.id)).toBe("sourced");
  });
});

describe("a customer asks for another role", () => {
  it("answers 201 { id, title }, makes a job order for the link's customer and e-mails the link's creator", async () => {
    const order = await newOrder({ customerName: "Hooli", customerEmail: "gavin@hooli.example" });
    const dev = await insertCandidate(h.ctx);
    const link = json<ShareableLink>(
      await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
        candidateIds: [dev.id],
      }),
    );
    const res = await send("POST", `/api/shared/${link.token}/job-orders`, {
      title: "Data engineer",
      skills: ["Spark", "dbt"],
      description: "For the analytics team",
      hoursPerWeek: 20,
      startDate: "2027-03-01",
    });
    expect(res.statusCode).toBe(201);
    const created = json<{ id: string; title: string }>(res);
    expect(Object.keys(created).sort()).toEqual(["id", "title"]);
    expect(created.title).toBe("Data engineer");
    const stored = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${created.id}`));
    expect(stored).toMatchObject({
      title: "Data engineer",
      customerName: "Hooli",
      customerEmail: "gavin@hooli.example",
      skills: ["Spark", "dbt"],
      description: "For the analytics team",
      hoursPerWeek: 20,
      startDate: "2027-03-01",
      status: "open",
    });
    const mail = await h.sink.waitFor(
      (m) => m.to.includes(h.admin.email.toLowerCase()) && m.subject.includes("Data engineer"),
    );
    expect(mail.text).toContain("Data engineer");
  });

  it("refuses bad input with 400, an unknown link with 404, and writes nothing", async () => {
    const dev = await insertCandidate(h.ctx);
    const link = json<ShareableLink>(
      await admin("POST", "/api/admin/shareable-links", {
        customerName: "Globex",
        customerEmail: "buyer@globex.example",
        candidateIds: [dev.id],
      }),
    );
    const count = async () =>
      (await h.ctx.database.db.select({ id: jobOrders.id }).from(jobOrders)).length;
    const before = await count();
    const bad = await send("POST", `/api/shared/${link.token}/job-orders`, { title: "" });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { title: "Title is required" } });
    const hours = await send("POST", `/api/shared/${link.token}/job-orders`, {
      title: "QA",
      hoursPerWeek: 80,
    });
    expect(hours.statusCode).toBe(400);
    const unknown = await send("POST", `/api/shared/${"x".repeat(32)}/job-orders`, {
      title: "QA",
    });
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it("asks a link that requires an e-mail for a verified viewer (401)", async () => {
    const dev = await insertCandidate(h.ctx);
    const link = json<ShareableLink>(
      await admin("POST", "/api/admin/shareable-links", {
        customerName: "Globex",
        customerEmail: "buyer@globex.example",
        candidateIds: [dev.id],
        requireEmail: true,
      }),
    );
    const res = await send("POST", `/api/shared/${link.token}/job-orders`, { title: "QA" });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ requireEmail: true });
  });
});

describe("events table", () => {
  it("keeps events in move order even within one millisecond", async () => {
    const order = await newOrder();
    const devs = await Promise.all([1, 2, 3, 4].map(() => insertCandidate(h.ctx)));
    await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
      candidateIds: devs.map((d) => d.id),
    });
    const rows = await h.ctx.database.db
      .select()
      .from(pipelineEvents)
      .where(eq(pipelineEvents.jobOrderId, order.id));
    expect(rows).toHaveLength(4);
    const events = await eventsOf(order.id);
    const stamps = events.map((e) => Date.parse(e.at));
    expect([...stamps].sort((x, y) => y - x)).toEqual(stamps);
  });
});
