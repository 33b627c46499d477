import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShareableLink } from "#common/link.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { shareableLinkCandidates } from "../../db/schema.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const valid = {
  customerName: "Globex Corporation",
  customerEmail: "Hiring@Globex.example",
  description: "Backend engineers for the payments team",
  expiresAt: null,
};

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
}

async function create(body: object = valid): Promise<ShareableLink> {
  const res = await call("POST", "/api/admin/shareable-links", body);
  expect(res.statusCode, res.body).toBe(201);
  return json<ShareableLink>(res);
}

describe("POST /api/admin/shareable-links", () => {
  it("creates a link with a long random URL-safe token, made by the signed-in admin", async () => {
    const link = await create();
    expect(link).toMatchObject({
      customerName: "Globex Corporation",
      customerEmail: "hiring@globex.example",
      description: "Backend engineers for the payments team",
      isActive: true,
      expiresAt: null,
      createdBy: admin.id,
      accessCount: 0,
      lastAccessedAt: null,
      candidateIds: [],
    });
    // 24 random bytes in base64url: 32 characters, 192 bits.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(link.token, "base64url")).toHaveLength(24);
  });

  it("never repeats a token", async () => {
    const tokens = await Promise.all(Array.from({ length: 25 }, () => create()));
    expect(new Set(tokens.map((l) => l.token)).size).toBe(25);
  });

  it("answers each dialog rule with its message", async () => {
    const res = await call("POST", "/api/admin/shareable-links", {
      customerName: "",
      customerEmail: "not-an-email",
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toEqual({
      customerName: "Customer name is required",
      customerEmail: "Please enter a valid email address",
    });
  });

  it("takes expiresAt as an ISO datetime or null, and accepts a past one", async () => {
    const bad = await call("POST", "/api/admin/shareable-links", {
      ...valid,
      expiresAt: "next tuesday",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors)).toEqual(["expiresAt"]);

    const past = await create({ ...valid, expiresAt: "2020-01-31T00:00:00.000Z" });
    expect(past.expiresAt).toBe("2020-01-31T00:00:00.000Z");
    const future = await create({ ...valid, expiresAt: "2999-05-01T00:00:00+02:00" });
    expect(future.expiresAt).toBe("2999-04-30T22:00:00.000Z");
  });

  it("stores a shortlist of candidates, ignoring repeats, and refuses unknown ids", async () => {
    const a = await insertCandidate(ctx);
    const b = await insertCandidate(ctx);
    const link = await create({ ...valid, candidateIds: [a.id, b.id, a.id] });
    expect(link.candidateIds.sort()).toEqual([a.id, b.id].sort());

    const unknown = await call("POST", "/api/admin/shareable-links", {
      ...valid,
      candidateIds: [a.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ errors: object }>(unknown).errors).toHaveProperty("candidateIds");
  });

  it("checks admin rights before reading the body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/shareable-links",
      payload: { customerName: "" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/admin/shareable-links", () => {
  it("lists links newest first, each with its shortlist", async () => {
    const c = await insertCandidate(ctx);
    const older = await create({ ...valid, customerName: "Older" });
    const newer = await create({ ...valid, customerName: "Newer", candidateIds: [c.id] });
    const res = await call("GET", "/api/admin/shareable-links");
    expect(res.statusCode).toBe(200);
    const list = json<ShareableLink[]>(res);
    const ids = list.map((l) => l.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((l) => l.id === newer.id)?.candidateIds).toEqual([c.id]);
    expect(list.find((l) => l.id === newer.id)?.shortlist).toEqual([
      { id: c.id, fullName: c.fullName, title: c.title, isActive: "active" },
    ]);
    expect(list.find((l) => l.id === older.id)?.candidateIds).toEqual([]);
  });
});

describe("PUT /api/admin/shareable-links/{id}", () => {
  it("updates the fields and status; without candidateIds the shortlist stays", async () => {
    const c = await insertCandidate(ctx);
    const link = await create({ ...valid, candidateIds: [c.id] });
    const res = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      customerName: "Globex Europe",
      customerEmail: "eu@globex.example",
      description: "",
      expiresAt: "2030-01-01T00:00:00.000Z",
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ShareableLink>(res)).toMatchObject({
      id: link.id,
      token: link.token,
      customerName: "Globex Europe",
      customerEmail: "eu@globex.example",
      description: null,
      expiresAt: "2030-01-01T00:00:00.000Z",
      isActive: false,
      candidateIds: [c.id],
    });
  });

  it("replaces the shortlist when candidateIds is sent; an empty list means everyone", async () => {
    const a = await insertCandidate(ctx);
    const b = await insertCandidate(ctx);
    const link = await create({ ...valid, candidateIds: [a.id] });
    const swapped = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...valid,
      candidateIds: [b.id],
    });
    expect(json<ShareableLink>(swapped).candidateIds).toEqual([b.id]);
    const cleared = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...valid,
      candidateIds: [],
    });
    expect(json<ShareableLink>(cleared).candidateIds).toEqual([]);
  });

  it("keeps expiry and status when they are left out, clears expiry with null", async () => {
    const link = await create({ ...valid, expiresAt: "2031-01-01T00:00:00.000Z" });
    const kept = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      customerName: "Renamed",
      customerEmail: "x@globex.example",
    });
    expect(json<ShareableLink>(kept)).toMatchObject({
      customerName: "Renamed",
      expiresAt: "2031-01-01T00:00:00.000Z",
      isActive: true,
      description: valid.description,
    });
    const cleared = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...valid,
      expiresAt: null,
    });
    expect(json<ShareableLink>(cleared).expiresAt).toBeNull();
  });

  it("validates like create and answers 404 for unknown or malformed ids", async () => {
    const link = await create();
    const bad = await call("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...valid,
      customerName: " ",
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: object }>(bad).errors).toEqual({
      customerName: "Customer name is required",
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await call("PUT", `/api/admin/shareable-links/${id}`, valid);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("DELETE /api/admin/shareable-links/{id}", () => {
  it("deletes the link and its shortlist; a second delete is 404", async () => {
    const c = await insertCandidate(ctx);
    const link = await create({ ...valid, candidateIds: [c.id] });
    const res = await call("DELETE", `/api/admin/shareable-links/${link.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const rows = await ctx.database.db
      .select()
      .from(shareableLinkCandidates)
      .where(eq(shareableLinkCandidates.linkId, link.id));
    expect(rows).toEqual([]);
    expect((await call("DELETE", `/api/admin/shareable-links/${link.id}`)).statusCode).toBe(404);
    const shared = await ctx.app.inject({ url: `/api/shared/developers/${link.token}` });
    expect(shared.statusCode).toBe(404);
  });
});
