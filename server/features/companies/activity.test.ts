/**
 * The company roll-up from real customer calls: visits, profiles opened, verdicts and
 * interview requests made through the links' customer API by a verified viewer and by
 * anonymous ones, summed over the company's links only; its job orders and engagements.
 */
import { describe, expect, it } from "vitest";
import type { Company, CompanyActivity, CompanyTimeline } from "#common/company.ts";
import type { JobOrder } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { viewerCookieName } from "../customer/viewer.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

async function created<T>(url: string, body: object): Promise<T> {
  const res = await admin("POST", url, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<T>(res);
}

/** Proves `email` on the link with the e-mailed code; answers the viewer cookie. */
async function verify(token: string, email: string): Promise<string> {
  const asked = await send("POST", `/api/shared/${token}/access`, { email });
  expect(asked.statusCode, asked.body).toBe(202);
  const mail = await h.sink.waitFor((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));
  h.sink.messages.splice(h.sink.messages.indexOf(mail), 1);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  const res = await send("POST", `/api/shared/${token}/access/verify`, { email, code });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === viewerCookieName(token))!;
  return `${cookie.name}=${cookie.value}`;
}

/** A fresh anonymous browser's visit: answers its visitor cookie. */
async function anonymousVisit(token: string): Promise<string> {
  const res = await send("GET", `/api/shared/developers/${token}`);
  expect(res.statusCode).toBe(200);
  return `vt_visitor=${res.cookies.find((c) => c.name === "vt_visitor")!.value}`;
}

