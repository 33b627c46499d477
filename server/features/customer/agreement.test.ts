/**
 * The agreement gate: every customer call answers 401 with the text
 * until this browser accepts it; the acceptance is kept with the text's hash and listed in
 * the link's activity; a new text asks again; with requireEmail the verified address
 * accepts; removed viewers are refused.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { attachFile, insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { png } from "../../../tests/support/sample-files.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import { json, type TestContext, type TestUser } from "../../../tests/support/test-app.ts";
import { linkAgreements } from "../../db/schema.ts";
import { viewerCookieName } from "./viewer.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const TERMS = "You will not forward these profiles.\nYou will not contact developers directly.";
const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const uniqueEmail = (domain = "acme.example") => `buyer${++counter}-${Date.now()}@${domain}`;
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.2.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, token: string) => {
  const cookie = res.cookies.find((c) => c.name === viewerCookieName(token));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

async function gatedLink(values: Parameters<typeof insertLink>[2] = {}) {
  const dev = await insertCandidate(ctx);
  const link = await insertLink(ctx, admin.id, {
    requireAgreement: true,
    agreementText: TERMS,
    candidateIds: [dev.id],
    ...values,
  });
  return { link, dev };
}

async function accept(token: string, email: string, cookie?: string, name = "Dana Buyer") {
  return post(`/api/shared/${token}/agreement`, { name, email, accept: true }, cookie);
}

async function verify(token: string, email: string): Promise<string> {
  const res = await post(`/api/shared/${token}/access`, { email });
  expect(res.statusCode, res.body).toBe(202);
  const mail = await sink.waitFor((m) => m.to.includes(email));
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const ok = await post(`/api/shared/${token}/access/verify`, { email, code });
  expect(ok.statusCode, ok.body).toBe(200);
  return cookieOf(ok, token)!;
}

const activity = async (linkId: string) =>
  json<{ agreements: unknown[]; viewers: unknown[] }>(
    await ctx.app.inject({
      url: `/api/admin/shareable-links/${linkId}/activity`,
      headers: { cookie: admin.cookie },
    }),
  );

describe("a link that requires an agreement", () => {
  it("answers every customer call 401 { message, requireAgreement, agreementText }", async () => {
    const { link, dev } = await gatedLink();
    const photo = await attachFile(ctx, admin.cookie, dev.id, "profile-photo", png());
    const resume = await attachFile(ctx, admin.cookie, dev.id, "resume", Buffer.from("%PDF-1.4"));
    const base = `/api/shared/${link.token}`;
    const files = `/api/shared/files/${link.token}`;
    const calls = [
      get(`/api/shared/developers/${link.token}`),
      get(`/api/shared/developers/${link.token}/${dev.id}`),
      get(`${files}/${photo.slice("/objects/".length)}`),
      get(`${files}/${resume.slice("/objects/".length)}`),
      get(`${base}/verdicts`),
      get(`${base}/interview-requests`),
      ctx.app.inject({
        method: "PUT",
        url: `${base}/verdicts/${dev.id}`,
        payload: { verdict: "maybe" },
      }),
      ctx.app.inject({ method: "DELETE", url: `${base}/verdicts/${dev.id}` }),
      post(`${base}/interview-requests`, {
        developerId: dev.id,
        slots: ["2099-01-01T10:00:00Z"],
        timezone: "UTC",
        contactEmail: "a@acme.example",
      }),
      post(`${base}/visits/beacon`, { developerId: dev.id, seconds: 3 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(json(res)).toEqual({
        message: AGREEMENT_MESSAGES.required,
        requireAgreement: true,
        agreementText: TERMS,
      });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("lets the viewer in once accepted, keeps the acceptance and lists it", async () => {
    const { link } = await gatedLink();
    const email = uniqueEmail();
    const res = await accept(link.token, email.toUpperCase(), undefined, "  Dana Buyer ");
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ name: "Dana Buyer", email, textSha256: sha(TERMS) });
    const cookie = cookieOf(res, link.token);
    expect(res.cookies.find((c) => c.name === viewerCookieName(link.token))).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    const listing = await get(`/api/shared/developers/${link.token}`, cookie);
    expect(listing.statusCode, listing.body).toBe(200);
    expect(json<{ viewer: unknown }>(listing).viewer).toEqual({ email });
    // Another browser (no cookie) is still asked.
    expect((await get(`/api/shared/developers/${link.token}`)).statusCode).toBe(401);

    const [row] = await ctx.database.db
      .select()
      .from(linkAgreements)
      .where(eq(linkAgreements.linkId, link.id));
    expect(row).toMatchObject({ name: "Dana Buyer", email, textSha256: sha(TERMS) });
    expect(row!.address).toMatch(/^10\.2\./);
    const { agreements, viewers } = await activity(link.id);
    expect(agreements).toEqual([
      { name: "Dana Buyer", email, at: row!.at.toISOString(), textSha256: sha(TERMS) },
    ]);
    expect(viewers).toEqual([{ email, removedAt: null }]);
  });

  it("asks again when the text changes, and not when other fields do", async () => {
    const { link } = await gatedLink();
    const res = await accept(link.token, uniqueEmail());
    const cookie = cookieOf(res, link.token);
    const put = (body: object) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/admin/shareable-links/${link.id}`,
        headers: { cookie: admin.cookie },
        payload: { customerName: "Initech", customerEmail: "talent@initech.example", ...body },
      });
    expect((await put({ description: "Backend" })).statusCode).toBe(200);
    expect((await get(`/api/shared/developers/${link.token}`, cookie)).statusCode).toBe(200);
    const changed = `${TERMS}\nFees apply to any hire.`;
    expect((await put({ agreementText: changed })).statusCode).toBe(200);
    const asked = await get(`/api/shared/developers/${link.token}`, cookie);
    expect(asked.statusCode).toBe(401);
    expect(json(asked)).toMatchObject({ requireAgreement: true, agreementText: changed });
    const again = await accept(link.token, uniqueEmail(), cookie);
    expect(json(again)).toMatchObject({ textSha256: sha(changed) });
    const after = cookieOf(again, link.token) ?? cookie;
    expect((await get(`/api/shared/developers/${link.token}`, after)).statusCode).toBe(200);
    // Turned off: everyone is in.
    expect((await put({ requireAgreement: false })).statusCode).toBe(200);
    expect((await get(`/api/shared/developers/${link.token}`)).statusCode).toBe(200);
  });

  it("refuses bad input with field messages", async () => {
    const { link } = await gatedLink();
    const url = `/api/shared/${link.token}/agreement`;
    const cases: Array<[object, string, string]> = [
      [
        { name: "A", email: "a@acme.example", accept: false },
        "accept",
        AGREEMENT_MESSAGES.acceptRequired,
      ],
      [{ name: "A", email: "a@acme.example" }, "accept", AGREEMENT_MESSAGES.acceptRequired],
      [
        { name: "A", email: "not-an-address", accept: true },
        "email",
        AGREEMENT_MESSAGES.emailInvalid,
      ],
      [
        { name: "   ", email: "a@acme.example", accept: true },
        "name",
        AGREEMENT_MESSAGES.nameRequired,
      ],
      [{ email: "a@acme.example", accept: true }, "name", AGREEMENT_MESSAGES.nameRequired],
      [
        { name: "x".repeat(201), email: "a@acme.example", accept: true },
        "name",
        AGREEMENT_MESSAGES.nameTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field]).toBe(message);
    }
    expect((await activity(link.id)).agreements).toEqual([]);
  });

  it("answers 400 on a link without an agreement, and the shared 404 on an unknown one", async () => {
    const dev = await insertCandidate(ctx);
    const open = await insertLink(ctx, admin.id, { candidateIds: [dev.id] });
    const res = await accept(open.token, uniqueEmail());
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: AGREEMENT_MESSAGES.noAgreement });
    expect((await accept("x".repeat(32), uniqueEmail())).statusCode).toBe(404);
  });

  it("refuses an address outside the link's allowed domains (403)", async () => {
    const { link } = await gatedLink({ allowedDomains: ["acme.example"] });
    expect((await accept(link.token, uniqueEmail("other.example"))).statusCode).toBe(403);
    expect((await accept(link.token, uniqueEmail("acme.example"))).statusCode).toBe(200);
  });
});

describe("an agreement on a link that also requires an e-mail", () => {
  it("verifies first, then accepts with the verified address only", async () => {
    const { link } = await gatedLink({ requireEmail: true });
    const email = uniqueEmail();
    // Not verified yet: the e-mail step comes first, for reads and for the acceptance.
    // The answer names both steps ahead: the e-mail, then the agreement and its text.
    const listing = await get(`/api/shared/developers/${link.token}`);
    expect(json(listing)).toEqual({
      message: expect.any(String),
      requireEmail: true,
      requireAgreement: true,
      agreementText: TERMS,
    });
    const early = await accept(link.token, email);
    expect(early.statusCode).toBe(401);
    expect(json(early)).toMatchObject({ requireEmail: true });

    const cookie = await verify(link.token, email);
    const asked = await get(`/api/shared/developers/${link.token}`, cookie);
    expect(asked.statusCode).toBe(401);
    expect(json(asked)).toMatchObject({ requireAgreement: true, agreementText: TERMS });
    const other = await accept(link.token, uniqueEmail(), cookie);
    expect(other.statusCode).toBe(400);
    expect(json(other)).toMatchObject({ errors: { email: AGREEMENT_MESSAGES.emailNotVerified } });

    const ok = await accept(link.token, email.toUpperCase(), cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    // The acceptance answers a viewer cookie (a new session, still verified) that opens
    // the link; the one it replaced no longer does.
    const accepted = cookieOf(ok, link.token);
    expect(accepted).toBeDefined();
    const open = await get(`/api/shared/developers/${link.token}`, accepted);
    expect(open.statusCode).toBe(200);
    expect(json<{ viewer: unknown }>(open).viewer).toEqual({ email });
    expect((await get(`/api/shared/developers/${link.token}`, cookie)).statusCode).toBe(401);
  });

  it("an acceptance without a code does not count as a verified address", async () => {
    const { link } = await gatedLink();
    const res = await accept(link.token, uniqueEmail());
    const cookie = cookieOf(res, link.token);
    await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/shareable-links/${link.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        customerName: "Initech",
        customerEmail: "talent@initech.example",
        requireEmail: true,
      },
    });
    const after = await get(`/api/shared/developers/${link.token}`, cookie);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ requireEmail: true });
  });
});
