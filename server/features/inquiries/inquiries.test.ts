import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "#common/constants.ts";
import type { Inquiry } from "#common/inquiry.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
} from "../../../tests/support/test-app.ts";
import { inquiryRateLimit } from "./routes.ts";

const inquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com",
  company: "Analytical Engines",
  hiringNeeds: "backend",
  message: "We need two backend engineers.",
};

let ctx: TestContext;
let clientNo = 0;
/** A fresh client address per request keeps the rate limit out of tests about other rules. */
const freshClient = () => `10.1.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;

function post(url: string, payload: unknown, remoteAddress = freshClient()) {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /api/contact (home section)", () => {
  it("stores a valid inquiry and answers 201 with it", async () => {
    const res = await post("/api/contact", inquiry);
    expect(res.statusCode).toBe(201);
    const body = json<Inquiry>(res);
    expect(body).toMatchObject({ ...inquiry, email: "ada@example.com", handledAt: null });
    expect(body.id).toBeTruthy();
  });

  it("accepts a missing or empty hiring need", async () => {
    const { hiringNeeds: _, ...withoutNeed } = inquiry;
    expect((await post("/api/contact", withoutNeed)).statusCode).toBe(201);
    const res = await post("/api/contact", { ...inquiry, hiringNeeds: "" });
    expect(res.statusCode).toBe(201);
    expect(json<Inquiry>(res).hiringNeeds).toBe("");
  });

  it.each(["firstName", "lastName", "email", "company", "message"])(
    "answers 400 naming %s when it is missing or blank",
    async (field) => {
      const { [field]: _, ...rest } = inquiry as Record<string, string>;
      const missing = await post("/api/contact", rest);
      expect(missing.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(missing).errors).toHaveProperty(field);
      const blank = await post("/api/contact", { ...inquiry, [field]: "   " });
      expect(blank.statusCode).toBe(400);
    },
  );

  it("rejects an unknown hiring need and an invalid email", async () => {
    expect((await post("/api/contact", { ...inquiry, hiringNeeds: "astronaut" })).statusCode).toBe(
      400,
    );
    const res = await post("/api/contact", { ...inquiry, email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors.email).toBe(
      "Invalid email address",
    );
  });
});

describe("POST /api/contacts (contact page)", () => {
  it("stores a valid inquiry", async () => {
    const res = await post("/api/contacts", inquiry);
    expect(res.statusCode).toBe(201);
    expect(json<Inquiry>(res).company).toBe("Analytical Engines");
  });

  it.each(["firstName", "lastName", "email", "company", "hiringNeeds", "message"])(
    "answers 400 naming %s when it is missing",
    async (field) => {
      const { [field]: _, ...rest } = inquiry as Record<string, string>;
      const res = await post("/api/contacts", rest);
      expect(res.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors).toHaveProperty(field);
    },
  );

  it("requires a hiring need (an empty one is refused)", async () => {
    expect((await post("/api/contacts", { ...inquiry, hiringNeeds: "" })).statusCode).toBe(400);
  });
});

describe("oversized input", () => {
  it.each(["/api/contact", "/api/contacts"])("%s refuses fields over their limits", async (url) => {
    const longMessage = await post(url, {
      ...inquiry,
      message: "x".repeat(TEXT_LIMITS.message + 1),
    });
    expect(longMessage.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(longMessage).errors.message).toBe("Too long");
    const longName = await post(url, { ...inquiry, firstName: "x".repeat(TEXT_LIMITS.name + 1) });
    expect(longName.statusCode).toBe(400);
  });

  it("refuses a body over the request size limit with 413", async () => {
    const res = await post("/api/contact", { ...inquiry, message: "x".repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});

describe("rate limit", () => {
  it.each(["/api/contact", "/api/contacts"])(
    "%s answers 429 with Retry-After once a client exceeds the limit",
    async (url) => {
      const client = freshClient();
      for (let i = 0; i < inquiryRateLimit.max; i++) {
        expect((await post(url, inquiry, client)).statusCode).toBe(201);
      }
      const limited = await post(url, inquiry, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(json<{ message: string }>(limited).message).toMatch(/Too many attempts/);
      // Another client is not affected.
      expect((await post(url, inquiry)).statusCode).toBe(201);
    },
  );
});

describe("leads inbox", () => {
  it("is for admins only", async () => {
    const user = await createUser(ctx);
    for (const req of [
      { method: "GET" as const, url: "/api/contacts" },
      { method: "GET" as const, url: "/api/contacts/export.csv" },
    ]) {
      expect((await ctx.app.inject(req)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...req, headers: { cookie: user.cookie } })).statusCode).toBe(
        403,
      );
    }
  });

  it("lists inquiries newest first, filters by hiring need, marks handled and exports CSV", async () => {
    const fresh = await createTestApp();
    try {
      const admin = await createUser(fresh, { isAdmin: true });
      // PGlite's clock counts milliseconds: two inquiries sent within one would tie on
      // created_at, and "newest first" could then list them either way.
      const send = async (payload: object) => {
        await new Promise((resolve) => setTimeout(resolve, 3));
        return fresh.app.inject({
          method: "POST",
          url: "/api/contact",
          payload,
          remoteAddress: freshClient(),
        });
      };
      await send({ ...inquiry, firstName: "First", hiringNeeds: "mobile" });
      await send({ ...inquiry, firstName: "Second", hiringNeeds: "" });
      await send({
        ...inquiry,
        firstName: "Third",
        hiringNeeds: "mobile",
        message: '=HYPERLINK("http://evil")',
      });
      const get = (url: string) =>
        fresh.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

      const all = json<Inquiry[]>(await get("/api/contacts"));
      expect(all.map((i) => i.firstName)).toEqual(["Third", "Second", "First"]);

      const mobile = json<Inquiry[]>(await get("/api/contacts?hiringNeeds=mobile"));
      expect(mobile.map((i) => i.firstName)).toEqual(["Third", "First"]);
      const none = json<Inquiry[]>(await get("/api/contacts?hiringNeeds="));
      expect(none.map((i) => i.firstName)).toEqual(["Second"]);
      expect((await get("/api/contacts?hiringNeeds=astronaut")).statusCode).toBe(400);

      const target = all[2]!;
      const patch = (id: string, payload: object, cookie = admin.cookie) =>
        fresh.app.inject({
          method: "PATCH",
          url: `/api/contacts/${id}`,
          payload,
          headers: { cookie },
        });
      const marked = await patch(target.id, { handled: true });
      expect(marked.statusCode).toBe(200);
      expect(json<Inquiry>(marked).handledAt).not.toBeNull();
      const open = json<Inquiry[]>(await get("/api/contacts?handled=false"));
      expect(open.map((i) => i.firstName)).toEqual(["Third", "Second"]);
      const unmarked = await patch(target.id, { handled: false });
      expect(json<Inquiry>(unmarked).handledAt).toBeNull();
      expect((await patch(target.id, { handled: "yes" })).statusCode).toBe(400);
      expect(
        (await patch("00000000-0000-4000-8000-000000000000", { handled: true })).statusCode,
      ).toBe(404);
      expect((await patch("not-a-uuid", { handled: true })).statusCode).toBe(404);
      const user = await createUser(fresh);
      expect((await patch(target.id, { handled: true }, user.cookie)).statusCode).toBe(403);

      const csv = await get("/api/contacts/export.csv?hiringNeeds=mobile");
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csv.headers["content-disposition"]).toMatch(
        /attachment; filename="inquiries-.*\.csv"/,
      );
      const lines = csv.body.trim().split("\r\n");
      expect(lines[0]).toBe(
        "createdAt,firstName,lastName,email,company,hiringNeeds,message,handledAt",
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    } finally {
      await fresh.close();
    }
  });
});
