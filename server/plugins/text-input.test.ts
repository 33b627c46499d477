/**
 * A NUL character (U+0000) in any text input is a 400 naming the field, never a 500 from
 * the database (found by `npm run scan:security`).
 */
import { describe, expect, it } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "#common/http-error.ts";
import { apiHarness } from "../../tests/support/api-harness.ts";
import { json } from "../../tests/support/test-app.ts";
import { findNulCharacter } from "./text-input.ts";

const h = apiHarness();

describe("NUL characters in requests", () => {
  it.each([
    ["/api/candidates?q=a%00b", "q"],
    ["/api/candidates/duplicates?email=x%00%40example.com", "email"],
    ["/api/admin/audit?actor=%00", "actor"],
  ])("GET %s → 400 naming %s", async (url, field) => {
    const res = await h.ctx.app.inject({ method: "GET", url, headers: { cookie: h.admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      message: NUL_CHARACTER_MESSAGE,
      errors: { [field]: NUL_CHARACTER_MESSAGE },
    });
  });

  it("a JSON body with U+0000 in a nested field → 400, and nothing is stored", async () => {
    const res = await h.ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Engines\u0000Ltd",
        hiringNeeds: "backend",
        message: "Hello",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toEqual({
      company: NUL_CHARACTER_MESSAGE,
    });
  });

  it("the same requests without the character are answered as before", async () => {
    const res = await h.ctx.app.inject({
      method: "GET",
      url: "/api/candidates?q=ab",
      headers: { cookie: h.admin.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("walks arrays and keys, and leaves buffers alone", () => {
    expect(findNulCharacter({ skills: ["ok", "b\u0000d"] })).toBe("skills.1");
    expect(findNulCharacter({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findNulCharacter(Buffer.from([0, 0, 0]))).toBeNull();
    expect(findNulCharacter({ a: 1, b: null, c: true })).toBeNull();
  });
});
