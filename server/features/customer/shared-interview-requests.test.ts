/**
 * GET /api/shared/{token}/interview-requests: every viewer of a
 * link reads the link's interview requests, so a colleague sees what was asked, without
 * anyone's e-mail address or message; the same refusals as the link's other customer calls.
 */
import { describe, expect, it } from "vitest";
import type { InterviewRequest } from "#common/interview-request.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { SHARED_NOT_FOUND } from "./service.ts";
import { viewerCookieName } from "./viewer.ts";

const { h, send, linkWith } = workspaceHarness();

const listUrl = (token: string) => `/api/shared/${token}/interview-requests`;

async function ask(token: string, developerId: string, extra: object = {}, cookie?: string) {
  const res = await send(
    "POST",
    listUrl(token),
    {
      developerId,
      slots: [daysFromNow(2)],
      timezone: "Europe/Berlin",
      contactEmail: "cto@hooli.example",
      message: "Could we talk on Tuesday?",
      ...extra,
    },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<InterviewRequest>(res);
}

/** A viewer cookie for `email` on the link, through the e-mailed one-time code. */
async function verifiedCookie(token: string, email: string): Promise<string> {
  const asked = await send("POST", `/api/shared/${token}/access`, { email });
  expect(asked.statusCode).toBe(202);
  const mail = await h.sink.waitFor((m) => m.to.includes(email));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const verified = await send("POST", `/api/shared/${token}/access/verify`, { email, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = verified.cookies.find((c) => c.name === viewerCookieName(token))!;
  return `${cookie.name}=${cookie.value}`;
}

describe("the link's interview requests", () => {
  it("lists each request with its contract fields only, newest first, and its scheduling", async () => {
    const dev = await insertCandidate(h.ctx);
    const other = await insertCandidate(h.ctx);
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id, other.id] });
    expect(json(await send("GET", listUrl(link.token)))).toEqual([]);

    const first = await ask(link.token, dev.id, { slots: [daysFromNow(2), daysFromNow(3)] });
    const second = await ask(link.token, other.id, { timezone: "America/New_York" });
    // Another link's request is no part of this link's list.
    const elsewhere = await linkWith();
    await ask(elsewhere.link.token, elsewhere.dev.id);

    const scheduledAt = daysFromNow(4);
    const patched = await h.ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/interview-requests/${first.id}`,
      headers: { cookie: h.admin.cookie },
      payload: { status: "scheduled", scheduledAt },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const res = await send("GET", listUrl(link.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(json(res)).toEqual([
      {
        id: second.id,
        developerId: other.id,
        slots: second.slots,
        timezone: "America/New_York",
        status: "new",
        scheduledAt: null,
        createdAt: second.createdAt,
      },
      {
        id: first.id,
        developerId: dev.id,
        slots: first.slots,
        timezone: "Europe/Berlin",
        status: "scheduled",
        scheduledAt,
        createdAt: first.createdAt,
      },
    ]);
    // Nobody's address nor message reaches a colleague on the link.
    expect(res.body).not.toContain("cto@hooli.example");
    expect(res.body).not.toContain("Tuesday");
  });

  it("answers the shared 404 for an unknown, deactivated or expired link", async () => {
    const off = await linkWith();
    await ask(off.link.token, off.dev.id);
    await h.ctx.app.inject({
      method: "PUT",
      url: `/api/admin/shareable-links/${off.link.id}`,
      headers: { cookie: h.admin.cookie },
      payload: { customerName: "Initech", customerEmail: "t@initech.example", isActive: false },
    });
    const expired = await linkWith({ expiresAt: new Date(Date.now() - 1000) });
    for (const token of [off.link.token, expired.link.token, "x".repeat(32)]) {
      const res = await send("GET", listUrl(token));
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: SHARED_NOT_FOUND });
    }
  });

  it("on a link that requires an e-mail: 401 until the viewer is verified, then the list", async () => {
    const { link, dev } = await linkWith({ requireEmail: true });
    const refused = await send("GET", listUrl(link.token));
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ message: expect.any(String), requireEmail: true });

    const email = `buyer-${Date.now()}@hooli.example`;
    const cookie = await verifiedCookie(link.token, email);
    const mine = await ask(link.token, dev.id, { contactEmail: email }, cookie);
    // A colleague verified with another address sees the request, not who made it.
    const colleague = await verifiedCookie(link.token, `colleague-${Date.now()}@hooli.example`);
    const res = await send("GET", listUrl(link.token), undefined, colleague);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      {
        id: mine.id,
        developerId: dev.id,
        slots: mine.slots,
        timezone: "Europe/Berlin",
        status: "new",
        scheduledAt: null,
        createdAt: mine.createdAt,
      },
    ]);
    expect(res.body).not.toContain(email);
  });
});
