import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SharedCustomerInfo, SharedDeveloper } from "#common/link.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { attachFile, insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { pdf, png } from "../../../tests/support/sample-files.ts";
import { json } from "../../../tests/support/test-app.ts";
import { candidates, shareableLinks } from "../../db/schema.ts";
import { sharedRateLimit } from "./guard.ts";
import { SHARED_NOT_FOUND } from "./service.ts";

const h = apiHarness();
afterEach(() => {
  vi.useRealTimers();
});

interface Listing {
  developers: Array<SharedDeveloper & { isNew: boolean }>;
  customerInfo: SharedCustomerInfo;
  viewer: { email: string } | null;
}

const listing = (token: string) => h.ctx.app.inject({ url: `/api/shared/developers/${token}` });
const profile = (token: string, id: string) =>
  h.ctx.app.inject({ url: `/api/shared/developers/${token}/${id}` });

async function linkRow(id: string) {
  const [row] = await h.ctx.database.db
    .select()
    .from(shareableLinks)
    .where(eq(shareableLinks.id, id));
  return row!;
}

function expectRefused(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBe(404);
  expect(JSON.parse(res.body)).toEqual({ message: SHARED_NOT_FOUND });
}

const developerFields = [
  "aiAssessmentScore",
  "availability",
  "email",
  "experience",
  "fullName",
  "githubUrl",
  "hourlyRate",
  "id",
  "linkedinUrl",
  "location",
  "phone",
  "portfolioUrl",
  "profilePhoto",
  "resumeUrl",
  "skills",
  "spokenLanguages",
  "summary",
  "title",
];

describe("shared responses", () => {
  it("carry exactly the shared listing's fields, with files as token-scoped URLs", async () => {
    const dev = await insertCandidate(h.ctx, {
      fullName: "Amara Okafor",
      title: "Senior Full-Stack Engineer",
      location: "Lagos, Nigeria",
      phone: "+234 800 000 0000",
      experience: 9,
      hourlyRate: 85,
      aiAssessmentScore: 96.5,
      availability: "Full-time",
      skills: ["TypeScript", "React", "Node.js", "PostgreSQL"],
      spokenLanguages: ["English", "Yoruba"],
      summary: "Builds payment platforms.",
      portfolioUrl: "https://amara.example",
      githubUrl: "https://github.com/amara",
      linkedinUrl: "https://linkedin.com/in/amara",
      profilePhoto: "/objects/uploads/photo-1",
      resumeUrl: "/objects/uploads/resume-1",
    });
    const link = await insertLink(h.ctx, h.admin.id, {
      customerName: "Globex",
      description: "Payments team",
      candidateIds: [dev.id],
    });

    const res = await listing(link.token);
    expect(res.statusCode).toBe(200);
    const body = json<Listing>(res);
    expect(Object.keys(body).sort()).toEqual(["customerInfo", "developers", "viewer"]);
    expect(body.viewer).toBeNull();
    expect(body.customerInfo).toEqual({ name: "Globex", description: "Payments team" });
    expect(body.developers).toHaveLength(1);
    const shared = body.developers[0]!;
    // The listing adds `isNew` (added since this viewer's last visit) to those fields.
    expect(Object.keys(shared).sort()).toEqual([...developerFields, "isNew"].sort());
    expect(shared).toMatchObject({
      id: dev.id,
      fullName: "Amara Okafor",
      email: dev.email,
      aiAssessmentScore: 96.5,
      skills: ["TypeScript", "React", "Node.js", "PostgreSQL"],
      profilePhoto: `/api/shared/files/${link.token}/uploads/photo-1`,
      resumeUrl: `/api/shared/files/${link.token}/uploads/resume-1`,
    });

    const one = await profile(link.token, dev.id);
    expect(one.statusCode).toBe(200);
    const detail = json<{ developer: SharedDeveloper; customerInfo: SharedCustomerInfo }>(one);
    expect(Object.keys(detail).sort()).toEqual(["customerInfo", "developer"]);
    const { isNew: _isNew, ...sharedFields } = shared;
    expect(detail.developer).toEqual(sharedFields);
    expect(detail.customerInfo).toEqual({ name: "Globex", description: "Payments team" });
  });

  it("do not hand out stored values that are not our files", async () => {
    const dev = await insertCandidate(h.ctx, { profilePhoto: "https://elsewhere.example/p.png" });
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id] });
    const body = json<Listing>(await listing(link.token));
    expect(body.developers[0]).toMatchObject({ profilePhoto: null, resumeUrl: null });
  });

  it("are private: not cached, not indexed", async () => {
    const link = await insertLink(h.ctx, h.admin.id);
    const res = await listing(link.token);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});

