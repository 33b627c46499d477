/** Job orders: CRUD, from an inquiry, bad input, unknown ids. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder } from "#common/job-order.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { auditLog, contactInquiries, jobOrders } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

const base = {
  title: "Senior backend engineer",
  customerName: "Globex Corporation",
  customerEmail: "Hiring@Globex.example",
};
const unknownId = "00000000-0000-4000-8000-000000000000";

async function countRows() {
  return (await h.ctx.database.db.select({ id: jobOrders.id }).from(jobOrders)).length;
}

describe("creating a job order", () => {
  it("answers 201 with the defaults and empty counts", async () => {
    const res = await admin("POST", "/api/admin/job-orders", base);
    expect(res.statusCode).toBe(201);
    const order = json<JobOrder>(res);
    expect(order).toMatchObject({
      title: "Senior backend engineer",
      customerName: "Globex Corporation",
      customerEmail: "hiring@globex.example",
      company: null,
      inquiryId: null,
      skills: [],
      mustHave: [],
      seniority: null,
      engagementType: "full-time",
      hoursPerWeek: null,
      rateMin: null,
      rateMax: null,
      timezone: null,
      startDate: null,
      description: null,
      status: "open",
      firstShortlistAt: null,
      counts: { pipeline: 0, shortlisted: 0, interview: 0, hired: 0 },
    });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(order.createdAt)).not.toBeNaN();
    const [audit] = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, order.id));
    expect(audit).toMatchObject({ action: "job-order.create", actorEmail: h.admin.email });
  });

  it("keeps every field it is given", async () => {
    const full = {
      ...base,
      company: "Globex",
      skills: ["Node.js", "PostgreSQL"],
      mustHave: ["TypeScript"],
      seniority: "senior",
      engagementType: "contract",
      hoursPerWeek: 40,
      rateMin: 50,
      rateMax: 90,
      timezone: "Europe/Berlin",
      startDate: "2027-01-15",
      description: "Payments team",
      status: "on-hold",
    };
    const res = await admin("POST", "/api/admin/job-orders", full);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ ...full, customerEmail: "hiring@globex.example" });
  });

  it.each([
    ["title", { ...base, title: "" }],
    ["customerName", { ...base, customerName: "  " }],
    ["customerEmail", { ...base, customerEmail: "not-an-address" }],
    ["seniority", { ...base, seniority: "principal" }],
    ["engagementType", { ...base, engagementType: "internship" }],
    ["hoursPerWeek", { ...base, hoursPerWeek: 61 }],
    ["hoursPerWeek", { ...base, hoursPerWeek: 0 }],
    ["rateMin", { ...base, rateMin: 0 }],
    ["rateMax", { ...base, rateMax: 1001 }],
    ["rateMax", { ...base, rateMin: 100, rateMax: 50 }],
    ["timezone", { ...base, timezone: "Mars/Olympus" }],
    ["description", { ...base, description: "x".repeat(5001) }],
    ["status", { ...base, status: "archived" }],
    ["startDate", { ...base, startDate: "next week" }],
  ])("refuses a bad %s with 400, its field's message, and writes nothing", async (field, body) => {
    const before = await countRows();
    const res = await admin("POST", "/api/admin/job-orders", body);
    expect(res.statusCode).toBe(400);
    const error = json<{ message: string; errors: Record<string, string> }>(res);
    expect(error.errors[field]).toBeTruthy();
    expect(await countRows()).toBe(before);
  });

  it("says which rate is out of order", async () => {
    const res = await admin("POST", "/api/admin/job-orders", {
      ...base,
      rateMin: 100,
      rateMax: 50,
    });
    expect(json(res)).toMatchObject({
      errors: { rateMax: "The minimum rate must not be above the maximum rate" },
    });
  });

  it("requires title, customerName and customerEmail", async () => {
    const res = await admin("POST", "/api/admin/job-orders", {});
    expect(res.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, string> }>(res);
    expect(Object.keys(errors).sort()).toEqual(["customerEmail", "customerName", "title"]);
  });
});

describe("reading, updating and deleting", () => {
  it("lists newest first and filters by status", async () => {
    const a = json<JobOrder>(await admin("POST", "/api/admin/job-orders", { ...base, title: "A" }));
    const b = json<JobOrder>(
      await admin("POST", "/api/admin/job-orders", { ...base, title: "B", status: "closed" }),
    );
    const all = json<JobOrder[]>(await admin("GET", "/api/admin/job-orders"));
    const ids = all.map((o) => o.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const closed = json<JobOrder[]>(await admin("GET", "/api/admin/job-orders?status=closed"));
    expect(closed.map((o) => o.id)).toContain(b.id);
    expect(closed.every((o) => o.status === "closed")).toBe(true);
    const bad = await admin("GET", "/api/admin/job-orders?status=archived");
    expect(bad.statusCode).toBe(400);
  });

  it("PUT keeps what it is not sent and checks the rates against the stored ones", async () => {
    const created = json<JobOrder>(
      await admin("POST", "/api/admin/job-orders", {
        ...base,
        skills: ["Go"],
        rateMin: 40,
        rateMax: 80,
      }),
    );
    const put = await admin("PUT", `/api/admin/job-orders/${created.id}`, { status: "filled" });
    expect(put.statusCode).toBe(200);
    expect(json(put)).toMatchObject({
      status: "filled",
      title: base.title,
      skills: ["Go"],
      rateMin: 40,
      rateMax: 80,
    });
    const badRates = await admin("PUT", `/api/admin/job-orders/${created.id}`, { rateMin: 90 });
    expect(badRates.statusCode).toBe(400);
    expect(json(badRates)).toMatchObject({
      errors: { rateMin: "The minimum rate must not be above the maximum rate" },
    });
    const after = json<JobOrder>(await admin("GET", `/api/admin/job-orders/${created.id}`));
    expect(after).toMatchObject({ rateMin: 40, rateMax: 80, status: "filled" });
    const cleared = await admin("PUT", `/api/admin/job-orders/${created.id}`, {
      rateMax: null,
      seniority: "lead",
    });
    expect(json(cleared)).toMatchObject({ rateMin: 40, rateMax: null, seniority: "lead" });
  });

  it("DELETE answers 204, then the job order is gone and its links stay", async () => {
    const order = json<JobOrder>(await admin("POST", "/api/admin/job-orders", base));
    const link = await admin("POST", "/api/admin/shareable-links", {
      customerName: "Globex",
      customerEmail: "h@globex.example",
      jobOrderId: order.id,
    });
    expect(json(link)).toMatchObject({ jobOrderId: order.id });
    const linkId = json<{ id: string }>(link).id;
    const del = await admin("DELETE", `/api/admin/job-orders/${order.id}`);
    expect(del.statusCode).toBe(204);
    expect((await admin("GET", `/api/admin/job-orders/${order.id}`)).statusCode).toBe(404);
    const links = json<Array<{ id: string; jobOrderId: string | null }>>(
      await admin("GET", "/api/admin/shareable-links"),
    );
    expect(links.find((l) => l.id === linkId)).toMatchObject({ jobOrderId: null });
  });

  it.each([
    ["GET", ""],
    ["PUT", ""],
    ["DELETE", ""],
    ["GET", "/matches"],
    ["GET", "/pipeline"],
    ["GET", "/events"],
  ] as const)("%s an unknown job order%s answers 404", async (method, tail) => {
    for (const id of [unknownId, "not-a-uuid"]) {
      const res = await admin(
        method,
        `/api/admin/job-orders/${id}${tail}`,
        method === "PUT" ? { status: "open" } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: "Job order not found" });
    }
  });
});

describe("a job order from an inquiry", () => {
  it("takes the names, e-mail, company, the hiring need's skills and the message", async () => {
    const [inquiry] = await h.ctx.database.db
      .insert(contactInquiries)
      .values({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@analytical.example",
        company: "Analytical Engines",
        hiringNeeds: "devops",
        message: "We need someone to run our Kubernetes clusters.",
      })
      .returning();
    const res = await admin("POST", `/api/contacts/${inquiry!.id}/job-order`);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      customerName: "Ada Lovelace",
      customerEmail: "ada@analytical.example",
      company: "Analytical Engines",
      inquiryId: inquiry!.id,
      skills: ["Docker", "Kubernetes", "Terraform", "AWS"],
      description: "We need someone to run our Kubernetes clusters.",
      status: "open",
    });
    expect(json<JobOrder>(res).title).toBeTruthy();
  });

  it("answers 404 for an unknown inquiry", async () => {
    const res = await admin("POST", `/api/contacts/${unknownId}/job-order`);
    expect(res.statusCode).toBe(404);
  });
});

describe("links with a job order", () => {
  it("refuses an unknown jobOrderId with 400 and writes no link", async () => {
    const before = json<unknown[]>(await admin("GET", "/api/admin/shareable-links")).length;
    const res = await admin("POST", "/api/admin/shareable-links", {
      customerName: "Globex",
      customerEmail: "h@globex.example",
      jobOrderId: unknownId,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errors: { jobOrderId: "Job order not found" } });
    expect(json<unknown[]>(await admin("GET", "/api/admin/shareable-links")).length).toBe(before);
  });

  it("an update without jobOrderId keeps it; null unties the link", async () => {
    const order = json<JobOrder>(await admin("POST", "/api/admin/job-orders", base));
    const body = { customerName: "Globex", customerEmail: "h@globex.example" };
    const link = json<{ id: string }>(
      await admin("POST", "/api/admin/shareable-links", { ...body, jobOrderId: order.id }),
    );
    const kept = await admin("PUT", `/api/admin/shareable-links/${link.id}`, body);
    expect(json(kept)).toMatchObject({ jobOrderId: order.id });
    const untied = await admin("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...body,
      jobOrderId: null,
    });
    expect(json(untied)).toMatchObject({ jobOrderId: null });
  });
});
