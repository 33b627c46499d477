/** Verified viewers: one-time codes, the viewer cookie, the 401. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachFile, insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { png } from "../../../tests/support/sample-files.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import { json, type TestContext, type TestUser } from "../../../tests/support/test-app.ts";
import { linkAccessCodes } from "../../db/schema.ts";
import { SHARED_NOT_FOUND } from "./service.ts";
import { viewerCookieName } from "./viewer.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const uniqueEmail = (domain = "acme.example") => `buyer${++counter}-${Date.now()}@${domain}`;
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.1.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

async function requestCode(token: string, email: string): Promise<string> {
  const res = await post(`/api/shared/${token}/access`, { email });
  expect(res.statusCode, res.body).toBe(202);
  const mail = await sink.waitFor((m) => m.to.includes(email.toLowerCase()));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  return code!;
}

/** Verifies and returns the viewer cookie as a request header value. */
async function verify(token: string, email: string): Promise<string> {
  const code = await requestCode(token, email);
  const res = await post(`/api/shared/${token}/access/verify`, { email, code });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === viewerCookieName(token))!;
  return `${cookie.name}=${cookie.value}`;
}

async function gatedLink(values: Parameters<typeof insertLink>[2] = {}) {
  const dev = await insertCandidate(ctx);
  const link = await insertLink(ctx, admin.id, {
    requireEmail: true,
    candidateIds: [dev.id],
    ...values,
  });
  return { link, dev };
}

describe("a link that requires an e-mail", () => {
  it("answers 401 { message, requireEmail } to every customer call without a viewer", async () => {
    const { link, dev } = await gatedLink();
    const photo = await attachFile(ctx, admin.cookie, dev.id, "profile-photo", png());
    const base = `/api/shared/${link.token}`;
    const calls = [
      get(`/api/shared/developers/${link.token}`),
      get(`/api/shared/developers/${link.token}/${dev.id}`),
      get(`/api/shared/files/${link.token}/${photo.slice("/objects/".length)}`),
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
      expect(json(res)).toEqual({ message: expect.any(String), requireEmail: true });
      // Private like every customer answer: never cached, never indexed.
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
    // An unusable link is still the one 404, before any question of e-mail.
    const unknown = await get(`/api/shared/developers/${"x".repeat(32)}`);
    expect(json(unknown)).toEqual({ message: SHARED_NOT_FOUND });
  });

  it("lets a viewer in with the e-mailed code; the cookie is HttpOnly, Lax, for that link", async () => {
    const { link } = await gatedLink();
    const email = uniqueEmail();
    const code = await requestCode(link.token, email);
    const res = await post(`/api/shared/${link.token}/access/verify`, { email, code });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ email });
    const cookie = res.cookies.find((c) => c.name === viewerCookieName(link.token))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/shared" });
    const header = `${cookie.name}=${cookie.value}`;
    const listing = await get(`/api/shared/developers/${link.token}`, header);
    expect(listing.statusCode).toBe(200);
    expect(json<{ viewer: unknown }>(listing).viewer).toEqual({ email });
    // The code worked once.
    const again = await post(`/api/shared/${link.token}/access/verify`, { email, code });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ errors: { code: expect.any(String) } });
  });

  it("a viewer of link A is nobody on link B, under either cookie name", async () => {
    const a = await gatedLink();
    const b = await gatedLink();
    const cookieA = await verify(a.link.token, uniqueEmail());
    expect((await get(`/api/shared/developers/${b.link.token}`, cookieA)).statusCode).toBe(401);
    const renamed = cookieA.replace(/^[^=]+/, viewerCookieName(b.link.token));
    expect((await get(`/api/shared/developers/${b.link.token}`, renamed)).statusCode).toBe(401);
    expect((await get(`/api/shared/developers/${a.link.token}`, cookieA)).statusCode).toBe(200);
  });

  it("voids a code after 5 wrong tries, and refuses an expired one", async () => {
    const { link } = await gatedLink();
    const email = uniqueEmail();
    const code = await requestCode(link.token, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post(`/api/shared/${link.token}/access/verify`, { email, code: wrong });
      expect(res.statusCode).toBe(400);
    }
    const late = await post(`/api/shared/${link.token}/access/verify`, { email, code });
    expect(late.statusCode).toBe(400);

    const other = uniqueEmail();
    const fresh = await requestCode(link.token, other);
    await ctx.database.db
      .update(linkAccessCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkAccessCodes.email, other));
    const expired = await post(`/api/shared/${link.token}/access/verify`, {
      email: other,
      code: fresh,
    });
    expect(expired.statusCode).toBe(400);
  });

  it("stores codes hashed, never as sent", async () => {
    const { link } = await gatedLink();
    const email = uniqueEmail();
    const code = await requestCode(link.token, email);
    const [row] = await ctx.database.db
      .select()
      .from(linkAccessCodes)
      .where(eq(linkAccessCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("only lets addresses at the allowed domains ask for a code (403)", async () => {
    const { link } = await gatedLink({ allowedDomains: ["acme.example"] });
    const refused = await post(`/api/shared/${link.token}/access`, {
      email: uniqueEmail("evil.example"),
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: expect.any(String) });
    const ok = await post(`/api/shared/${link.token}/access`, {
      email: uniqueEmail("ACME.example"),
    });
    expect(ok.statusCode).toBe(202);
  });

  it("sends at most 5 codes per link and address in 15 minutes (429)", async () => {
    const { link } = await gatedLink();
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post(`/api/shared/${link.token}/access`, { email })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Another address on the same link is not affected.
    expect(
      (await post(`/api/shared/${link.token}/access`, { email: uniqueEmail() })).statusCode,
    ).toBe(202);
  });

  it("ends the viewer's session when the link is deactivated, even if reactivated", async () => {
    const { link } = await gatedLink();
    const cookie = await verify(link.token, uniqueEmail());
    const put = (isActive: boolean) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/admin/shareable-links/${link.id}`,
        headers: { cookie: admin.cookie },
        payload: { customerName: "Initech", customerEmail: "t@initech.example", isActive },
      });
    expect((await put(false)).statusCode).toBe(200);
    expect((await get(`/api/shared/developers/${link.token}`, cookie)).statusCode).toBe(404);
    expect((await put(true)).statusCode).toBe(200);
    expect((await get(`/api/shared/developers/${link.token}`, cookie)).statusCode).toBe(401);
  });

  it("answers the shared 404 for codes on unusable links, and 400 for bad input", async () => {
    const { link } = await gatedLink({ isActive: false });
    const res = await post(`/api/shared/${link.token}/access`, { email: uniqueEmail() });
    expect(res.statusCode).toBe(404);
    const open = await gatedLink();
    const bad = await post(`/api/shared/${open.link.token}/access/verify`, {
      email: "x",
      code: "12",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual(["code", "email"]);
  });
});
