/**
 * A deeply nested JSON body (5,000 levels) once answered 500 on every JSON route: a
 * RangeError ("Maximum call stack size exceeded") from walking or validating the parsed body.
 * It is a client's mistake, so it is a 400 with the usual `{ message }` shape.
 */
import { describe, expect, it } from "vitest";
import { apiHarness } from "../../tests/support/api-harness.ts";
import { insertCandidate, insertLink } from "../../tests/support/link-fixtures.ts";
import { json } from "../../tests/support/test-app.ts";
import { JSON_TOO_DEEP_MESSAGE, jsonDepth, MAX_JSON_DEPTH } from "./json-body.ts";

const h = apiHarness();
const DEPTH = 5_000;
const arrays = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
const objects = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
const inField = (field: string) => `{"${field}":${objects}}`;

function send(method: "POST" | "PUT", url: string, payload: string, cookie?: string) {
  return h.ctx.app.inject({
    method,
    url,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload,
  });
}

describe("a deeply nested JSON body", () => {
  it.each([
    ["arrays", arrays],
    ["objects", objects],
    ["objects in a field", inField("email")],
  ])("answers 400 with { message } on POST /api/auth/login (%s)", async (_kind, payload) => {
    const res = await send("POST", "/api/auth/login", payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
  });

  it.each([
    ["arrays", arrays],
    ["objects", objects],
    ["objects in a field", inField("message")],
  ])("answers 400 with { message } on POST /api/contact (%s)", async (_kind, payload) => {
    const res = await send("POST", "/api/contact", payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
  });

  it.each([
    ["arrays", arrays],
    ["objects", objects],
    ["objects in a list field", `{"skills":[${objects}]}`],
  ])("answers 400 with { message } on PUT /api/candidates/{id} (%s)", async (_kind, payload) => {
    const candidate = await insertCandidate(h.ctx, {});
    const res = await send("PUT", `/api/candidates/${candidate.id}`, payload, h.admin.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
  });

  it("takes an empty JSON body as none: 400 where a body is needed, the call where none is", async () => {
    const empty = await send("POST", "/api/auth/login", "");
    expect(empty.statusCode).toBe(400);
    expect(json<{ message: string }>(empty).message).toBeTruthy();
    const link = await insertLink(h.ctx, h.admin.id, {});
    const removed = await h.ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/shareable-links/${link.id}`,
      headers: { "content-type": "application/json", cookie: h.admin.cookie },
      payload: "",
    });
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it("keeps Fastify's answers to __proto__ and broken JSON", async () => {
    const proto = await send("POST", "/api/auth/login", '{"__proto__":{"isAdmin":true}}');
    expect(proto.statusCode).toBe(400);
    const broken = await send("POST", "/api/auth/login", '{"email":');
    expect(json(broken)).toEqual({ message: "The request body is not valid JSON." });
  });

  it("still accepts an ordinary body and reports a field's error", async () => {
    const res = await send("POST", "/api/auth/login", '{"email":"x","password":"y"}');
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toHaveProperty("email");
    const withCharset = await h.ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify({ email: h.admin.email, password: h.admin.password }),
    });
    expect(withCharset.statusCode, withCharset.body).toBe(200);
  });
});

describe("jsonDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{\\"]]"}]}')).toBe(3);
    expect(jsonDepth('"[[["')).toBe(0);
    expect(jsonDepth(arrays)).toBe(DEPTH);
    expect(jsonDepth(objects, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });

  it("lets a body at the limit through to the route", async () => {
    const atLimit = `{"email":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`;
    const res = await send("POST", "/api/auth/login", atLimit);
    expect(res.statusCode).toBe(400);
    expect(json<{ errors?: Record<string, string> }>(res).errors).toHaveProperty("email");
  });
});
