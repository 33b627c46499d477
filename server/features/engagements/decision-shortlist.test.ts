/**
 * The decision page's way back (GET /api/engagements/decide/{token}): `shortlistPath` is the
 * customer's page of the link that shortlisted the developer for the engagement's job
 * order, while that link still opens; null otherwise.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecisionView, Engagement } from "#common/engagement.ts";
import type { JobOrder } from "#common/job-order.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { engagements } from "../../db/schema.ts";
import { hashToken } from "../auth/session-store.ts";
import { newDecisionToken } from "./service.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

/**
 * A hire of a new candidate on a new job order, with a decision token of the test's own
 * (the trial starts in a month, so no e-mail carries one yet).
 */
async function hired() {
  const order = await asAdmin("POST", "/api/admin/job-orders", {
    title: "Data engineer",
    customerName: "Globex",
    customerEmail: "hiring@globex.example",
  });
  expect(order.statusCode, order.body).toBe(201);
  const jobOrderId = json<JobOrder>(order).id;
  const candidate = await insertCandidate(ctx, { isActive: "active" });
  const res = await asAdmin("POST", "/api/admin/engagements", {
    jobOrderId,
    candidateId: candidate.id,
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = newDecisionToken();
  await ctx.database.db
    .update(engagements)
    .set({ decisionTokenHash: hashToken(token) })
    .where(eq(engagements.id, json<Engagement>(res).id));
  const view = async () => {
    const got = await ctx.app.inject({ url: `/api/engagements/decide/${token}` });
    expect(got.statusCode, got.body).toBe(200);
    return json<DecisionView>(got);
  };
  return { jobOrderId, candidateId: candidate.id, view };
}

describe("the decision page's shortlist", () => {
  it("is the newest open link of the job order that shortlisted the developer", async () => {
    const { jobOrderId, candidateId, view } = await hired();
    expect((await view()).shortlistPath).toBeNull();

    const older = await insertLink(ctx, admin.id, { jobOrderId, candidateIds: [candidateId] });
    expect((await view()).shortlistPath).toBe(`/shared/${older.token}`);
    const newer = await insertLink(ctx, admin.id, {
      jobOrderId,
      candidateIds: [candidateId],
      createdAt: new Date(Date.now() + 1000),
    });
    expect((await view()).shortlistPath).toBe(`/shared/${newer.token}`);
  });

  it("is null for links that no longer open, of another job order, or without the developer", async () => {
    const { jobOrderId, candidateId, view } = await hired();
    const other = await hired();
    const someoneElse = await insertCandidate(ctx, { isActive: "active" });
    await insertLink(ctx, admin.id, { jobOrderId, candidateIds: [candidateId], isActive: false });
    await insertLink(ctx, admin.id, {
      jobOrderId,
      candidateIds: [candidateId],
      expiresAt: new Date(Date.now() - 1000),
    });
    await insertLink(ctx, admin.id, { jobOrderId: other.jobOrderId, candidateIds: [candidateId] });
    await insertLink(ctx, admin.id, { jobOrderId, candidateIds: [someoneElse.id] });
    expect(await view()).toMatchObject({ decided: false, shortlistPath: null });
  });
});