describe("a company's roll-up", () => {
  it("sums what each viewer did over the company's links, anonymous viewers as one row", async () => {
    const run = Date.now().toString(36);
    const domain = `rollup-${run}.example`;
    const company = await created<Company>("/api/admin/companies", {
      name: `Rollup ${run}`,
      domains: [domain],
    });
    const [ada, bob, cy] = await Promise.all([1, 2, 3].map(() => insertCandidate(h.ctx)));
    const order = await created<JobOrder>("/api/admin/job-orders", {
      title: "Platform engineer",
      customerName: "Jane Buyer",
      customerEmail: `jane@${domain}`,
    });
    expect(order.companyId).toBe(company.id);
    // Link A: the job order's shortlist (inherits the company); link B: by the domain.
    const linkA = await created<ShareableLink>(`/api/admin/job-orders/${order.id}/shortlist`, {
      candidateIds: [ada!.id, bob!.id],
    });
    const linkB = await created<ShareableLink>("/api/admin/shareable-links", {
      customerName: "Jane Buyer",
      customerEmail: `cto@${domain}`,
      candidateIds: [ada!.id, cy!.id],
    });
    // Another company's link: Jane's visit there is not this company's.
    const elsewhere = await created<ShareableLink>("/api/admin/shareable-links", {
      customerName: "Other",
      customerEmail: "someone@elsewhere.example",
      candidateIds: [ada!.id],
    });
    expect([linkA.companyId, linkB.companyId, elsewhere.companyId]).toEqual([
      company.id,
      company.id,
      null,
    ]);

    const jane = `jane-${run}@${domain}`;
    // Jane, verified on link A: two visits, two profiles, two verdicts, one interview request.
    const onA = await verify(linkA.token, jane);
    for (let i = 0; i < 2; i++) {
      expect(
        (await send("GET", `/api/shared/developers/${linkA.token}`, undefined, onA)).statusCode,
      ).toBe(200);
    }
    for (const dev of [ada!, bob!]) {
      const res = await send(
        "GET",
        `/api/shared/developers/${linkA.token}/${dev.id}`,
        undefined,
        onA,
      );
      expect(res.statusCode).toBe(200);
    }
    const put = (token: string, id: string, verdict: string, cookie?: string) =>
      send("PUT", `/api/shared/${token}/verdicts/${id}`, { verdict }, cookie);
    expect((await put(linkA.token, ada!.id, "interested", onA)).statusCode).toBe(200);
    expect((await put(linkA.token, bob!.id, "maybe", onA)).statusCode).toBe(200);
    const request = await send(
      "POST",
      `/api/shared/${linkA.token}/interview-requests`,
      {
        developerId: ada!.id,
        slots: [daysFromNow(3)],
        timezone: "Europe/Berlin",
        contactEmail: jane,
      },
      onA,
    );
    expect(request.statusCode, request.body).toBe(201);

    // Jane on link B: one visit, Ada's profile again (still two different profiles).
    const onB = await verify(linkB.token, jane);
    await send("GET", `/api/shared/developers/${linkB.token}`, undefined, onB);
    await send("GET", `/api/shared/developers/${linkB.token}/${ada!.id}`, undefined, onB);
    // Two anonymous browsers on link B: one opens Cy, gives 'not a fit' and asks for an interview.
    const first = await anonymousVisit(linkB.token);
    await anonymousVisit(linkB.token);
    await send("GET", `/api/shared/developers/${linkB.token}/${cy!.id}`, undefined, first);
    expect((await put(linkB.token, cy!.id, "not-a-fit", first)).statusCode).toBe(200);
    const anonymousRequest = await send("POST", `/api/shared/${linkB.token}/interview-requests`, {
      developerId: cy!.id,
      slots: [daysFromNow(4)],
      timezone: "Europe/Berlin",
      contactEmail: `hr@${domain}`,
    });
    expect(anonymousRequest.statusCode).toBe(201);
    // Noise elsewhere.
    const onElsewhere = await verify(elsewhere.token, jane);
    await send("GET", `/api/shared/developers/${elsewhere.token}`, undefined, onElsewhere);
    await put(elsewhere.token, ada!.id, "interested", onElsewhere);

    // A hire on the company's job order is the company's engagement.
    const hire = await created<{ id: string }>("/api/admin/engagements", {
      jobOrderId: order.id,
      candidateId: ada!.id,
      startDate: new Date().toISOString().slice(0, 10),
    });

    const res = await admin("GET", `/api/admin/companies/${company.id}/activity`);
    expect(res.statusCode).toBe(200);
    const activity = json<CompanyActivity>(res);
    expect(activity.viewers).toEqual([
      {
        email: "anonymous",
        visits: 2,
        lastVisitAt: expect.any(String),
        profilesViewed: 1,
        verdicts: 1,
        interviewRequests: 1,
      },
      {
        email: jane,
        visits: 3,
        lastVisitAt: expect.any(String),
        profilesViewed: 2,
        verdicts: 2,
        interviewRequests: 1,
      },
    ]);
    const [anonymousRow, janeRow] = activity.viewers;
    expect(Date.parse(anonymousRow!.lastVisitAt!)).toBeGreaterThanOrEqual(
      Date.parse(janeRow!.lastVisitAt!),
    );
    // Newest link first; viewers as the link's own summary counts them.
    expect(activity.links).toEqual([
      { id: linkB.id, visits: 3, viewers: 3, interested: 0, maybe: 0, notAFit: 1 },
      { id: linkA.id, visits: 2, viewers: 1, interested: 1, maybe: 1, notAFit: 0 },
    ]);
    // The hire filled the job order.
    expect(activity.jobOrders).toEqual([
      { id: order.id, title: "Platform engineer", status: "filled" },
    ]);
    expect(activity.engagements).toEqual([{ id: hire.id, status: "trial" }]);
    expect(json<Company>(await admin("GET", `/api/admin/companies/${company.id}`)).counts).toEqual({
      jobOrders: 1,
      links: 2,
      engagements: 1,
    });

    // The same roll-up as CSV, one line per viewer.
    const csv = await admin("GET", `/api/admin/companies/${company.id}/activity.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="company-viewers-/);
    expect(csv.body.split("\r\n")).toEqual([
      "email,visits,lastVisitAt,profilesViewed,verdicts,interviewRequests",
      `anonymous,2,${anonymousRow!.lastVisitAt},1,1,1`,
      `${jane},3,${janeRow!.lastVisitAt},2,2,1`,
      "",
    ]);

    // The timeline: every event over the company's links and job orders, newest first.
    const timeline = json<CompanyTimeline>(
      await admin("GET", `/api/admin/companies/${company.id}/timeline`),
    );
    const kinds = timeline.map((e) => e.kind);
    expect(kinds.filter((k) => k === "visit")).toHaveLength(5);
    expect(kinds.filter((k) => k === "verdict")).toHaveLength(3);
    expect(kinds.filter((k) => k === "interview-request")).toHaveLength(2);
    expect(kinds.filter((k) => k === "link")).toHaveLength(2);
    expect(kinds.filter((k) => k === "job-order")).toHaveLength(1);
    const times = timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(timeline).toContainEqual({
      at: expect.any(String),
      kind: "verdict",
      viewerEmail: jane,
      subject: ada!.fullName,
      verdict: "interested",
      linkId: linkA.id,
      jobOrderId: order.id,
    });
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: "verdict", viewerEmail: null, verdict: "not-a-fit" }),
    );
    expect(timeline).toContainEqual({
      at: expect.any(String),
      kind: "job-order",
      viewerEmail: null,
      subject: "Platform engineer",
      verdict: null,
      linkId: null,
      jobOrderId: order.id,
    });
  });

  it("is empty for a company with nothing yet", async () => {
    const company = await created<Company>("/api/admin/companies", {
      name: `Quiet ${Date.now().toString(36)}`,
    });
    const activity = json(await admin("GET", `/api/admin/companies/${company.id}/activity`));
    expect(activity).toEqual({ viewers: [], links: [], jobOrders: [], engagements: [] });
    const csv = await admin("GET", `/api/admin/companies/${company.id}/activity.csv`);
    expect(csv.body).toBe("email,visits,lastVisitAt,profilesViewed,verdicts,interviewRequests\r\n");
    const timeline = await admin("GET", `/api/admin/companies/${company.id}/timeline`);
    expect(json(timeline)).toEqual([]);
  });
});
