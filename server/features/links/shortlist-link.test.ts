/**
 * A job order's shortlist link shows what the company means to show: no contact details unless
 * the recruiter switches them on (rates and résumés unless switched off), and the candidates in
 * the order the recruiter gave, which the customer's listing follows.
 */
import { describe, expect, it } from "vitest";
import type { JobOrder } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

interface Listed {
  id: string;
  email?: string;
  phone?: string;
  hourlyRate?: number | null;
  resumeUrl?: string | null;
}

async function newOrder(): Promise<JobOrder> {
  return json<JobOrder>(
    await admin("POST", "/api/admin/job-orders", {
      title: "Data engineer",
      customerName: "Hooli",
      customerEmail: "buyer@hooli.example",
    }),
  );
}

/** Three candidates with contact details, a rate and a résumé path; scores 90, 50, 70. */
async function threeCandidates() {
  return Promise.all(
    [90, 50, 70].map((aiAssessmentScore, i) =>
      insertCandidate(h.ctx, {
        aiAssessmentScore,
        hourlyRate: 80 + i,
        phone: `+1 555 010${i}`,
        resumeUrl: `/objects/files/00000000-0000-4000-8000-00000000000${i}`,
      }),
    ),
  );
}

async function shortlist(orderId: string, body: object): Promise<ShareableLink> {
  const res = await admin("POST", `/api/admin/job-orders/${orderId}/shortlist`, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<ShareableLink>(res);
}

async function listing(token: string): Promise<Listed[]> {
  const res = await send("GET", `/api/shared/developers/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ developers: Listed[] }>(res).developers;
}

describe("POST /api/admin/job-orders/{id}/shortlist: what the customer sees", () => {
  it("by default shows no contact details, but rates and résumés", async () => {
    const order = await newOrder();
    const [a, b] = await threeCandidates();
    const link = await shortlist(order.id, { candidateIds: [a!.id, b!.id] });
    expect(link).toMatchObject({ showContact: false, showRates: true, allowResumeDownload: true });
    const shown = await listing(link.token);
    expect(shown).toHaveLength(2);
    for (const developer of shown) {
      expect(developer.email).toBeUndefined();
      expect(developer.phone).toBeUndefined();
      expect(developer.hourlyRate).toEqual(expect.any(Number));
      expect(developer.resumeUrl).toMatch(/^\/api\/shared\//);
    }
  });

  it("takes showContact, showRates and allowResumeDownload", async () => {
    const order = await newOrder();
    const [a] = await threeCandidates();
    const link = await shortlist(order.id, {
      candidateIds: [a!.id],
      showContact: true,
      showRates: false,
      allowResumeDownload: false,
    });
    expect(link).toMatchObject({ showContact: true, showRates: false, allowResumeDownload: false });
    const [developer] = await listing(link.token);
    expect(developer).toMatchObject({ email: a!.email, phone: a!.phone });
    expect(developer!.hourlyRate).toBeUndefined();
    expect(developer!.resumeUrl).toBeUndefined();
  });

  it("rejects a switch that is not a boolean (400)", async () => {
    const order = await newOrder();
    const [a] = await threeCandidates();
    const res = await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
      candidateIds: [a!.id],
      showContact: "yes",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("a link keeps its candidates in the order given", () => {
  it("the shortlist's order, not the score's, in the link and the customer's listing", async () => {
    const order = await newOrder();
    const [high, low, middle] = await threeCandidates();
    const given = [low!.id, middle!.id, high!.id];
    const link = await shortlist(order.id, { candidateIds: given });
    expect(link.candidateIds).toEqual(given);
    expect((await listing(link.token)).map((d) => d.id)).toEqual(given);
  });

  it("a link made or edited with candidateIds follows the new order", async () => {
    const [high, low, middle] = await threeCandidates();
    const created = await admin("POST", "/api/admin/shareable-links", {
      customerName: "Pied Piper",
      customerEmail: "richard@piedpiper.example",
      candidateIds: [middle!.id, high!.id, low!.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = json<ShareableLink>(created);
    expect((await listing(link.token)).map((d) => d.id)).toEqual([middle!.id, high!.id, low!.id]);
    const reordered = [low!.id, middle!.id, high!.id];
    const edited = await admin("PUT", `/api/admin/shareable-links/${link.id}`, {
      customerName: "Pied Piper",
      customerEmail: "richard@piedpiper.example",
      candidateIds: reordered,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<ShareableLink>(edited).candidateIds).toEqual(reordered);
    expect((await listing(link.token)).map((d) => d.id)).toEqual(reordered);
  });
});
