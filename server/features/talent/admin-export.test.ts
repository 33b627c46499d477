/**
 * An admin downloads a candidate's whole record for a data-subject request made by e-mail:
 * the same document the candidate's own export gives, audited as gdpr.export.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TalentExport } from "#common/talent.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { auditLog, candidateNotes } from "../../db/schema.ts";
import { exportCandidate } from "./candidate-export.ts";

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  user = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, as?: TestUser) =>
  ctx.app.inject({ method: "GET", url, headers: as ? { cookie: as.cookie } : {} });

describe("GET /api/admin/candidates/{id}/export", () => {
  it("gives the candidate's own export document, as a download, and audits it", async () => {
    const dev = await insertCandidate(ctx, { fullName: "Exa Port", phone: "+44 20 7946 0000" });
    await ctx.database.db
      .insert(candidateNotes)
      .values({ candidateId: dev.id, authorId: admin.id, body: "Asked for their data" });
    const res = await get(`/api/admin/candidates/${dev.id}/export`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(res.headers["cache-control"]).toContain("no-store");
    const data = json<TalentExport>(res);
    const own = JSON.parse(JSON.stringify(await exportCandidate(ctx.database.db, dev.id)));
    expect({ ...data, exportedAt: "" }).toEqual({ ...own, exportedAt: "" });
    expect(data.profile).toMatchObject({ fullName: "Exa Port", phone: "+44 20 7946 0000" });
    expect(data.notes).toEqual([expect.objectContaining({ body: "Asked for their data" })]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "gdpr.export"), eq(auditLog.targetId, dev.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ by: "admin" });
  });

  it("is for admins only (401, 403) and answers 404 for an unknown candidate", async () => {
    const dev = await insertCandidate(ctx);
    expect((await get(`/api/admin/candidates/${dev.id}/export`)).statusCode).toBe(401);
    expect((await get(`/api/admin/candidates/${dev.id}/export`, user)).statusCode).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(`/api/admin/candidates/${unknown}/export`, admin)).statusCode).toBe(404);
    expect((await get("/api/admin/candidates/not-an-id/export", admin)).statusCode).toBe(404);
  });
});
