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

describe("one candidate read on replica B", () => {
  it("comes from memory: a write no trigger announces is not seen", async () => {
    const candidate = await newCandidate();
    expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Engineer");
    await a.database.db.execute(
      sql`ALTER TABLE candidates DISABLE TRIGGER candidates_notify_change`,
    );
    try {
      await a.database.db
        .update(candidates)
        .set({ title: "Unannounced" })
        .where(eq(candidates.id, candidate.id));
      expect(json<Candidate>(await read(b, candidate.id)).title).toBe("Engineer");
    } finally {
      await a.database.db.execute(
        sql`ALTER TABLE candidates ENABLE TRIGGER candidates_notify_change`,
      );
    }
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
