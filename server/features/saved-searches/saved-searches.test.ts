import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedSearch } from "#common/saved-search.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createUser(ctx);
  bob = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const call = (as: TestUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

describe("/api/saved-searches", () => {
  it("keeps each user's own searches; another user's answers 404", async () => {
    const created = await call(alice, "POST", "/api/saved-searches", {
      name: " Rust seniors ",
      query: "q=senior&skills=Rust",
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = json<SavedSearch>(created);
    expect(search).toMatchObject({ name: "Rust seniors", query: "q=senior&skills=Rust" });
    const asObject = await call(alice, "POST", "/api/saved-searches", {
      name: "Go",
      query: { skills: ["Go"], minScore: 80 },
    });
    expect(json<SavedSearch>(asObject).query).toEqual({ skills: ["Go"], minScore: 80 });

    const mine = json<SavedSearch[]>(await call(alice, "GET", "/api/saved-searches"));
    expect(mine.map((s) => s.name)).toEqual(["Go", "Rust seniors"]);
    expect(json<SavedSearch[]>(await call(bob, "GET", "/api/saved-searches"))).toEqual([]);

    const again = await call(alice, "POST", "/api/saved-searches", {
      name: "Go",
      query: "q=go",
    });
    expect(again.statusCode).toBe(409);
    const invalid = await call(alice, "POST", "/api/saved-searches", { name: "", query: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(invalid).errors)).toEqual(
      expect.arrayContaining(["name", "query"]),
    );

    const stolen = await call(bob, "DELETE", `/api/saved-searches/${search.id}`);
    expect(stolen.statusCode).toBe(404);
    expect(await call(alice, "DELETE", `/api/saved-searches/${search.id}`)).toMatchObject({
      statusCode: 204,
    });
    expect((await call(alice, "DELETE", `/api/saved-searches/${search.id}`)).statusCode).toBe(404);
    expect((await call(alice, "DELETE", "/api/saved-searches/not-a-uuid")).statusCode).toBe(404);
  });
});
