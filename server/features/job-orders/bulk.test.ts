/**
 * POST /api/admin/job-orders/{id}/pipeline/bulk: several cards moved to one stage, or
 * removed, each with the event and audit row its single call makes; a rejection needs its
 * reason, as one move does; an unknown candidate changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder, PipelineEntry, PipelineEvent } from "#common/job-order.ts";
import { JOB_ORDER_MESSAGES } from "#common/job-order.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { auditLog } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);
const unknownId = "00000000-0000-4000-8000-000000000000";

/** A job order with three candidates on its board at `sourced`. */
async function board() {
  const order = json<JobOrder>(
    await admin("POST", "/api/admin/job-orders", {
      title: "Backend engineer",
      customerName: "Globex",
      customerEmail: "buyer@globex.example",
    }),
  );
  const devs = [];
  for (const name of ["Ada Bulk", "Ben Bulk", "Cy Bulk"]) {
    const dev = await insertCandidate(h.ctx, { fullName: name });
    const res = await admin("PUT", `/api/admin/job-orders/${order.id}/pipeline/${dev.id}`, {
      stage: "sourced",
    });
    expect(res.statusCode).toBe(200);
    devs.push(dev);
  }
  return { order, devs };
}

const bulk = (orderId: string, body: object) =>
  admin("POST", `/api/admin/job-orders/${orderId}/pipeline/bulk`, body);
const pipelineOf = async (orderId: string) =>
  json<PipelineEntry[]>(await admin("GET", `/api/admin/job-orders/${orderId}/pipeline`));
const eventsOf = async (orderId: string) =>
  json<PipelineEvent[]>(await admin("GET", `/api/admin/job-orders/${orderId}/events`));
const auditOf = (orderId: string, action: string) =>
  h.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, action)));

describe("POST …/pipeline/bulk", () => {
  it("moves every chosen card, one event and one audit row each, and counts the moves", async () => {
    const { order, devs } = await board();
    const [ada, ben, cy] = devs;
    const res = await bulk(order.id, { candidateIds: [ada!.id, ben!.id], stage: "shortlisted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ updated: 2 });

    const stages = Object.fromEntries(
      (await pipelineOf(order.id)).map((e) => [e.candidateId, e.stage]),
    );
    expect(stages).toEqual({
      [ada!.id]: "shortlisted",
      [ben!.id]: "shortlisted",
      [cy!.id]: "sourced",
    });
    const moves = (await eventsOf(order.id)).filter((e) => e.to === "shortlisted");
    expect(moves.map((e) => [e.candidateName, e.from, e.actor]).sort()).toEqual([
      ["Ada Bulk", "sourced", h.admin.email],
      ["Ben Bulk", "sourced", h.admin.email],
    ]);
    const audited = (await auditOf(order.id, "pipeline.move")).filter(
      (row) => (row.details as { to?: string }).to === "shortlisted",
    );
    expect(audited).toHaveLength(2);
    // The 24-hour promise's clock stops as with a single move.
    const after = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${order.id}`));
    expect(after.firstShortlistAt).not.toBeNull();

    // A card already at the stage is not moved again, nor counted.
    expect(
      json(await bulk(order.id, { candidateIds: [ada!.id, cy!.id], stage: "shortlisted" })),
    ).toEqual({
      updated: 1,
    });
  });

  it("needs a reason to reject, as one move does, and records it on each card", async () => {
    const { order, devs } = await board();
    const ids = devs.map((d) => d.id);
    const missing = await bulk(order.id, { candidateIds: ids, stage: "rejected" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { reason: JOB_ORDER_MESSAGES.reasonRequired },
    });
    expect((await pipelineOf(order.id)).every((e) => e.stage === "sourced")).toBe(true);

    const res = await bulk(order.id, { candidateIds: ids, stage: "rejected", reason: "rate" });
    expect(json(res)).toEqual({ updated: 3 });
    expect((await pipelineOf(order.id)).map((e) => [e.stage, e.reason])).toEqual([
      ["rejected", "rate"],
      ["rejected", "rate"],
      ["rejected", "rate"],
    ]);
    expect((await eventsOf(order.id)).filter((e) => e.reason === "rate")).toHaveLength(3);
  });

  it("removes the chosen cards, each audited as a removal", async () => {
    const { order, devs } = await board();
    const res = await bulk(order.id, { candidateIds: [devs[0]!.id, devs[2]!.id], remove: true });
    expect(json(res)).toEqual({ updated: 2 });
    expect((await pipelineOf(order.id)).map((e) => e.candidate.fullName)).toEqual(["Ben Bulk"]);
    expect(await auditOf(order.id, "pipeline.remove")).toHaveLength(2);
  });

  it("changes nothing when one candidate is unknown or off the board (404), or the call is unclear (400)", async () => {
    const { order, devs } = await board();
    const moved = await bulk(order.id, { candidateIds: [devs[0]!.id, unknownId], stage: "offer" });
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toMatchObject({ message: JOB_ORDER_MESSAGES.candidateNotFound });
    const outsider = await insertCandidate(h.ctx, { fullName: "Olly Outside" });
    const removed = await bulk(order.id, {
      candidateIds: [devs[0]!.id, outsider.id],
      remove: true,
    });
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toMatchObject({ message: JOB_ORDER_MESSAGES.notInPipeline });
    expect((await pipelineOf(order.id)).map((e) => e.stage)).toEqual([
      "sourced",
      "sourced",
      "sourced",
    ]);

    for (const body of [
      { candidateIds: [], stage: "offer" },
      { candidateIds: [devs[0]!.id] },
      { candidateIds: [devs[0]!.id], stage: "offer", remove: true },
    ]) {
      expect((await bulk(order.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await bulk(unknownId, { candidateIds: [devs[0]!.id], stage: "offer" })).statusCode,
    ).toBe(404);
  });
});