describe("which developers a link shows", () => {
  it("a shortlist shows only its active developers; others are 404 through every route", async () => {
    const inList = await insertCandidate(h.ctx);
    const busyInList = await insertCandidate(h.ctx, { isActive: "busy" });
    const outside = await insertCandidate(h.ctx);
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [inList.id, busyInList.id] });

    const ids = json<Listing>(await listing(link.token)).developers.map((d) => d.id);
    expect(ids).toEqual([inList.id]);
    expect((await profile(link.token, inList.id)).statusCode).toBe(200);
    expectRefused(await profile(link.token, outside.id));
    expectRefused(await profile(link.token, busyInList.id));
  });

  it("a link without a shortlist shows every active developer and no other", async () => {
    const active = await insertCandidate(h.ctx);
    const inactive = await insertCandidate(h.ctx, { isActive: "inactive" });
    const busy = await insertCandidate(h.ctx, { isActive: "busy" });
    const link = await insertLink(h.ctx, h.admin.id);

    const developers = json<Listing>(await listing(link.token)).developers;
    const ids = developers.map((d) => d.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(busy.id);
    const activeRows = await h.ctx.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.isActive, "active"));
    expect(ids.sort()).toEqual(activeRows.map((r) => r.id).sort());
    expectRefused(await profile(link.token, inactive.id));
  });

  it("another link's shortlist does not leak into this one", async () => {
    const mine = await insertCandidate(h.ctx);
    const theirs = await insertCandidate(h.ctx);
    const myLink = await insertLink(h.ctx, h.admin.id, { candidateIds: [mine.id] });
    const theirLink = await insertLink(h.ctx, h.admin.id, { candidateIds: [theirs.id] });
    expect(json<Listing>(await listing(myLink.token)).developers.map((d) => d.id)).toEqual([
      mine.id,
    ]);
    expectRefused(await profile(myLink.token, theirs.id));
    expectRefused(await profile(theirLink.token, mine.id));
  });

  it("a developer who stops being active disappears from the link at once", async () => {
    const dev = await insertCandidate(h.ctx);
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id] });
    expect((await profile(link.token, dev.id)).statusCode).toBe(200);
    await h.ctx.database.db
      .update(candidates)
      .set({ isActive: "inactive" })
      .where(eq(candidates.id, dev.id));
    expectRefused(await profile(link.token, dev.id));
    expect(json<Listing>(await listing(link.token)).developers).toEqual([]);
  });
});

