/**
 * GET and DELETE /api/admin/demo-data: the first start's demo candidates, counted and
 * removed by an admin in one audited call; a real candidate, even one tagged "demo",
 * stays; signed-in non-admins and visitors are refused.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_CANDIDATE_TAG } from "#common/demo-data-values.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { createUser, json } from "../../../tests/support/test-app.ts";
import { demoCandidates } from "../../db/demo-candidates.ts";
import { auditLog, candidates } from "../../db/schema.ts";

const h = apiHarness();
const URL = "/api/admin/demo-data";

const call = (method: "GET" | "DELETE", cookie?: string) =>
  h.ctx.app.inject({ method, url: URL, headers: cookie ? { cookie } : {} });

describe("/api/admin/demo-data", () => {
  it("counts the demo candidates and removes them, audited; a real one tagged demo stays", async () => {
    const [first, second] = demoCandidates();
    await insertCandidate(h.ctx, { ...first!, tags: [DEMO_CANDIDATE_TAG] });
    await insertCandidate(h.ctx, { ...second!, tags: [DEMO_CANDIDATE_TAG] });
    const real = await insertCandidate(h.ctx, { tags: [DEMO_CANDIDATE_TAG, "react"] });

    const counted = await call("GET", h.admin.cookie);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(json(counted)).toEqual({ candidates: 2 });

    const removed = await call("DELETE", h.admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ removed: 2 });
    expect(json(await call("GET", h.admin.cookie))).toEqual({ candidates: 0 });

    const left = await h.ctx.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, real.id));
    expect(left).toHaveLength(1);
    const [audit] = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "demo-data.remove"), eq(auditLog.actorId, h.admin.id)));
    expect(audit?.details).toEqual({ removed: 2 });
  });

  it("refuses visitors (401) and signed-in non-admins (403), removing nothing", async () => {
    const [, , third] = demoCandidates();
    await insertCandidate(h.ctx, { ...third!, tags: [DEMO_CANDIDATE_TAG] });
    const member = await createUser(h.ctx);
    expect((await call("GET")).statusCode).toBe(401);
    expect((await call("DELETE")).statusCode).toBe(401);
    expect((await call("GET", member.cookie)).statusCode).toBe(403);
    expect((await call("DELETE", member.cookie)).statusCode).toBe(403);
    expect(json(await call("GET", h.admin.cookie))).toEqual({ candidates: 1 });
  });
});
