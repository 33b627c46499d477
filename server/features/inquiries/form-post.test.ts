/**
 * The contact routes posted to as plain HTML forms (no JavaScript): form-encoded bodies,
 * answered with a page; JSON callers keep their answers (contact.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Inquiry } from "#common/inquiry.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
} from "../../../tests/support/test-app.ts";
import { inquiryRateLimit } from "./routes.ts";

const inquiry = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Navy Labs",
  hiringNeeds: "backend",
  message: "We need a compiler engineer.",
};

let ctx: TestContext;
let clientNo = 0;
const freshClient = () => `10.2.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;

function postForm(
  url: string,
  fields: Record<string, string>,
  options: { remoteAddress?: string; origin?: string } = {},
) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(options.origin ? { origin: options.origin } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: options.remoteAddress ?? freshClient(),
  });
}

async function storedInquiries(): Promise<Inquiry[]> {
  const admin = await createUser(ctx, { isAdmin: true });
  const res = await ctx.app.inject({
    method: "GET",
    url: "/api/contacts",
    headers: { cookie: admin.cookie },
  });
  return json<Inquiry[]>(res);
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("a form post to POST /api/contact (home section)", () => {
  it("stores the inquiry and answers with a page saying 'Message Sent!'", async () => {
    const res = await postForm("/api/contact", { ...inquiry, company: "Navy Labs & Co" });
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(/role="status"[^>]*>.*Message Sent!/);
    expect(res.body).toContain("Thank you for your inquiry. We&#x27;ll get back to you within");
    const stored = (await storedInquiries()).find((i) => i.company === "Navy Labs & Co");
    expect(stored).toMatchObject({ ...inquiry, company: "Navy Labs & Co" });
  });

  it("keeps an unchosen hiring need optional", async () => {
    const res = await postForm("/api/contact", { ...inquiry, hiringNeeds: "", company: "NoNeed" });
    expect(res.statusCode).toBe(201);
    expect((await storedInquiries()).find((i) => i.company === "NoNeed")?.hiringNeeds).toBe("");
  });

  it("answers blank required fields with 400 and the spec's words, storing nothing", async () => {
    const before = (await storedInquiries()).length;
    const res = await postForm("/api/contact", { ...inquiry, firstName: " ", message: "" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(/role="alert"[^>]*>.*Please fill in all required fields/);
    expect(res.body).toContain("All fields except hiring needs are required.");
    expect(res.body).toContain("First Name: Required");
    expect((await storedInquiries()).length).toBe(before);
  });

  it("names an invalid e-mail address", async () => {
    const res = await postForm("/api/contact", { ...inquiry, email: "not-an-address" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Email: Invalid email address");
  });

  it("is refused from another site (the Origin check), and allowed from this one", async () => {
    const cross = await postForm("/api/contact", inquiry, { origin: "https://evil.example" });
    expect(cross.statusCode).toBe(403);
    const same = await postForm("/api/contact", inquiry, { origin: "http://localhost:80" });
    expect(same.statusCode).toBe(201);
  });
});

describe("a form post to POST /api/contacts (contact page)", () => {
  it("stores the inquiry and answers 'Message sent successfully!'", async () => {
    const res = await postForm("/api/contacts", { ...inquiry, company: "Page Form Inc" });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatch(/role="status"[^>]*>.*Message sent successfully!/);
    expect(res.body).toContain("We&#x27;ll get back to you within 24 hours.");
    expect((await storedInquiries()).some((i) => i.company === "Page Form Inc")).toBe(true);
  });

  it("answers a missing hiring need with 400 and 'Error sending message'", async () => {
    const res = await postForm("/api/contacts", { ...inquiry, hiringNeeds: "" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/role="alert"[^>]*>.*Error sending message/);
    expect(res.body).toContain("Current Hiring Needs: Required");
  });

  it("answers 429 with a readable page once the client is over the limit", async () => {
    const client = freshClient();
    for (let i = 0; i < inquiryRateLimit.max; i++) {
      expect((await postForm("/api/contacts", inquiry, { remoteAddress: client })).statusCode).toBe(
        201,
      );
    }
    const limited = await postForm("/api/contacts", inquiry, { remoteAddress: client });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.body).toMatch(/Error sending message.*Too many attempts/);
  });
});

describe("JSON callers", () => {
  it("still get JSON for a validation failure", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { ...inquiry, hiringNeeds: "" },
      remoteAddress: freshClient(),
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toHaveProperty("hiringNeeds");
  });
});