describe("when a link may be used", () => {
  it("refuses unknown, malformed, deactivated and expired links with one answer", async () => {
    const dev = await insertCandidate(h.ctx);
    const inactive = await insertLink(h.ctx, h.admin.id, { isActive: false });
    const expired = await insertLink(h.ctx, h.admin.id, { expiresAt: new Date(Date.now() - 1000) });
    const unknown = "A".repeat(32);
    for (const token of [unknown, "short", "has spaces and more than 22 chars", inactive.token]) {
      expectRefused(await listing(encodeURIComponent(token)));
      expectRefused(await profile(encodeURIComponent(token), dev.id));
    }
    expectRefused(await listing(expired.token));
    expectRefused(await profile(expired.token, dev.id));
    const open = await insertLink(h.ctx, h.admin.id);
    expectRefused(await profile(open.token, "not-a-uuid"));
    expectRefused(await profile(open.token, "00000000-0000-4000-8000-000000000000"));
  });

  it("a link expires exactly at expiresAt", async () => {
    const expiresAt = new Date("2040-06-01T12:00:00.000Z");
    const dev = await insertCandidate(h.ctx);
    const link = await insertLink(h.ctx, h.admin.id, { expiresAt, candidateIds: [dev.id] });
    vi.useFakeTimers({ toFake: ["Date"] });

    vi.setSystemTime(expiresAt.getTime() - 1);
    expect((await listing(link.token)).statusCode).toBe(200);
    expect((await profile(link.token, dev.id)).statusCode).toBe(200);

    vi.setSystemTime(expiresAt.getTime());
    expectRefused(await listing(link.token));
    expectRefused(await profile(link.token, dev.id));
  });

  it("a link opens again when an admin reactivates it or moves its expiry", async () => {
    const link = await insertLink(h.ctx, h.admin.id, {
      isActive: false,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expectRefused(await listing(link.token));
    const res = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/admin/shareable-links/${link.id}`,
      headers: { cookie: h.admin.cookie },
      payload: {
        customerName: "Initech",
        customerEmail: "talent@initech.example",
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        isActive: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await listing(link.token)).statusCode).toBe(200);
  });
});

describe("view counting", () => {
  it("each listing view adds one and stamps the time; profiles and refusals do not", async () => {
    const dev = await insertCandidate(h.ctx);
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id] });
    const before = Date.now();
    await listing(link.token);
    await listing(link.token);
    let row = await linkRow(link.id);
    expect(row.accessCount).toBe(2);
    expect(row.lastAccessedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await profile(link.token, dev.id);
    expect((await linkRow(link.id)).accessCount).toBe(2);

    await h.ctx.database.db
      .update(shareableLinks)
      .set({ isActive: false })
      .where(eq(shareableLinks.id, link.id));
    await listing(link.token);
    row = await linkRow(link.id);
    expect(row.accessCount).toBe(2);
  });

  it("100 concurrent views add exactly 100", async () => {
    const link = await insertLink(h.ctx, h.admin.id);
    const results = await Promise.all(Array.from({ length: 100 }, () => listing(link.token)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await linkRow(link.id)).accessCount).toBe(100);
  });

  it("the admin list shows the views", async () => {
    const link = await insertLink(h.ctx, h.admin.id);
    await listing(link.token);
    const res = await h.ctx.app.inject({
      url: "/api/admin/shareable-links",
      headers: { cookie: h.admin.cookie },
    });
    const mine = json<Array<{ id: string; accessCount: number; lastAccessedAt: string }>>(res).find(
      (l) => l.id === link.id,
    );
    expect(mine?.accessCount).toBe(1);
    expect(typeof mine?.lastAccessedAt).toBe("string");
  });
});

describe("rate limit", () => {
  it("caps each route's requests per token, leaving other tokens alone", async () => {
    const busy = await insertLink(h.ctx, h.admin.id);
    const other = await insertLink(h.ctx, h.admin.id);
    const statuses = new Set<number>();
    for (let i = 0; i < sharedRateLimit.max; i++)
      statuses.add((await listing(busy.token)).statusCode);
    expect([...statuses]).toEqual([200]);
    const limited = await listing(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await listing(other.token)).statusCode).toBe(200);
    // Three hundred requests in a row: give a loaded machine time.
  }, 120_000);
});

describe("shared files", () => {
  const file = (url: string) => h.ctx.app.inject({ url });

  it("serve a link's developer's photo and resume without a cookie, never cached", async () => {
    const dev = await insertCandidate(h.ctx, { fullName: "Zoë Ångström" });
    const photo = await attachFile(h.ctx, h.admin.cookie, dev.id, "profile-photo", png());
    const resume = await attachFile(h.ctx, h.admin.cookie, dev.id, "resume", pdf());
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id] });
    const shared = json<Listing>(await listing(link.token)).developers[0]!;
    expect(shared.profilePhoto).toBe(`/api/shared/files/${link.token}/${photo.slice(9)}`);
    expect(shared.resumeUrl).toBe(`/api/shared/files/${link.token}/${resume.slice(9)}`);

    const image = await file(shared.profilePhoto!);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("no-store");
    expect(image.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(image.rawPayload.equals(png())).toBe(true);

    const doc = await file(shared.resumeUrl!);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers["content-type"]).toBe("application/pdf");
    expect(doc.headers["content-disposition"]).toBe(
      'attachment; filename="zoe-angstrom-resume.pdf"',
    );
    expect((await linkRow(link.id)).accessCount).toBe(1);
  });

  it("refuse files of developers outside the link, and anything that is not a stored file", async () => {
    const mine = await insertCandidate(h.ctx);
    const theirs = await insertCandidate(h.ctx);
    const busy = await insertCandidate(h.ctx);
    const theirPhoto = await attachFile(h.ctx, h.admin.cookie, theirs.id, "profile-photo", png());
    const busyPhoto = await attachFile(h.ctx, h.admin.cookie, busy.id, "profile-photo", png());
    await h.ctx.database.db
      .update(candidates)
      .set({ isActive: "busy" })
      .where(eq(candidates.id, busy.id));
    const link = await insertLink(h.ctx, h.admin.id, { candidateIds: [mine.id, busy.id] });
    const everyone = await insertLink(h.ctx, h.admin.id);
    for (const path of [theirPhoto, busyPhoto]) {
      expectRefused(await file(`/api/shared/files/${link.token}/${path.slice(9)}`));
    }
    expectRefused(await file(`/api/shared/files/${everyone.token}/${busyPhoto.slice(9)}`));
    expect(
      (await file(`/api/shared/files/${everyone.token}/${theirPhoto.slice(9)}`)).statusCode,
    ).toBe(200);
    for (const path of [
      "files/not-a-uuid",
      "uploads/00000000-0000-4000-8000-000000000000",
      "..%2F..%2Fetc%2Fpasswd",
    ]) {
      expectRefused(await file(`/api/shared/files/${everyone.token}/${path}`));
    }
    expectRefused(await file(`/api/shared/files/${"B".repeat(32)}/${theirPhoto.slice(9)}`));
  });

  it("stop working when the link is deactivated, expires or is deleted", async () => {
    const dev = await insertCandidate(h.ctx);
    const photo = (await attachFile(h.ctx, h.admin.cookie, dev.id, "profile-photo", png())).slice(
      9,
    );
    const make = () => insertLink(h.ctx, h.admin.id, { candidateIds: [dev.id] });
    const url = (token: string) => `/api/shared/files/${token}/${photo}`;
    const set = async (id: string, values: Partial<typeof shareableLinks.$inferInsert>) =>
      h.ctx.database.db.update(shareableLinks).set(values).where(eq(shareableLinks.id, id));

    const deactivated = await make();
    expect((await file(url(deactivated.token))).statusCode).toBe(200);
    await set(deactivated.id, { isActive: false });
    expectRefused(await file(url(deactivated.token)));

    const expired = await make();
    await set(expired.id, { expiresAt: new Date(Date.now() - 1) });
    expectRefused(await file(url(expired.token)));

    const deleted = await make();
    const res = await h.ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/shareable-links/${deleted.id}`,
      headers: { cookie: h.admin.cookie },
    });
    expect(res.statusCode).toBe(204);
    expectRefused(await file(url(deleted.token)));
  });
});
