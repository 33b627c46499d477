/**
 * One viewer off a link and back on, the link's agreement fields
 * (400 without a text) and a company's defaults for its new links.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { viewerCookieName } from "../customer/viewer.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const uniqueEmail = () => `viewer${++counter}-${Date.now()}@acme.example`;
const inject = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  cookie?: string,
) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.3.${counter % 250}.${Math.floor(Math.random() * 250)}`,
  });
const asAdmin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  inject(method, url, payload, admin.cookie);

async function codeFor(token: string, email: string) {
  const res = await inject("POST", `/api/shared/${token}/access`, { email });
  if (res.statusCode !== 202) return { res, code: null };
  const mail = await sink.waitFor((m) => m.to.includes(email));
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  return { res, code: /\b(\d{6})\b/.exec(mail.text)![1]! };
}

async function verify(token: string, email: string): Promise<string> {
  const { code } = await codeFor(token, email);
  const res = await inject("POST", `/api/shared/${token}/access/verify`, { email, code });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === viewerCookieName(token))!;
  return `${cookie.name}=${cookie.value}`;
}

const viewerUrl = (linkId: string, email: string) =>
  `/api/admin/shareable-links/${linkId}/viewers/${encodeURIComponent(email)}`;

describe("one viewer off", () => {
  it("ends the viewer's sessions and refuses their codes (403) until allowed again", async () => {
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, admin.id, { requireEmail: true, candidateIds: [dev.id] });
    const email = uniqueEmail();
    const colleague = uniqueEmail();
    const cookie = await verify(link.token, email);
    const colleagueCookie = await verify(link.token, colleague);
    // A pending code, asked for before the removal, stops working too.
    const { code: pending } = await codeFor(link.token, email);

    const removed = await asAdmin("DELETE", viewerUrl(link.id, email.toUpperCase()));
    expect(removed.statusCode, removed.body).toBe(204);
    expect(
      (await inject("GET", `/api/shared/developers/${link.token}`, undefined, cookie)).statusCode,
    ).toBe(401);
    // Their colleague is not affected.
    const other = await inject(
      "GET",
      `/api/shared/developers/${link.token}`,
      undefined,
      colleagueCookie,
    );
    expect(other.statusCode).toBe(200);

    const asked = await inject("POST", `/api/shared/${link.token}/access`, { email });
    expect(asked.statusCode).toBe(403);
    expect(json(asked)).toEqual({ message: AGREEMENT_MESSAGES.viewerRemoved });
    const checked = await inject("POST", `/api/shared/${link.token}/access/verify`, {
      email,
      code: pending,
    });
    expect(checked.statusCode).toBe(403);
    expect(json(checked)).toEqual({ message: AGREEMENT_MESSAGES.viewerRemoved });

    const { viewers } = json<{ viewers: Array<{ email: string; removedAt: string | null }> }>(
      await asAdmin("GET", `/api/admin/shareable-links/${link.id}/activity`),
    );
    expect(viewers).toEqual(
      [
        { email, removedAt: expect.any(String) },
        { email: colleague, removedAt: null },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );

    expect((await asAdmin("POST", `${viewerUrl(link.id, email)}/allow`)).statusCode).toBe(204);
    const back = await verify(link.token, email);
    expect(
      (await inject("GET", `/api/shared/developers/${link.token}`, undefined, back)).statusCode,
    ).toBe(200);
  });

  it("refuses a removed viewer's acceptance of the agreement (403)", async () => {
    const link = await insertLink(ctx, admin.id, {
      requireAgreement: true,
      agreementText: "Keep it to yourself.",
    });
    const email = uniqueEmail();
    const accept = () =>
      inject("POST", `/api/shared/${link.token}/agreement`, { name: "Ann", email, accept: true });
    const first = await accept();
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === viewerCookieName(link.token))!;
    const header = `${cookie.name}=${cookie.value}`;
    expect((await asAdmin("DELETE", viewerUrl(link.id, email))).statusCode).toBe(204);
    const after = await inject("GET", `/api/shared/developers/${link.token}`, undefined, header);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ requireAgreement: true });
    const again = await accept();
    expect(again.statusCode).toBe(403);
    expect(json(again)).toEqual({ message: AGREEMENT_MESSAGES.viewerRemoved });
    expect((await asAdmin("POST", `${viewerUrl(link.id, email)}/allow`)).statusCode).toBe(204);
    expect((await accept()).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed link, and needs an admin", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await asAdmin("DELETE", viewerUrl(unknown, "a@acme.example"))).statusCode).toBe(404);
    expect(
      (await asAdmin("POST", `${viewerUrl(unknown, "a@acme.example")}/allow`)).statusCode,
    ).toBe(404);
    expect((await asAdmin("DELETE", viewerUrl("nope", "a@acme.example"))).statusCode).toBe(404);
    const link = await insertLink(ctx, admin.id);
    const user = await createUser(ctx);
    expect(
      (await inject("DELETE", viewerUrl(link.id, "a@acme.example"), undefined, user.cookie))
        .statusCode,
    ).toBe(403);
    expect((await inject("DELETE", viewerUrl(link.id, "a@acme.example"))).statusCode).toBe(401);
  });
});

const linkBody = { customerName: "Globex", customerEmail: "hiring@globex.example" };

describe("a link's agreement fields", () => {
  it("are off and empty by default, and need a text when on (400)", async () => {
    const created = await asAdmin("POST", "/api/admin/shareable-links", linkBody);
    expect(created.statusCode).toBe(201);
    const link = json<{ id: string }>(created);
    expect(json(created)).toMatchObject({ requireAgreement: false, agreementText: "" });

    const missing = await asAdmin("POST", "/api/admin/shareable-links", {
      ...linkBody,
      requireAgreement: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      errors: { agreementText: AGREEMENT_MESSAGES.textRequired },
    });
    const blank = await asAdmin("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...linkBody,
      requireAgreement: true,
      agreementText: "   ",
    });
    expect(blank.statusCode).toBe(400);
    const tooLong = await asAdmin("POST", "/api/admin/shareable-links", {
      ...linkBody,
      requireAgreement: true,
      agreementText: "x".repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toMatchObject({
      errors: { agreementText: AGREEMENT_MESSAGES.textTooLong },
    });

    const on = await asAdmin("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...linkBody,
      requireAgreement: true,
      agreementText: " Terms. ",
    });
    expect(json(on)).toMatchObject({ requireAgreement: true, agreementText: "Terms." });
    // An update without the fields keeps them; emptying the text while on is refused.
    const kept = await asAdmin("PUT", `/api/admin/shareable-links/${link.id}`, linkBody);
    expect(json(kept)).toMatchObject({ requireAgreement: true, agreementText: "Terms." });
    const emptied = await asAdmin("PUT", `/api/admin/shareable-links/${link.id}`, {
      ...linkBody,
      agreementText: "",
    });
    expect(emptied.statusCode).toBe(400);
  });
});

describe("a company's defaults for its new links", () => {
  it("are taken by a link made for the company without the fields; the body wins", async () => {
    const domain = `corp${Date.now()}.example`;
    const made = await asAdmin("POST", "/api/admin/companies", {
      name: `Corp ${Date.now()}`,
      domains: [domain],
      requireAgreement: true,
      agreementText: "No forwarding.",
      showContact: false,
      watermark: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const company = json<{ id: string }>(made);
    expect(json(made)).toMatchObject({
      requireAgreement: true,
      agreementText: "No forwarding.",
      showContact: false,
      watermark: true,
    });
    // By its id, and by the customer's e-mail domain.
    const byId = await asAdmin("POST", "/api/admin/shareable-links", {
      ...linkBody,
      companyId: company.id,
    });
    expect(json(byId)).toMatchObject({
      companyId: company.id,
      requireAgreement: true,
      agreementText: "No forwarding.",
      showContact: false,
      watermark: true,
    });
    const byDomain = await asAdmin("POST", "/api/admin/shareable-links", {
      customerName: "Corp",
      customerEmail: `buyer@${domain}`,
      showContact: true,
      requireAgreement: false,
      watermark: false,
    });
    expect(json(byDomain)).toMatchObject({
      companyId: company.id,
      requireAgreement: false,
      agreementText: "No forwarding.",
      showContact: true,
      watermark: false,
    });
    // None for a link of no company.
    const none = await asAdmin("POST", "/api/admin/shareable-links", {
      ...linkBody,
      companyId: null,
    });
    expect(json(none)).toMatchObject({
      requireAgreement: false,
      showContact: true,
      watermark: false,
    });
  });

  it("are edited on the company, and need a text when on (400)", async () => {
    const made = json<{ id: string }>(
      await asAdmin("POST", "/api/admin/companies", { name: `Edit ${Date.now()}` }),
    );
    expect(made).toMatchObject({
      requireAgreement: false,
      agreementText: "",
      showContact: true,
      watermark: false,
    });
    const bad = await asAdmin("PUT", `/api/admin/companies/${made.id}`, { requireAgreement: true });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { agreementText: AGREEMENT_MESSAGES.textRequired } });
    const ok = await asAdmin("PUT", `/api/admin/companies/${made.id}`, {
      requireAgreement: true,
      agreementText: "Terms",
    });
    expect(json(ok)).toMatchObject({ requireAgreement: true, agreementText: "Terms" });
  });
});
