/**
 * GET /api/candidates/{id} is served from memory on each replica, and a write on another
 * replica is seen by the next read (two apps on one database, both engines).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import {
  createReplica,
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";

let a: TestContext;
let b: TestContext;
let admin: TestUser;

beforeAll(async () => {
  a = await createTestApp();
  b = await createReplica(a);
  admin = await createUser(a, { isAdmin: true });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

let n = 0;
async function newCandidate(): Promise<Candidate> {
  n++;
  const res = await a.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: admin.cookie },
    payload: { fullName: `Cached Person ${n}`, email: `cached${n}@example.com`, title: "Engineer" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Candidate>(res);
}
const read = (on: TestContext, id: string) =>
  on.app.inject({ method: "GET", url: `/api/candidates/${id}`, headers: { cookie: admin.cookie } });

/**
 * Retitles a candidate on A with the change trigger off, so no replica hears of it, then
 * runs `check` before turning the trigger back on: a replica that still answers the old
 * title answers from memory.
 */
async function retitleUnannounced(id: string, check: () => Promise<void>) {
  await a.database.db.execute(sql`ALTER TABLE candidates DISABLE TRIGGER candidates_notify_change`);
  try {
    await a.database.db
      .update(candidates)
      .set({ title: "Unannounced" })
      .where(eq(candidates.id, id));
    await check();
  } finally {
    await a.database.db.execute(
      sql`ALTER TABLE candidates ENABLE TRIGGER candidates_notify_change`,
    );
  }
}

describe("one candidate read on replica B", () => {
  it("comes from memory: a write no trigger announces is not seen", async () => {
    const candidate = await newCandidate();
    expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Engineer");
    await retitleUnannounced(candidate.id, async () => {
      expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Engineer");
    });
  });

  it("shows an edit made on A at once", async () => {
    const candidate = await newCandidate();
    expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Engineer");
    const res = await a.app.inject({
      method: "PUT",
      url: `/api/candidates/${candidate.id}`,
      headers: { cookie: admin.cookie },
      payload: { fullName: candidate.fullName, email: candidate.email, title: "Staff Engineer" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Staff Engineer");
  });

  it("is gone at once when the row is deleted by hand (psql, a script)", async () => {
    const candidate = await newCandidate();
    expect((await read(b, candidate.id)).statusCode).toBe(200);
    await a.database.db.delete(candidates).where(eq(candidates.id, candidate.id));
    expect((await read(b, candidate.id)).statusCode).toBe(404);
  });
});

const list = (on: TestContext, query = "limit=24") =>
  on.app.inject({
    method: "GET",
    url: `/api/candidates?${query}`,
    headers: { cookie: admin.cookie },
  });
const titles = async (on: TestContext, query?: string) => {
  const res = await list(on, query);
  expect(res.statusCode, res.body).toBe(200);
  return {
    titles: json<Candidate[]>(res).map((c) => c.title),
    total: res.headers["x-total-count"],
  };
};

describe("a page of the list read on replica B", () => {
  it("comes from memory: a write no trigger announces is not seen", async () => {
    const candidate = await newCandidate();
    const before = await titles(b);
    expect(before.titles).toContain("Engineer");
    await retitleUnannounced(candidate.id, async () => {
      expect(await titles(b)).toEqual(before);
    });
  });

  it("shows a candidate added, edited or deleted on A at once, with its count", async () => {
    const first = await titles(b);
    const candidate = await newCandidate();
    const added = await titles(b);
    expect(Number(added.total)).toBe(Number(first.total) + 1);
    expect(json<Candidate[]>(await list(b))[0]!.id).toBe(candidate.id);

    const res = await a.app.inject({
      method: "PUT",
      url: `/api/candidates/${candidate.id}`,
      headers: { cookie: admin.cookie },
      payload: { fullName: candidate.fullName, email: candidate.email, title: "Listed Lead" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await titles(b)).titles[0]).toBe("Listed Lead");

    await a.database.db.delete(candidates).where(eq(candidates.id, candidate.id));
    const deleted = await titles(b);
    expect(deleted.total).toBe(first.total);
    expect(deleted.titles).not.toContain("Listed Lead");
  });

  it("answers the same bytes and headers from memory as from the database", async () => {
    await newCandidate();
    const fresh = await list(b, "limit=5&sort=score");
    const cached = await list(b, "limit=5&sort=score");
    expect(cached.body).toBe(fresh.body);
    expect(cached.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(cached.headers["x-total-count"]).toBe(fresh.headers["x-total-count"]);
    // Another page or order is another entry.
    const other = await list(b, "limit=5&sort=score&offset=1");
    expect(json<Candidate[]>(other)[0]).toEqual(json<Candidate[]>(fresh)[1]);
  });
});
