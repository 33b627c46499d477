import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestContext } from "../tests/support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("health and readiness", () => {
  it("GET /api/health answers while the process is alive", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(json<{ status: string }>(res).status).toBe("ready");
  });

  it("GET /api/ready answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(json<{ message: string }>(res).message).toBe("The database is not answering.");
    await broken.app.close();
  });
});

describe("one JSON error format", () => {
  it("unknown API routes answer 404 JSON", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(json<{ message: string }>(res).message).toMatch(/Not found/);
  });

  it("validation failures answer 400 with field messages", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { firstName: "", lastName: "L", email: "nope", company: "C", message: "M" },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string> }>(res);
    expect(body.errors.email).toBe("Invalid email address");
    expect(body.errors.firstName).toBeDefined();
    expect(body.errors.hiringNeeds).toBeDefined();
    expect(typeof body.message).toBe("string");
  });

  it("malformed JSON answers 400 with a readable message", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: "The request body is not valid JSON." });
  });

  it("an oversized body answers 413", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json<{ message: string }>(res).message).toBe("The request is too large.");
  });

  it("a failure inside a handler answers 500 with a reference and no internals", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "A", lastName: "B", email: "a@b.co", company: "C", message: "M" },
    });
    expect(res.statusCode).toBe(500);
    const body = json<{ message: string }>(res);
    expect(body).toEqual({
      message: `Something went wrong on our side. Reference: ${res.headers["x-request-id"]}`,
    });
    expect(res.body).not.toMatch(/at |Error|stack/);
    await broken.app.close();
  });

  it("not signed in answers 401 with the JSON format", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: "Please sign in to continue." });
  });
});

describe("security headers", () => {
  it("every response carries CSP and the helmet headers", async () => {
    for (const url of ["/api/health", "/api/nope", "/api/auth/user"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      // helmet's defaults for this site (server/plugins/security.ts), on answers and errors.
      expect(res.headers, url).toMatchObject({
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-xss-protection": "0",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
      });
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-request-id"]).toBeTruthy();
    }
  });

  it("a state-changing request from a foreign Origin gets 403", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(res.statusCode).toBe(403);
    expect(json<{ message: string }>(res).message).toBe("Cross-site requests are not allowed.");
  });

  it("the site's own Origin and requests without Origin pass", async () => {
    const own = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(own.statusCode).toBe(204);
    const none = await ctx.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(none.statusCode).toBe(204);
  });
});
