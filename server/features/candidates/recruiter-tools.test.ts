import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import type { CandidateNote } from "#common/candidate-note.ts";
import type { DuplicateMatch } from "#common/duplicate.ts";
import { insertLink } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true, firstName: "Rita" });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(candidates);
});

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, as = admin) =>
  ctx.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function create(values: Record<string, unknown>): Promise<Candidate> {
  const res = await call("POST", "/api/candidates", { title: "Engineer", ...values });
  expect(res.statusCode, res.body).toBe(201);
  return json<Candidate>(res);
}

describe("tags", () => {
  it("are admin-edited, filterable with tags=, and absent from shared responses", async () => {
    const ada = await create({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      tags: ["shortlist", "rust", "shortlist"],
    });
    expect(ada.tags).toEqual(["shortlist", "rust"]);
    await create({ fullName: "Alan Turing", email: "alan@example.com", tags: ["rust"] });
    const both = await call("GET", "/api/candidates?tags=rust", undefined, user);
    expect(json<Candidate[]>(both)).toHaveLength(2);
    const one = await call("GET", "/api/candidates?tags=rust,shortlist", undefined, user);
    expect(json<Candidate[]>(one).map((c) => c.fullName)).toEqual(["Ada Lovelace"]);

    const link = await insertLink(ctx, admin.id, { candidateIds: [ada.id] });
    for (const url of [
      `/api/shared/developers/${link.token}`,
      `/api/shared/developers/${link.token}/${ada.id}`,
    ]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain("shortlist");
      expect(res.body).not.toMatch(/"tags"|"notes"|resumeText/);
    }
  });
});

describe("notes", () => {
  it("keeps author and time, newest first; admin only; 404 for an unknown candidate", async () => {
    const c = await create({ fullName: "Grace Hopper", email: "grace@example.com" });
    const first = await call("POST", `/api/candidates/${c.id}/notes`, { body: " Called her. " });
    expect(first.statusCode, first.body).toBe(201);
    const note = json<CandidateNote>(first);
    expect(note.body).toBe("Called her.");
    expect(note.author).toEqual({ id: admin.id, name: "Rita Tester" });
    expect(Date.parse(note.createdAt)).not.toBeNaN();
    await call("POST", `/api/candidates/${c.id}/notes`, { body: "Second" });

    const list = json<CandidateNote[]>(await call("GET", `/api/candidates/${c.id}/notes`));
    expect(list.map((n) => n.body)).toEqual(["Second", "Called her."]);

    const empty = await call("POST", `/api/candidates/${c.id}/notes`, { body: "  " });
    expect(empty.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(empty).errors.body).toBe("Please write a note");
    const asUser = await call("GET", `/api/candidates/${c.id}/notes`, undefined, user);
    expect(asUser.statusCode).toBe(403);
    const unknown = await call("GET", `/api/candidates/${crypto.randomUUID()}/notes`);
    expect(unknown.statusCode).toBe(404);
    // Notes are not part of the candidate itself.
    expect((await call("GET", `/api/candidates/${c.id}`, undefined, user)).body).not.toContain(
      "Called her",
    );
  });
});

describe("GET /api/candidates/export.csv", () => {
  it("writes the list's filter as spreadsheet-safe CSV", async () => {
    await create({
      fullName: "Eve Formula",
      email: "eve@example.com",
      summary: '=HYPERLINK("http://evil")',
      skills: ["Go", "Rust"],
      tags: ["vip"],
    });
    await create({ fullName: "Bob Plain", email: "bob@example.com", skills: ["Java"] });
    const res = await call("GET", "/api/candidates/export.csv?skills=Go");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="candidates-/);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("fullName,email");
    expect(lines[1]).toContain("Eve Formula");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("Go;Rust");
    expect(res.body).not.toContain("Bob Plain");
    expect((await call("GET", "/api/candidates/export.csv", undefined, user)).statusCode).toBe(403);
  });
});

describe("GET /api/candidates/duplicates", () => {
  it("finds the same e-mail, profile URL, or a close name with the same phone", async () => {
    const ada = await create({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      linkedinUrl: "https://www.linkedin.com/in/ada-lovelace/",
      githubUrl: "https://github.com/ada",
    });
    const find = async (query: string) => {
      const res = await call("GET", `/api/candidates/duplicates?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<DuplicateMatch[]>(res).map((d) => [d.candidateId, d.reason]);
    };
    expect(await find("email=ADA@example.com")).toEqual([[ada.id, "email"]]);
    expect(await find("linkedinUrl=http://linkedin.com/in/Ada-Lovelace?trk=x")).toEqual([
      [ada.id, "linkedinUrl"],
    ]);
    expect(await find("githubUrl=github.com/ada/")).toEqual([[ada.id, "githubUrl"]]);
    expect(
      await find(`fullName=${encodeURIComponent("Ada Lovelace-King")}&phone=442079460000`),
    ).toEqual([[ada.id, "namePhone"]]);
    // A different person sharing the office phone, or the candidate being edited: none.
    expect(await find(`fullName=Bob%20Smith&phone=442079460000`)).toEqual([]);
    expect(await find(`email=ada@example.com&excludeId=${ada.id}`)).toEqual([]);
    expect(await find("")).toEqual([]);
  });
});
