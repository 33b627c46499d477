import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Campaign, CampaignRecipient } from "#common/campaign.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { contactInquiries } from "../../db/schema.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ ...sink.env, CAMPAIGN_RATE_PER_MINUTE: "0" });
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/admin/campaigns${url}`,
    headers: { cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
}

const draft = (audience: object, body = "Hi **{{firstName}}** from {{company}}") => ({
  name: `Campaign ${tag}`,
  subject: "News for {{firstName}}",
  body,
  audience,
});

async function create(audience: object = { source: "inquiries" }, body?: string) {
  const res = await call("POST", "", draft(audience, body));
  expect(res.statusCode, res.body).toBe(201);
  return json<Campaign>(res);
}

async function inquiry(
  email: string,
  hiringNeeds: string,
  createdAt = new Date(),
  firstName = "Ann",
) {
  await ctx.database.db.insert(contactInquiries).values({
    firstName,
    lastName: "Lee",
    email,
    company: "Acme",
    hiringNeeds,
    message: "Hi",
    createdAt,
  });
}

const recipients = async (id: string) =>
  json<CampaignRecipient[]>(await call("GET", `/${id}/recipients`));

async function sendAndWait(id: string): Promise<Campaign> {
  const res = await call("POST", `/${id}/send`, {});
  expect(res.statusCode, res.body).toBe(202);
  return vi.waitFor(
    async () => {
      const campaign = json<Campaign>(await call("GET", `/${id}`));
      expect(campaign.status).toBe("sent");
      return campaign;
    },
    // Generous: on a loaded machine three messages can take a while.
    { timeout: 90_000, interval: 50 },
  );
}

describe("drafts", () => {
  it("creates, reads, edits and deletes a draft; bad input gets field messages", async () => {
    const bad = await call("POST", "", {
      name: "",
      subject: "",
      body: "",
      audience: { source: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual(
      ["audience.source", "body", "name", "subject"].sort(),
    );
    const campaign = await create();
    expect(campaign).toMatchObject({
      status: "draft",
      scheduledAt: null,
      audience: { source: "inquiries" },
    });
    const put = await call("PUT", `/${campaign.id}`, {
      ...draft({ source: "link-customers" }),
      name: "Renamed",
    });
    expect(json<Campaign>(put)).toMatchObject({
      name: "Renamed",
      audience: { source: "link-customers" },
    });
    expect((await call("GET", "")).body).toContain(campaign.id);
    expect((await call("DELETE", `/${campaign.id}`)).statusCode).toBe(204);
    expect((await call("GET", `/${campaign.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/not-a-uuid")).statusCode).toBe(404);
  });
});

describe("audience", () => {
  it("filters inquiries by hiring needs and date, one per address, latest names", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await inquiry(`dup-${tag}@example.com`, "backend", old, "Old");
    await inquiry(`DUP-${tag}@Example.com`.toLowerCase(), "backend", new Date(), "New");
    await inquiry(`Dup-${tag}@example.com`, "backend", new Date(Date.now() - 1000), "Mid");
    await inquiry(`mobile-${tag}@example.com`, "mobile");
    await inquiry(`ancient-${tag}@example.com`, "backend", old);
    const campaign = await create({
      source: "inquiries",
      hiringNeeds: ["backend"],
      since: "2024-01-01",
    });
    const list = (await recipients(campaign.id)).filter((r) => r.email.includes(tag));
    expect(list).toEqual([
      { email: `dup-${tag}@example.com`, firstName: "New", lastName: "Lee", company: "Acme" },
    ]);
    const all = await create({ source: "inquiries", hiringNeeds: ["backend", "mobile"] });
    expect((await recipients(all.id)).filter((r) => r.email.includes(tag))).toHaveLength(3);
  });

  it("takes the customers of working links by their address and name", async () => {
    // Raw SQL: only the columns this feature reads, whatever else links grow.
    const link = async (address: string, isActive = true, expiresAt: Date | null = null) => {
      await ctx.database.db.execute(sql`
        INSERT INTO shareable_links (token, customer_name, customer_email, created_by,
          is_active, expires_at)
        VALUES (${`token-${crypto.randomUUID()}`}, 'Globex', ${address}, ${admin.id},
          ${isActive}, ${expiresAt?.toISOString() ?? null}::timestamptz)`);
    };
    const tomorrow = new Date(Date.now() + 86_400_000);
    await link(`buyer-${tag}@globex.example`);
    await link(`Buyer-${tag}@Globex.example`, true, tomorrow);
    // A deactivated or expired link is a relationship that ended: no campaign through it.
    await link(`former-${tag}@initech.example`, false);
    await link(`lapsed-${tag}@initech.example`, true, new Date(Date.now() - 60_000));
    const campaign = await create({ source: "link-customers" });
    expect((await recipients(campaign.id)).filter((r) => r.email.includes(tag))).toEqual([
      {
        email: `buyer-${tag}@globex.example`,
        firstName: "Globex",
        lastName: "",
        company: "Globex",
      },
    ]);
    const count = await call("POST", "/audience", { audience: { source: "link-customers" } });
    expect(json(count)).toEqual({ total: campaign.stats.total, unsubscribed: 0 });
    expect(campaign.stats.total).toBe((await recipients(campaign.id)).length);
  });
});

