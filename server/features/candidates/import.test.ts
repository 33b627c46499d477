import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import type { ImportResult } from "#common/candidate-csv.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";

const h = apiHarness();
beforeEach(async () => {
  await h.ctx.database.db.delete(candidates);
});

const header = "fullName,email,title,phone,experience,skills,tags,linkedinUrl,isActive";

function upload(csv: string, query = "", contentType = "text/csv; charset=utf-8") {
  return h.ctx.app.inject({
    method: "POST",
    url: `/api/candidates/import${query}`,
    headers: { cookie: h.admin.cookie, "content-type": contentType },
    payload: csv,
  });
}

async function stored(): Promise<number> {
  const [row] = await h.ctx.database.db.select({ n: count() }).from(candidates);
  return row?.n ?? 0;
}

describe("POST /api/candidates/import", () => {
  it("dry run reports created, updated and skipped rows and writes nothing", async () => {
    const existing = await insertCandidate(h.ctx, { email: "old@example.com", title: "Old" });
    const twin = await insertCandidate(h.ctx, {
      email: "twin@example.com",
      linkedinUrl: "https://linkedin.com/in/twin",
    });
    const csv = [
      header,
      'Ada Lovelace,ada@example.com,Engineer,,12,"Go; Rust",vip,,active',
      "Old Person,OLD@example.com,New Title,,,,,,",
      "Twin Again,twin2@example.com,Engineer,,,,,https://www.linkedin.com/in/twin/,",
    ].join("\n");
    const res = await upload(csv, "?dryRun=1");
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ImportResult>(res)).toEqual({
      created: 1,
      updated: 1,
      skipped: 1,
      duplicates: [
        { row: 2, candidateId: existing.id, reason: "email" },
        { row: 3, candidateId: twin.id, reason: "linkedinUrl" },
      ],
      errors: [],
    });
    expect(await stored()).toBe(2);

    const real = await upload(csv);
    expect(json<ImportResult>(real).created).toBe(1);
    expect(await stored()).toBe(3);
    const list = json<Candidate[]>(
      await h.ctx.app.inject({
        method: "GET",
        url: "/api/candidates?q=ada",
        headers: { cookie: h.admin.cookie },
      }),
    );
    expect(list[0]).toMatchObject({ experience: 12, skills: ["Go", "Rust"], tags: ["vip"] });
    const updated = await h.ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${existing.id}`,
      headers: { cookie: h.admin.cookie },
    });
    expect(json<Candidate>(updated).title).toBe("New Title");
  });

  it("lists every error by row and field with the form's messages, and writes nothing", async () => {
    const csv = [
      header,
      "Ada Lovelace,ada@example.com,Engineer,,,,,,",
      "A,not-an-email,Engineer,,twelve,,,,",
      "Bob Smith,ADA@example.com,Engineer,,,,,,",
    ].join("\r\n");
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const result = json<ImportResult>(res);
    expect(result.errors).toEqual([
      { row: 2, field: "fullName", message: "Full name must be at least 2 characters" },
      { row: 2, field: "email", message: "Please enter a valid email address" },
      { row: 2, field: "experience", message: "Must be a number" },
      { row: 3, field: "email", message: "The same e-mail address is already in row 1" },
    ]);
    expect(await stored()).toBe(0);

    const unknownColumn = await upload("fullName,email,title,colour\nAda L,a@example.com,Eng,red");
    expect(json<ImportResult>(unknownColumn).errors).toEqual([
      { row: 0, field: "colour", message: expect.stringMatching(/Unknown column/) },
    ]);
    expect(await stored()).toBe(0);
  });

  it("with row errors reports what happened: nothing created or updated, every row skipped", async () => {
    const existing = await insertCandidate(h.ctx, { email: "old@example.com", title: "Old" });
    const csv = [
      header,
      "Ada Lovelace,ada@example.com,Engineer,,,,,,",
      "Old Person,old@example.com,New Title,,,,,,",
      "A,not-an-email,Engineer,,,,,,",
    ].join("\n");
    const expected: ImportResult = {
      created: 0,
      updated: 0,
      skipped: 3,
      duplicates: [{ row: 2, candidateId: existing.id, reason: "email" }],
      errors: [
        { row: 3, field: "fullName", message: "Full name must be at least 2 characters" },
        { row: 3, field: "email", message: "Please enter a valid email address" },
      ],
    };
    const real = await upload(csv);
    expect(real.statusCode, real.body).toBe(200);
    expect(json<ImportResult>(real)).toEqual(expected);
    // The dry run answers what the import would do with this file: the same.
    expect(json<ImportResult>(await upload(csv, "?dryRun=1"))).toEqual(expected);
    expect(await stored()).toBe(1);
    const unchanged = await h.ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${existing.id}`,
      headers: { cookie: h.admin.cookie },
    });
    expect(json<Candidate>(unchanged).title).toBe("Old");
  });

  it("answers 400 for unreadable CSV and 415 for another content type", async () => {
    const broken = await upload(`${header}\n"Ada,ada@example.com`);
    expect(broken.statusCode).toBe(400);
    expect(json<{ message: string }>(broken).message).toMatch(/not valid CSV/);
    const asJson = await upload('{"rows":[]}', "", "application/json");
    expect(asJson.statusCode).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("imports 10,000 rows in one request and one transaction", async () => {
    const lines = [header];
    for (let i = 0; i < 10_000; i++) {
      lines.push(
        `Person ${i},p${i}@example.com,Engineer,+1 555 ${100000 + i},${i % 50},Go;SQL,bulk,,`,
      );
    }
    const res = await upload(lines.join("\n"));
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ImportResult>(res)).toMatchObject({ created: 10_000, updated: 0, errors: [] });
    expect(await stored()).toBe(10_000);
  }, 120_000);
});
