/** Companies: CRUD, a unique name in any case, domains normalised, bad input, deletion. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, type Company } from "#common/company.ts";
import type { JobOrder } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { auditLog } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

let counter = 0;
const unique = (name: string) => `${name} ${++counter}-${Date.now().toString(36)}`;
const unknownId = "00000000-0000-4000-8000-000000000000";

async function create(body: object): Promise<Company> {
  const res = await admin("POST", "/api/admin/companies", body);
  expect(res.statusCode, res.body).toBe(201);
  return json<Company>(res);
}

describe("creating and reading a company", () => {
  it("answers 201 with the company and empty counts, audited", async () => {
    const name = unique("Globex");
    const res = await admin("POST", "/api/admin/companies", {
      name: `  ${name} `,
      domains: ["Globex.EXAMPLE", " @globex-corp.example ", "globex.example"],
      notes: "Prefers senior engineers",
    });
    expect(res.statusCode).toBe(201);
    const company = json<Company>(res);
    expect(company).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      domains: ["globex.example", "globex-corp.example"],
      notes: "Prefers senior engineers",
      // Its new links' defaults: off, as a link's own.
      requireAgreement: false,
      agreementText: "",
      showContact: true,
      watermark: false,
      createdAt: expect.any(String),
      counts: { jobOrders: 0, links: 0, engagements: 0 },
    });
    expect(Date.parse(company.createdAt)).not.toBeNaN();

    const one = await admin("GET", `/api/admin/companies/${company.id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one)).toEqual(company);
    const list = json<Company[]>(await admin("GET", "/api/admin/companies"));
    expect(list).toContainEqual(company);
    const [audit] = await h.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, company.id));
    expect(audit).toMatchObject({ action: "company.create", actorEmail: h.admin.email });
  });

  it("defaults domains to [] and notes to null, and lists companies by name in any case", async () => {
    const stem = unique("Order");
    const b = await create({ name: `${stem} b` });
    const a = await create({ name: `${stem} A` });
    expect(b).toMatchObject({ domains: [], notes: null });
    const names = json<Company[]>(await admin("GET", "/api/admin/companies"))
      .map((c) => c.name)
      .filter((n) => n.startsWith(stem));
    expect(names).toEqual([a.name, b.name]);
  });

  it("refuses a name another company has, in any case, with 409 on name", async () => {
    const name = unique("Initech");
    const first = await create({ name });
    for (const clash of [name, name.toUpperCase(), ` ${name.toLowerCase()} `]) {
      const res = await admin("POST", "/api/admin/companies", { name: clash });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        message: COMPANY_MESSAGES.nameTaken,
        errors: { name: COMPANY_MESSAGES.nameTaken },
      });
    }
    const other = await create({ name: unique("Umbrella") });
    const renamed = await admin("PUT", `/api/admin/companies/${other.id}`, {
      name: name.toUpperCase(),
    });
    expect(renamed.statusCode).toBe(409);
    expect(json(renamed)).toMatchObject({ errors: { name: COMPANY_MESSAGES.nameTaken } });
    // Its own name in another case is no clash.
    const same = await admin("PUT", `/api/admin/companies/${first.id}`, {
      name: name.toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
    expect(json<Company>(same).name).toBe(name.toUpperCase());
  });

  it("answers two concurrent creates of one name with one 201 and one 409", async () => {
    const name = unique("Race");
    const answers = await Promise.all([
      admin("POST", "/api/admin/companies", { name }),
      admin("POST", "/api/admin/companies", { name: name.toLowerCase() }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ["a missing name", {}, "name", COMPANY_MESSAGES.nameRequired],
    ["a blank name", { name: "   " }, "name", COMPANY_MESSAGES.nameRequired],
    ["a long name", { name: "x".repeat(201) }, "name", COMPANY_MESSAGES.nameTooLong],
    [
      "a web address",
      { name: "W", domains: ["https://acme.example/about"] },
      "domains.0",
      COMPANY_MESSAGES.domainIsUrl,
    ],
    [
      "an e-mail address",
      { name: "E", domains: ["acme.example", "jane@acme.example"] },
      "domains.1",
      COMPANY_MESSAGES.domainIsEmail,
    ],
    [
      "not a host name",
      { name: "H", domains: ["acme"] },
      "domains.0",
      COMPANY_MESSAGES.domainInvalid,
    ],
    ["a domain list", { name: "L", domains: "acme.example" }, "domains", undefined],
    [
      "too many domains",
      { name: "M", domains: Array.from({ length: 51 }, (_, i) => `d${i}.example`) },
      "domains",
      COMPANY_MESSAGES.tooManyDomains,
    ],
    ["long notes", { name: "N", notes: "x".repeat(5001) }, "notes", COMPANY_MESSAGES.notesTooLong],
  ])("answers 400 with a field message for %s", async (_case, body, field, message) => {
    const res = await admin("POST", "/api/admin/companies", body);
    expect(res.statusCode).toBe(400);
    const error = json<{ message: string; errors: Record<string, string> }>(res);
    expect(error.errors[field]).toBeDefined();
    if (message) expect(error.errors[field]).toBe(message);
  });

  it("answers 404 for an unknown or malformed id, on every call", async () => {
    for (const id of [unknownId, "not-a-uuid"]) {
      for (const [method, url, body] of [
        ["GET", `/api/admin/companies/${id}`],
        ["PUT", `/api/admin/companies/${id}`, { notes: "x" }],
        ["DELETE", `/api/admin/companies/${id}`],
        ["GET", `/api/admin/companies/${id}/activity`],
        ["GET", `/api/admin/companies/${id}/activity.csv`],
      ] as const) {
        const res = await admin(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(json(res)).toEqual({ message: COMPANY_MESSAGES.notFound });
      }
    }
  });
});

describe("changing a company", () => {
  it("keeps what an update does not send, and normalises domains", async () => {
    const company = await create({
      name: unique("Hooli"),
      domains: ["hooli.example"],
      notes: "First note",
    });
    const res = await admin("PUT", `/api/admin/companies/${company.id}`, {
      domains: ["HOOLI.example", "Hooli-XYZ.example"],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      ...company,
      domains: ["hooli.example", "hooli-xyz.example"],
    });
    const cleared = json<Company>(
      await admin("PUT", `/api/admin/companies/${company.id}`, { notes: null, domains: [] }),
    );
    expect(cleared).toMatchObject({ name: company.name, notes: null, domains: [] });
    const bad = await admin("PUT", `/api/admin/companies/${company.id}`, { name: "" });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { name: COMPANY_MESSAGES.nameRequired } });
  });
});

describe("deleting a company", () => {
  it("answers 204; its job orders and links keep working with companyId null", async () => {
    const company = await create({ name: unique("Soylent") });
    const order = json<JobOrder>(
      await admin("POST", "/api/admin/job-orders", {
        title: "Data engineer",
        customerName: "Sol Green",
        customerEmail: "sol@soylent.example",
        companyId: company.id,
      }),
    );
    const link = json<ShareableLink>(
      await admin("POST", "/api/admin/shareable-links", {
        customerName: "Soylent",
        customerEmail: "sol@soylent.example",
        companyId: company.id,
        jobOrderId: order.id,
      }),
    );
    expect([order.companyId, link.companyId]).toEqual([company.id, company.id]);
    const counted = json<Company>(await admin("GET", `/api/admin/companies/${company.id}`));
    expect(counted.counts).toEqual({ jobOrders: 1, links: 1, engagements: 0 });

    const res = await admin("DELETE", `/api/admin/companies/${company.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await admin("GET", `/api/admin/companies/${company.id}`)).statusCode).toBe(404);
    expect((await admin("DELETE", `/api/admin/companies/${company.id}`)).statusCode).toBe(404);

    const kept = await admin("GET", `/api/admin/job-orders/${order.id}`);
    expect(kept.statusCode).toBe(200);
    expect(json(kept)).toMatchObject({ id: order.id, companyId: null });
    const edited = await admin("PUT", `/api/admin/job-orders/${order.id}`, { status: "on-hold" });
    expect(json(edited)).toMatchObject({ status: "on-hold", companyId: null });
    const links = json<ShareableLink[]>(await admin("GET", "/api/admin/shareable-links"));
    expect(links.find((l) => l.id === link.id)).toMatchObject({
      companyId: null,
      jobOrderId: order.id,
    });
    // The customer still opens the link.
    expect((await send("GET", `/api/shared/developers/${link.token}`)).statusCode).toBe(200);
  });
});