describe("sending", () => {
  it("sends each recipient one message with unsubscribe headers; then it is read-only", async () => {
    const needs = "devops";
    for (const n of [1, 2, 3])
      await inquiry(`send${n}-${tag}@example.com`, needs, new Date(), `<b>N${n}</b>`);
    const campaign = await create({ source: "inquiries", hiringNeeds: [needs] });
    const sent = await sendAndWait(campaign.id);
    expect(sent.stats).toMatchObject({ total: 3, queued: 0, sent: 3, failed: 0 });
    // 'sent' is committed just before each message's final dot (exactly once), so the last
    // message may reach the SMTP server a moment after the campaign reads 'sent'.
    const mine = await vi.waitFor(() => {
      const found = sink.messages.filter(
        (m) => m.to[0]!.startsWith("send") && m.to[0]!.includes(tag),
      );
      expect(found).toHaveLength(3);
      return found;
    });
    expect(mine.map((m) => m.to[0]).sort()).toEqual(
      [1, 2, 3].map((n) => `send${n}-${tag}@example.com`),
    );
    const message = mine[0]!;
    expect(message.subject).toMatch(/^News for <b>N\d<\/b>$/);
    expect(message.html).toMatch(/Hi <strong>&lt;b&gt;N\d&lt;\/b&gt;<\/strong> from Acme/);
    expect(message.text).toMatch(/Hi \*\*<b>N\d<\/b>\*\* from Acme/);
    expect(message.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/.+\/api\/unsubscribe\/[\w-]+\.[\w-]+>$/,
    );
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect((await recipients(campaign.id)).map((r) => r.status)).toEqual(["sent", "sent", "sent"]);

    for (const [method, url] of [
      ["PUT", ""],
      ["DELETE", ""],
      ["POST", "/send"],
      ["POST", "/cancel"],
    ] as const) {
      const res = await call(
        method,
        `/${campaign.id}${url}`,
        method === "PUT" ? draft({ source: "inquiries" }) : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
  }, 120_000);

  it("unsubscribes with the message's token, again, and leaves the address out next time", async () => {
    await inquiry(`leaver-${tag}@example.com`, "leadership");
    await inquiry(`stayer-${tag}@example.com`, "leadership");
    const first = await create({ source: "inquiries", hiringNeeds: ["leadership"] });
    await sendAndWait(first.id);
    const mail = await sink.waitFor((m) => m.to.includes(`leaver-${tag}@example.com`));
    const url = new URL(mail.headers["list-unsubscribe"]!.slice(1, -1));
    expect(mail.text).toContain(url.href.replace("/api/unsubscribe/", "/unsubscribe/"));
    const token = url.pathname.split("/").pop()!;
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/unsubscribe/${forged}` })).statusCode,
    ).toBe(404);
    // RFC 8058: the mail provider posts the form body, without a session.
    const oneClick = {
      method: "POST" as const,
      url: url.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    };
    expect((await ctx.app.inject(oneClick)).statusCode).toBe(204);
    expect((await ctx.app.inject(oneClick)).statusCode).toBe(204);
    const status = await ctx.app.inject({ method: "GET", url: url.pathname });
    expect(json(status)).toEqual({ email: `leaver-${tag}@example.com`, unsubscribed: true });

    const next = await create({ source: "inquiries", hiringNeeds: ["leadership"] });
    expect(next.stats).toMatchObject({ total: 1, unsubscribed: 1 });
    expect((await recipients(next.id)).map((r) => r.email)).toEqual([`stayer-${tag}@example.com`]);
  }, 120_000);

  it("schedules, allows edits while scheduled, and cancels", async () => {
    const campaign = await create();
    const past = await call("POST", `/${campaign.id}/send`, {
      scheduledAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call("POST", `/${campaign.id}/send`, { scheduledAt: at });
    expect(json<Campaign>(scheduled)).toMatchObject({ status: "scheduled", scheduledAt: at });
    expect((await call("PUT", `/${campaign.id}`, draft({ source: "inquiries" }))).statusCode).toBe(
      200,
    );
    const cancelled = await call("POST", `/${campaign.id}/cancel`);
    expect(json<Campaign>(cancelled).status).toBe("cancelled");
    expect((await call("PUT", `/${campaign.id}`, draft({ source: "inquiries" }))).statusCode).toBe(
      409,
    );
    expect((await call("DELETE", `/${campaign.id}`)).statusCode).toBe(409);
  });

  it("sends a test copy with sample values to any address", async () => {
    const campaign = await create();
    const res = await call("POST", `/${campaign.id}/test`, { email: `Tester-${tag}@Example.com` });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(`tester-${tag}@example.com`));
    expect(mail.subject).toBe("News for Ada");
  });
});

describe("without SMTP_HOST", () => {
  it("keeps drafts working and answers send and test with 409", async () => {
    const plain = await createTestApp();
    try {
      const owner = await createUser(plain, { isAdmin: true });
      const inject = (url: string, payload: object) =>
        plain.app.inject({ method: "POST", url, headers: { cookie: owner.cookie }, payload });
      const created = await inject("/api/admin/campaigns", draft({ source: "inquiries" }));
      expect(created.statusCode).toBe(201);
      const { id } = json<Campaign>(created);
      for (const [url, body] of [
        ["send", {}],
        ["test", { email: "a@example.com" }],
      ] as const) {
        const res = await inject(`/api/admin/campaigns/${id}/${url}`, body);
        expect(res.statusCode).toBe(409);
        expect(json(res)).toEqual({ message: "E-mail is not configured (SMTP_HOST)." });
      }
    } finally {
      await plain.close();
    }
  });
});
