/**
 * POOL_CONTACT_DETAILS=admins: a signed-in account that may read the pool still browses every
 * candidate, but their e-mail, phone and résumé reach admins only (the list, one candidate,
 * and the résumé file itself). The default (`everyone`) keeps the pool as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_ADMINS_ONLY_MESSAGE } from "#common/auth.ts";
import type { Candidate } from "#common/candidate.ts";
import { pdf, png } from "../../../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";

interface Pool {
  ctx: TestContext;
  admin: TestUser;
  user: TestUser;
  candidate: Candidate;
}

async function uploaded(pool: Pick<Pool, "ctx" | "admin">, body: Buffer): Promise<string> {
  const res = await pool.ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: pool.admin.cookie },
  });
  const url = new URL(json<{ uploadURL: string }>(res).uploadURL);
  const put = await pool.ctx.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": "application/octet-stream" },
    payload: body,
  });
  expect(put.statusCode, put.body).toBe(200);
  return url.toString();
}

/** An app with one candidate holding an e-mail, a phone, a photo and a résumé. */
async function startPool(env: Record<string, string>): Promise<Pool> {
  const ctx = await createTestApp(env);
  const admin = await createUser(ctx, { isAdmin: true });
  const user = await createUser(ctx);
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: admin.cookie },
    payload: {
      fullName: "Conta Details",
      email: "conta.details@example.com",
      phone: "+49 30 1234567",
      title: "Platform Engineer",
      skills: ["Go"],
    },
  });
  const { id } = json<Candidate>(created);
  for (const [kind, body] of [
    ["resume", pdf()],
    ["profile-photo", png()],
  ] as const) {
    const url = await uploaded({ ctx, admin }, body);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${id}/${kind}`,
      headers: { cookie: admin.cookie },
      payload: kind === "resume" ? { resumeURL: url } : { profilePhotoURL: url },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const one = await ctx.app.inject({
    method: "GET",
    url: `/api/candidates/${id}`,
    headers: { cookie: admin.cookie },
  });
  return { ctx, admin, user, candidate: json<Candidate>(one) };
}

const read = (pool: Pool, url: string, as: TestUser) =>
  pool.ctx.app.inject({ method: "GET", url, headers: { cookie: as.cookie } });

describe("POOL_CONTACT_DETAILS=admins", () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await startPool({ POOL_CONTACT_DETAILS: "admins" });
  });
  afterAll(() => pool.ctx.close());

  it("a user reads the candidate and the list without e-mail, phone or résumé", async () => {
    const { candidate, user } = pool;
    const one = await read(pool, `/api/candidates/${candidate.id}`, user);
    expect(one.statusCode).toBe(200);
    expect(json<Candidate>(one)).toMatchObject({
      fullName: "Conta Details",
      skills: ["Go"],
      email: null,
      phone: null,
      resumeUrl: null,
      profilePhoto: candidate.profilePhoto,
    });
    const list = await read(pool, "/api/candidates?search=Conta", user);
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("1");
    expect(json<Candidate[]>(list)).toEqual([
      expect.objectContaining({ id: candidate.id, email: null, phone: null, resumeUrl: null }),
    ]);
    expect(list.body).not.toContain("conta.details@example.com");
    expect(list.body).not.toContain("1234567");
  });

  it("a user is refused the résumé file (403) but sees the photo", async () => {
    const { candidate, user } = pool;
    const resume = await read(pool, candidate.resumeUrl!, user);
    expect(resume.statusCode).toBe(403);
    expect(json<{ message: string }>(resume).message).toBe(RESUME_ADMINS_ONLY_MESSAGE);
    expect((await read(pool, candidate.profilePhoto!, user)).statusCode).toBe(200);
  });

  it("an admin reads everything, the kept answers unchanged by a user's read", async () => {
    const { candidate, admin } = pool;
    const one = json<Candidate>(await read(pool, `/api/candidates/${candidate.id}`, admin));
    expect(one).toMatchObject({ email: "conta.details@example.com", phone: "+49 30 1234567" });
    expect(one.resumeUrl).toBe(candidate.resumeUrl);
    const list = json<Candidate[]>(await read(pool, "/api/candidates?search=Conta", admin));
    expect(list[0]).toMatchObject({ email: "conta.details@example.com" });
    expect((await read(pool, candidate.resumeUrl!, admin)).statusCode).toBe(200);
  });
});

describe("POOL_CONTACT_DETAILS=everyone (the default)", () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await startPool({});
  });
  afterAll(() => pool.ctx.close());

  it("a user reads e-mail, phone and the résumé", async () => {
    const { candidate, user } = pool;
    const one = json<Candidate>(await read(pool, `/api/candidates/${candidate.id}`, user));
    expect(one).toMatchObject({ email: "conta.details@example.com", phone: "+49 30 1234567" });
    expect((await read(pool, candidate.resumeUrl!, user)).statusCode).toBe(200);
  });
});
