/**
 * A candidate's `availableFrom` (the first day they can start, or null: available now),
 * written by an admin through the candidate API: kept on create and update, cleared with
 * null or an empty field, and a date that is not one refused with the field's message.
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { json } from "../../../tests/support/test-app.ts";

const h = apiHarness();
let counter = 0;

function send(method: "POST" | "PUT" | "GET", url: string, payload?: object) {
  return h.ctx.app.inject({ method, url, headers: { cookie: h.admin.cookie }, payload });
}

const body = (extra: object) => ({
  fullName: "Grace Hopper",
  email: `grace${++counter}@example.com`,
  title: "Compiler Engineer",
  ...extra,
});

describe("availableFrom through the admin's candidate API", () => {
  it("is kept on create and update, read back, and cleared with null or an empty field", async () => {
    const created = await send("POST", "/api/candidates", body({ availableFrom: "2027-01-15" }));
    expect(created.statusCode, created.body).toBe(201);
    const { id, availableFrom } = json<Candidate>(created);
    expect(availableFrom).toBe("2027-01-15");
    expect(json<Candidate>(await send("GET", `/api/candidates/${id}`)).availableFrom).toBe(
      "2027-01-15",
    );

    const moved = await send("PUT", `/api/candidates/${id}`, body({ availableFrom: "2027-03-01" }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<Candidate>(moved).availableFrom).toBe("2027-03-01");

    const cleared = await send("PUT", `/api/candidates/${id}`, body({ availableFrom: null }));
    expect(json<Candidate>(cleared).availableFrom).toBeNull();
    await send("PUT", `/api/candidates/${id}`, body({ availableFrom: "2027-04-01" }));
    const emptied = await send("PUT", `/api/candidates/${id}`, body({ availableFrom: "" }));
    expect(json<Candidate>(emptied).availableFrom).toBeNull();
  });

  it("refuses a date that is not one (400 on the field), storing nothing", async () => {
    for (const bad of ["next week", "2027-02-30", "15/01/2027"]) {
      const res = await send("POST", "/api/candidates", body({ availableFrom: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors.availableFrom).toBe(
        "Please enter a valid date",
      );
    }
  });
});
