/** The customer workspace inside a link: visibility, verdicts, requests, activity. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InterviewRequest } from "#common/interview-request.ts";
import type { ShareableLink } from "#common/link.ts";
import type { VerdictItem } from "#common/verdict.ts";
import { attachFile, insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { pdf } from "../../../tests/support/sample-files.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { linkVerdicts } from "../../db/schema.ts";

const { h, send, adminGet, linkWith } = workspaceHarness();

describe("link fields", () => {
  it("default to the spec's behaviour, are set on create and kept by an update without them", async () => {
    const base = { customerName: "Globex", customerEmail: "h@globex.example" };
    const created = await send("POST", "/api/admin/shareable-links", base, h.admin.cookie);
    expect(created.statusCode).toBe(201);
    expect(json<ShareableLink>(created)).toMatchObject({
      requireEmail: false,
      allowedDomains: [],
      showRates: true,
      showContact: true,
      allowResumeDownload: true,
      notifyOnActivity: true,
      summary: { visits: 0, viewers: 0, interested: 0, maybe: 0, notAFit: 0, interviewRequests: 0 },
    });
    const { id } = json<ShareableLink>(created);
    const settings = { requireEmail: true, allowedDomains: ["@Globex.example"], showRates: false };
    const put = await send(
      "PUT",
      `/api/admin/shareable-links/${id}`,
      { ...base, ...settings },
      h.admin.cookie,
    );
    expect(json(put)).toMatchObject({ requireEmail: true, allowedDomains: ["globex.example"] });
    const kept = await send("PUT", `/api/admin/shareable-links/${id}`, base, h.admin.cookie);
    expect(json(kept)).toMatchObject({ requireEmail: true, showRates: false, showContact: true });
    const bad = await send(
      "PUT",
      `/api/admin/shareable-links/${id}`,
      { ...base, allowedDomains: ["not a domain"] },
      h.admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe("visibility", () => {
  it("leaves hidden fields out of listing and profile, and refuses the hidden résumé file", async () => {
    const { link, dev } = await linkWith({
      showRates: false,
      showContact: false,
      allowResumeDownload: false,
    });
    const resume = await attachFile(h.ctx, h.admin.cookie, dev.id, "resume", pdf());
    const listing = json<{ developers: Record<string, unknown>[] }>(
      await send("GET", `/api/shared/developers/${link.token}`),
    );
    const profile = json<{ developer: Record<string, unknown> }>(
      await send("GET", `/api/shared/developers/${link.token}/${dev.id}`),
    );
    for (const shown of [listing.developers[0]!, profile.developer]) {
      for (const key of ["hourlyRate", "email", "phone", "resumeUrl"])
        expect(shown).not.toHaveProperty(key);
      expect(shown).toHaveProperty("fullName");
    }
    const file = await send(
      "GET",
      `/api/shared/files/${link.token}/${resume.slice("/objects/".length)}`,
    );
    expect(file.statusCode).toBe(404);
  });
});

describe("verdicts", () => {
  it("are set, replaced, listed with who gave them, and removed", async () => {
    const { link, dev } = await linkWith();
    const url = `/api/shared/${link.token}/verdicts/${dev.id}`;
    const first = await send("PUT", url, {
      verdict: "maybe",
      reason: "Rate",
      comment: "Ask again",
    });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      developerId: dev.id,
      verdict: "maybe",
      reason: "Rate",
      comment: "Ask again",
      viewerEmail: null,
      updatedAt: expect.any(String),
    });
    await send("PUT", url, { verdict: "not-a-fit" });
    const list = json<VerdictItem[]>(await send("GET", `/api/shared/${link.token}/verdicts`));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ verdict: "not-a-fit", reason: null, viewerEmail: null });
    expect((await send("DELETE", url)).statusCode).toBe(204);
    expect(json(await send("GET", `/api/shared/${link.token}/verdicts`))).toEqual([]);
  });

  it("refuse bad input with field messages, and developers outside the link with the 404", async () => {
    const { link, dev } = await linkWith();
    const outsider = await insertCandidate(h.ctx);
    const url = `/api/shared/${link.token}/verdicts`;
    const bad = await send("PUT", `${url}/${dev.id}`, { verdict: "love", reason: "x".repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual(["reason", "verdict"]);
    const long = await send("PUT", `${url}/${dev.id}`, {
      verdict: "maybe",
      comment: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect((await send("PUT", `${url}/${outsider.id}`, { verdict: "maybe" })).statusCode).toBe(404);
    expect((await send("DELETE", `${url}/${outsider.id}`)).statusCode).toBe(404);
    expect(json(await send("GET", url))).toEqual([]);
  });

  it("50 concurrent PUTs for one developer and viewer leave exactly one verdict", async () => {
    const { link, dev } = await linkWith();
    const verdicts = ["interested", "maybe", "not-a-fit"] as const;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send("PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, { verdict: verdicts[i % 3] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const rows = await h.ctx.database.db
      .select()
      .from(linkVerdicts)
      .where(eq(linkVerdicts.linkId, link.id));
    expect(rows).toHaveLength(1);
  });
});

describe("interview requests", () => {
  it("are created with 1–3 future slots and a valid time zone, listed and given a status", async () => {
    const { link, dev } = await linkWith({ customerName: "Hooli" });
    const url = `/api/shared/${link.token}/interview-requests`;
    const body = {
      developerId: dev.id,
      slots: [daysFromNow(2), daysFromNow(3)],
      timezone: "Europe/Berlin",
      contactEmail: "Cto@Hooli.example",
      message: "Next week?",
    };
    const created = await send("POST", url, body);
    expect(created.statusCode, created.body).toBe(201);
    const request = json<InterviewRequest>(created);
    expect(request).toMatchObject({
      developerId: dev.id,
      customerName: "Hooli",
      contactEmail: "cto@hooli.example",
      status: "new",
      timezone: "Europe/Berlin",
    });
    expect(request.slots).toEqual(body.slots);

    const bad = [
      { ...body, slots: [] },
      { ...body, slots: [daysFromNow(1), daysFromNow(2), daysFromNow(3), daysFromNow(4)] },
      { ...body, slots: [new Date(Date.now() - 60_000).toISOString()] },
      { ...body, timezone: "Mars/Olympus" },
      { ...body, contactEmail: "nope" },
    ];
    for (const payload of bad) expect((await send("POST", url, payload)).statusCode).toBe(400);

    const all = json<InterviewRequest[]>(await adminGet("/api/admin/interview-requests"));
    expect(all[0]!.id).toBe(request.id);
    const patch = (status: string) =>
      h.ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/interview-requests/${request.id}`,
        payload: { status },
        headers: { cookie: h.admin.cookie },
      });
    const done = await patch("scheduled");
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ id: request.id, status: "scheduled" });
    expect((await patch("maybe-later")).statusCode).toBe(400);
  });
});

describe("writes on an unusable link", () => {
  it("answer the shared 404 like reads, and change nothing", async () => {
    const { link, dev } = await linkWith({ isActive: false });
    const expired = await linkWith({ expiresAt: new Date(Date.now() - 1000) });
    for (const { token, id } of [
      { token: link.token, id: dev.id },
      { token: expired.link.token, id: expired.dev.id },
    ]) {
      expect(
        (await send("PUT", `/api/shared/${token}/verdicts/${id}`, { verdict: "maybe" })).statusCode,
      ).toBe(404);
      const req = await send("POST", `/api/shared/${token}/interview-requests`, {
        developerId: id,
        slots: [daysFromNow(1)],
        timezone: "UTC",
        contactEmail: "a@b.example",
      });
      expect(req.statusCode).toBe(404);
      expect(
        (await send("POST", `/api/shared/${token}/visits/beacon`, { developerId: id, seconds: 4 }))
          .statusCode,
      ).toBe(404);
    }
  });
});
