/**
 * Which company a job order or link belongs to: the body's companyId, else inherited, else
 * the customer's e-mail domain; an unknown companyId is a 400 on the field.
 */
import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, type Company } from "#common/company.ts";
import type { JobOrder } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { contactInquiries } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

let counter = 0;
/** A company with a domain of its own (unique per test, as tests share the database). */
async function company(): Promise<Company & { domain: string }> {
  const run = `${++counter}-${Date.now().toString(36)}`;
  const domain = `acme-${run}.example`;
  const res = await admin("POST", "/api/admin/companies", {
    name: `Acme ${run}`,
    domains: [domain.toUpperCase()],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...json<Company>(res), domain };
}

const order = (customerEmail: string, extra: object = {}) => ({
  title: "Backend engineer",
  customerName: "Jane Buyer",
  customerEmail,
  ...extra,
});
const link = (customerEmail: string, extra: object = {}) => ({
  customerName: "Jane Buyer",
  customerEmail,
  ...extra,
});

async function created<T>(url: string, body: object): Promise<T> {
  const res = await admin("POST", url, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<T>(res);
}

describe("a new job order's company", () => {
  it("is the one listing the customer's e-mail domain, in any case", async () => {
    const acme = await company();
    const made = await created<JobOrder>(
      "/api/admin/job-orders",
      order(`Jane@${acme.domain.toUpperCase()}`),
    );
    expect(made.companyId).toBe(acme.id);
    expect(json(await admin("GET", `/api/admin/job-orders/${made.id}`))).toMatchObject({
      companyId: acme.id,
    });
    const listed = json<JobOrder[]>(await admin("GET", "/api/admin/job-orders"));
    expect(listed.find((o) => o.id === made.id)?.companyId).toBe(acme.id);
    // Another domain, or a subdomain, is not the company's.
    const other = await created<JobOrder>("/api/admin/job-orders", order(`jane@eu.${acme.domain}`));
    expect(other.companyId).toBeNull();
  });

  it("is the body's companyId when given, and none for an explicit null", async () => {
    const acme = await company();
    const chosen = await company();
    const picked = await created<JobOrder>(
      "/api/admin/job-orders",
      order(`jane@${acme.domain}`, { companyId: chosen.id }),
    );
    expect(picked.companyId).toBe(chosen.id);
    const none = await created<JobOrder>(
      "/api/admin/job-orders",
      order(`jane@${acme.domain}`, { companyId: null }),
    );
    expect(none.companyId).toBeNull();
  });

  it("is the newest company when two list the domain", async () => {
    const older = await company();
    const newer = await created<Company>("/api/admin/companies", {
      name: `Acme successor ${Date.now()}`,
      domains: [older.domain],
    });
    const made = await created<JobOrder>("/api/admin/job-orders", order(`x@${older.domain}`));
    expect(made.companyId).toBe(newer.id);
  });

  it("comes from the e-mail of an inquiry a job order is made from", async () => {
    const acme = await company();
    const [inquiry] = await h.ctx.database.db
      .insert(contactInquiries)
      .values({
        firstName: "Ada",
        lastName: "Lee",
        email: `ada@${acme.domain}`,
        company: "Acme",
        message: "We need a backend engineer.",
      })
      .returning();
    const made = await created<JobOrder>(`/api/contacts/${inquiry!.id}/job-order`, {});
    expect(made).toMatchObject({ inquiryId: inquiry!.id, companyId: acme.id });
  });

  it("is set, changed and cleared by an update, and kept when the update leaves it out", async () => {
    const acme = await company();
    const other = await company();
    const made = await created<JobOrder>("/api/admin/job-orders", order("jane@elsewhere.example"));
    expect(made.companyId).toBeNull();
    const url = `/api/admin/job-orders/${made.id}`;
    expect(json(await admin("PUT", url, { companyId: acme.id }))).toMatchObject({
      companyId: acme.id,
    });
    // A changed e-mail does not move it: the domain decides only at creation.
    expect(json(await admin("PUT", url, { customerEmail: `jane@${other.domain}` }))).toMatchObject({
      companyId: acme.id,
    });
    expect(json(await admin("PUT", url, { companyId: null }))).toMatchObject({ companyId: null });
  });

  it("answers 400 on companyId for an unknown or malformed one, writing nothing", async () => {
    const made = await created<JobOrder>("/api/admin/job-orders", order("a@b.example"));
    for (const companyId of ["00000000-0000-4000-8000-000000000000", "acme"]) {
      for (const [method, url, body] of [
        ["POST", "/api/admin/job-orders", order("a@b.example", { companyId })],
        ["PUT", `/api/admin/job-orders/${made.id}`, { companyId, title: "Changed" }],
      ] as const) {
        const res = await admin(method, url, body);
        expect(res.statusCode, `${method} ${companyId}`).toBe(400);
        expect(json(res)).toMatchObject({
          errors: { companyId: COMPANY_MESSAGES.unknownCompany },
        });
      }
    }
    expect(json(await admin("GET", `/api/admin/job-orders/${made.id}`))).toMatchObject({
      title: "Backend engineer",
    });
  });
});

describe("a new link's company", () => {
  it("is the one listing the customer's e-mail domain", async () => {
    const acme = await company();
    const made = await created<ShareableLink>(
      "/api/admin/shareable-links",
      link(`buyer@${acme.domain}`),
    );
    expect(made.companyId).toBe(acme.id);
    const listed = json<ShareableLink[]>(await admin("GET", "/api/admin/shareable-links"));
    expect(listed.find((l) => l.id === made.id)?.companyId).toBe(acme.id);
    const none = await created<ShareableLink>(
      "/api/admin/shareable-links",
      link(`buyer@${acme.domain}`, { companyId: null }),
    );
    expect(none.companyId).toBeNull();
  });

  it("is its job order's company, for a job order's shortlist and a link made for one", async () => {
    const acme = await company();
    const chosen = await company();
    const made = await created<JobOrder>(
      "/api/admin/job-orders",
      order("jane@elsewhere.example", { companyId: chosen.id }),
    );
    const dev = await insertCandidate(h.ctx);
    const shortlist = await created<ShareableLink>(`/api/admin/job-orders/${made.id}/shortlist`, {
      candidateIds: [dev.id],
    });
    expect(shortlist).toMatchObject({ jobOrderId: made.id, companyId: chosen.id });
    // The job order's company before the domain's; the body's own before both.
    const forOrder = await created<ShareableLink>(
      "/api/admin/shareable-links",
      link(`buyer@${acme.domain}`, { jobOrderId: made.id }),
    );
    expect(forOrder.companyId).toBe(chosen.id);
    const own = await created<ShareableLink>(
      "/api/admin/shareable-links",
      link("buyer@elsewhere.example", { jobOrderId: made.id, companyId: acme.id }),
    );
    expect(own.companyId).toBe(acme.id);
  });

  it("is set and cleared by an update, kept without it; an unknown one is a 400", async () => {
    const acme = await company();
    const made = await created<ShareableLink>("/api/admin/shareable-links", link("b@x.example"));
    const url = `/api/admin/shareable-links/${made.id}`;
    const body = link("b@x.example");
    expect(json(await admin("PUT", url, { ...body, companyId: acme.id }))).toMatchObject({
      companyId: acme.id,
    });
    expect(json(await admin("PUT", url, body))).toMatchObject({ companyId: acme.id });
    expect(json(await admin("PUT", url, { ...body, companyId: null }))).toMatchObject({
      companyId: null,
    });
    const unknown = { companyId: "00000000-0000-4000-8000-000000000000" };
    for (const [method, target] of [
      ["POST", "/api/admin/shareable-links"],
      ["PUT", url],
    ] as const) {
      const res = await admin(method, target, { ...body, ...unknown });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ errors: { companyId: COMPANY_MESSAGES.unknownCompany } });
    }
  });

  it("gives a customer's role request from the link the link's company", async () => {
    const acme = await company();
    const made = await created<ShareableLink>(
      "/api/admin/shareable-links",
      link("buyer@elsewhere.example", { companyId: acme.id }),
    );
    const res = await send("POST", `/api/shared/${made.token}/job-orders`, {
      title: "Data engineer",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json<{ id: string }>(res);
    expect(json(await admin("GET", `/api/admin/job-orders/${id}`))).toMatchObject({
      companyId: acme.id,
    });
  });
});
