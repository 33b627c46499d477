/**
 * A candidate's whole record for the candidate's screen: their application with its scorecard
 * and note, the job orders whose pipelines hold them, and their engagements; admins only.
 */
import { describe, expect, it } from "vitest";
import type { CandidateRecord } from "#common/candidate-record.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: object) =>
  method === "PATCH"
    ? h.ctx.app.inject({ method, url, payload: body, headers: { cookie: h.admin.cookie } })
    : send(method, url, body, h.admin.cookie);

describe("GET /api/admin/candidates/{id}/record", () => {
  it("gives the application with its scorecard and note, pipelines and engagements", async () => {
    const email = `recorded-${Date.now()}@example.com`;
    const applied = await admin("POST", "/api/applications", {
      fullName: "Rea Corded",
      email,
      title: "Backend Engineer",
      consent: true,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id: applicationId } = json<{ id: string }>(applied);
    const scorecard = { technical: 5, communication: 4, english: 4, reliability: 5 };
    const approved = await admin("PATCH", `/api/admin/applications/${applicationId}`, {
      status: "approved",
      scorecard,
      note: "Strong systems design.",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { candidateId } = json<{ candidateId: string }>(approved);

    const order = json<{ id: string }>(
      await admin("POST", "/api/admin/job-orders", {
        title: "Payments engineer",
        customerName: "Hooli",
        customerEmail: "cto@hooli.example",
      }),
    );
    await admin("PUT", `/api/admin/job-orders/${order.id}/pipeline/${candidateId}`, {
      stage: "shortlisted",
    });
    const hired = await admin("POST", "/api/admin/engagements", {
      jobOrderId: order.id,
      candidateId,
      startDate: "2027-01-04",
    });
    expect(hired.statusCode, hired.body).toBe(201);

    const res = await admin("GET", `/api/admin/candidates/${candidateId}/record`);
    expect(res.statusCode, res.body).toBe(200);
    const record = json<CandidateRecord>(res);
    expect(record.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        status: "approved",
        scorecard,
        note: "Strong systems design.",
      }),
    ]);
    expect(record.pipelines).toEqual([
      expect.objectContaining({
        jobOrderId: order.id,
        title: "Payments engineer",
        customerName: "Hooli",
      }),
    ]);
    expect(record.engagements).toEqual([
      expect.objectContaining({
        jobOrderId: order.id,
        title: "Payments engineer",
        status: "trial",
        startDate: "2027-01-04",
      }),
    ]);
  });

  it("answers an untouched candidate with empty lists, 404 for an unknown one", async () => {
    const dev = await insertCandidate(h.ctx);
    const res = await admin("GET", `/api/admin/candidates/${dev.id}/record`);
    expect(json(res)).toEqual({ applications: [], pipelines: [], engagements: [] });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin("GET", `/api/admin/candidates/${unknown}/record`)).statusCode).toBe(404);
  });
});
