import { describe, expect, it } from "vitest";
import type { ShareableLink } from "#common/link.ts";
import type { LinkActivity } from "#common/link-activity.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { createUser, json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";

const { h, send, adminGet, linkWith } = workspaceHarness();

describe("visits and activity", () => {
  it("marks developers added since the viewer's previous visit as new", async () => {
    const { link, dev } = await linkWith();
    const first = await send("GET", `/api/shared/developers/${link.token}`);
    const visitor = first.cookies.find((c) => c.name === "vt_visitor")!;
    const cookie = `vt_visitor=${visitor.value}`;
    expect(json<{ developers: { isNew: boolean }[] }>(first).developers[0]!.isNew).toBe(false);
    const added = await insertCandidate(h.ctx);
    await send(
      "PUT",
      `/api/admin/shareable-links/${link.id}`,
      {
        customerName: "Initech",
        customerEmail: "t@initech.example",
        candidateIds: [dev.id, added.id],
      },
      h.admin.cookie,
    );
    const second = json<{ developers: { id: string; isNew: boolean }[] }>(
      await send("GET", `/api/shared/developers/${link.token}`, undefined, cookie),
    );
    expect(Object.fromEntries(second.developers.map((d) => [d.id, d.isNew]))).toEqual({
      [dev.id]: false,
      [added.id]: true,
    });
    // A third visit: nothing is new any more.
    const third = json<{ developers: { isNew: boolean }[] }>(
      await send("GET", `/api/shared/developers/${link.token}`, undefined, cookie),
    );
    expect(third.developers.every((d) => !d.isNew)).toBe(true);
  });

  it("counts 100 concurrent visits exactly, and records profiles and seconds", async () => {
    const { link, dev } = await linkWith();
    const visits = await Promise.all(
      Array.from({ length: 100 }, () => send("GET", `/api/shared/developers/${link.token}`)),
    );
    expect(visits.every((v) => v.statusCode === 200)).toBe(true);
    const summary = json<ShareableLink[]>(await adminGet("/api/admin/shareable-links")).find(
      (l) => l.id === link.id,
    )!;
    expect(summary.accessCount).toBe(100);
    expect(summary.summary).toMatchObject({ visits: 100, viewers: 100 });

    const cookie = `vt_visitor=${visits[0]!.cookies.find((c) => c.name === "vt_visitor")!.value}`;
    expect(
      (await send("GET", `/api/shared/developers/${link.token}/${dev.id}`, undefined, cookie))
        .statusCode,
    ).toBe(200);
    for (const seconds of [5, 7]) {
      const beacon = await send(
        "POST",
        `/api/shared/${link.token}/visits/beacon`,
        { developerId: dev.id, seconds },
        cookie,
      );
      expect(beacon.statusCode).toBe(204);
    }
    await send("PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, { verdict: "interested" });
    const activity = json<LinkActivity>(
      await adminGet(`/api/admin/shareable-links/${link.id}/activity`),
    );
    expect(activity.visits).toHaveLength(100);
    const viewed = activity.visits.filter((v) => v.profilesViewed.length > 0);
    expect(viewed).toEqual([
      {
        at: expect.any(String),
        viewerEmail: null,
        profilesViewed: [{ developerId: dev.id, seconds: 12 }],
      },
    ]);
    expect(activity.verdicts).toMatchObject([{ developerId: dev.id, verdict: "interested" }]);
    const after = json<ShareableLink[]>(await adminGet("/api/admin/shareable-links")).find(
      (l) => l.id === link.id,
    )!;
    expect(after.summary).toEqual({
      visits: 100,
      viewers: 100,
      interested: 1,
      maybe: 0,
      notAFit: 0,
      interviewRequests: 0,
    });
    expect(
      (await adminGet(`/api/admin/shareable-links/00000000-0000-4000-8000-000000000009/activity`))
        .statusCode,
    ).toBe(404);
  });
});

describe("notifications to the link's creator", () => {
  it("e-mail the first visit, each 'interested' verdict and each interview request", async () => {
    const creator = await createUser(h.ctx, { isAdmin: true });
    const dev = await insertCandidate(h.ctx, { fullName: "Ada Notify" });
    const link = await insertLink(h.ctx, creator.id, {
      customerName: "Umbrella",
      candidateIds: [dev.id],
    });
    const to = creator.email.toLowerCase();
    await send("GET", `/api/shared/developers/${link.token}`);
    await send("GET", `/api/shared/developers/${link.token}`);
    await h.sink.waitFor(
      (m) => m.to.includes(to) && m.subject === "Umbrella opened their shared link",
    );
    await send("PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, {
      verdict: "interested",
      reason: "Great fit",
    });
    const interested = await h.sink.waitFor(
      (m) => m.to.includes(to) && m.subject.includes("interested in Ada Notify"),
    );
    expect(interested.text).toContain("Great fit");
    await send("POST", `/api/shared/${link.token}/interview-requests`, {
      developerId: dev.id,
      slots: [daysFromNow(5)],
      timezone: "America/New_York",
      contactEmail: "hr@umbrella.example",
    });
    const request = await h.sink.waitFor(
      (m) => m.to.includes(to) && m.subject.includes("asks to interview Ada Notify"),
    );
    expect(request.text).toContain("hr@umbrella.example");
    expect(
      h.sink.messages.filter((m) => m.to.includes(to) && m.subject.includes("opened")),
    ).toHaveLength(1);

    // A link made for a job order names it, so the recruiter knows which role it is about.
    const order = json<{ id: string }>(
      await send(
        "POST",
        "/api/admin/job-orders",
        { title: "Payments platform lead", customerName: "Umbrella", customerEmail: to },
        h.admin.cookie,
      ),
    );
    const forOrder = await insertLink(h.ctx, creator.id, {
      customerName: "Umbrella",
      candidateIds: [dev.id],
      jobOrderId: order.id,
    });
    await send("POST", `/api/shared/${forOrder.token}/interview-requests`, {
      developerId: dev.id,
      slots: [daysFromNow(6)],
      timezone: "UTC",
      contactEmail: "cto@umbrella.example",
    });
    const aboutOrder = await h.sink.waitFor(
      (m) => m.to.includes(to) && m.text.includes("cto@umbrella.example"),
    );
    expect(aboutOrder.text).toContain("Job order: Payments platform lead");
    expect(request.text).not.toContain("Job order:");

    // notifyOnActivity: false sends nothing.
    const quiet = await createUser(h.ctx, { isAdmin: true });
    const silent = await insertLink(h.ctx, quiet.id, {
      notifyOnActivity: false,
      candidateIds: [dev.id],
    });
    await send("GET", `/api/shared/developers/${silent.token}`);
    await send("PUT", `/api/shared/${silent.token}/verdicts/${dev.id}`, { verdict: "interested" });
    await expect
      .poll(
        async () => (await h.ctx.app.jobs.stats()).find((s) => s.name === "mail.send")?.queued ?? 0,
      )
      .toBe(0);
    expect(h.sink.messages.filter((m) => m.to.includes(quiet.email.toLowerCase()))).toEqual([]);
  });
});
