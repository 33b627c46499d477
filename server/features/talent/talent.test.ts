/**
 * Candidate self-service: the sign-in link by e-mail (202 always,
 * single use, 30 minutes), its server-answered page with a form that posts the token, the
 * candidate session that reaches /api/talent/* and nothing else, the own profile with its
 * completeness, the résumé upload, and changes audited as the candidate's.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { talentCompleteness, talentMessages } from "#common/talent.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { pdf, png } from "../../../tests/support/sample-files.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import { json, type TestContext, type TestUser } from "../../../tests/support/test-app.ts";
import { auditLog, candidates, talentAccessTokens } from "../../db/schema.ts";

let ctx: TestContext;
let sink: SmtpSink;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const nextIp = () => `10.26.${Math.floor(++counter / 250)}.${counter % 250}`;

async function insertCandidate(overrides: Partial<typeof candidates.$inferInsert> = {}) {
  const email = `talent${++counter}-${Date.now()}@example.com`;
  const [row] = await ctx.database.db
    .insert(candidates)
    .values({ fullName: "Tala Candidate", email, title: "Frontend Engineer", ...overrides })
    .returning();
  return row!;
}

async function askForLink(email: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/talent/access",
    payload: { email },
    remoteAddress: nextIp(),
  });
}

/** The token of the newest sign-in e-mail to `email`. */
async function linkFor(email: string): Promise<string> {
  const before = sink.messages.filter((m) => m.to.includes(email)).length;
  expect((await askForLink(email)).statusCode).toBe(202);
  const mail = await sink.waitFor(
    (m) =>
      m.to.includes(email) &&
      sink.messages.filter((x) => x.to.includes(email)).indexOf(m) >= before,
  );
  const match = mail.text.match(/\/talent\/access\/([\w-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** Signs in through the link's page form, as a browser without JavaScript does. */
async function signIn(email: string): Promise<string> {
  const token = await linkFor(email);
  const res = await ctx.app.inject({
    method: "POST",
    url: `/talent/access/${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `token=${token}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe("/talent");
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  expect(cookie).toMatch(/^talent_sid=/);
  return cookie;
}

describe("sign-in link", () => {
  it("answers 202 for any address and e-mails a link only to a known candidate", async () => {
    const candidate = await insertCandidate();
    const unknown = `nobody${Date.now()}@example.com`;
    const a = await askForLink(candidate.email);
    const b = await askForLink(unknown);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(json<{ message: string }>(a).message).toBe(talentMessages.linkSent);
    const mail = await sink.waitFor((m) => m.to.includes(candidate.email));
    expect(mail.text).toMatch(/\/talent\/access\/[\w-]{40,}/);
    const tokens = await ctx.database.db
      .select()
      .from(talentAccessTokens)
      .where(eq(talentAccessTokens.candidateId, candidate.id));
    expect(tokens).toHaveLength(1);
    // Stored hashed, never as sent.
    expect(mail.text).not.toContain(tokens[0]!.tokenHash);
    expect(sink.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("opens a page with a Sign in form posting the token; the GET spends nothing", async () => {
    const candidate = await insertCandidate();
    const token = await linkFor(candidate.email);
    for (let i = 0; i < 2; i++) {
      const page = await ctx.app.inject({ method: "GET", url: `/talent/access/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain('<meta name="referrer" content="same-origin">');
      expect(page.body).toMatch(/<form method="post" action="\/talent\/access\/[\w-]+">/);
      expect(page.body).toContain(`name="token" value="${token}"`);
      expect(page.body).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    }
    const res = await ctx.app.inject({
      method: "POST",
      url: `/talent/access/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${token}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/talent");
  });

  it("mails at most 5 links per address in 15 minutes, answering 202 all the same", async () => {
    const candidate = await insertCandidate();
    for (let i = 0; i < 7; i++) {
      const res = await askForLink(candidate.email);
      expect(res.statusCode).toBe(202);
      expect(json<{ message: string }>(res).message).toBe(talentMessages.linkSent);
    }
    const tokens = await ctx.database.db
      .select()
      .from(talentAccessTokens)
      .where(eq(talentAccessTokens.candidateId, candidate.id));
    expect(tokens).toHaveLength(5);
  });

  it("signs in from the link's page whatever the post carries, then redirects to /talent", async () => {
    const candidate = await insertCandidate();
    const token = await linkFor(candidate.email);
    const res = await ctx.app.inject({ method: "POST", url: `/talent/access/${token}` });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe("/talent");
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const me = await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } });
    expect(json<{ id: string }>(me).id).toBe(candidate.id);
  });

  it("works once: a used link is 400 to post and 404 to open", async () => {
    const candidate = await insertCandidate();
    const token = await linkFor(candidate.email);
    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/session",
      payload: { token },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ candidateId: string }>(first).candidateId).toBe(candidate.id);
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/session",
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(json<{ message: string }>(again).message).toBe(talentMessages.linkInvalid);
    const page = await ctx.app.inject({ method: "GET", url: `/talent/access/${token}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("/talent/sign-in");
    const formAgain = await ctx.app.inject({
      method: "POST",
      url: `/talent/access/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${token}`,
    });
    expect(formAgain.statusCode).toBe(400);
    expect(formAgain.headers["content-type"]).toContain("text/html");
  });

  it("expires after 30 minutes", async () => {
    const candidate = await insertCandidate();
    const token = await linkFor(candidate.email);
    await ctx.database.db
      .update(talentAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(talentAccessTokens.candidateId, candidate.id));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/session",
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ expiresAt: talentAccessTokens.expiresAt, createdAt: talentAccessTokens.createdAt })
      .from(talentAccessTokens)
      .where(eq(talentAccessTokens.candidateId, candidate.id));
    expect(row).toBeDefined();
    const fresh = await insertCandidate();
    await linkFor(fresh.email);
    const [made] = await ctx.database.db
      .select({ expiresAt: talentAccessTokens.expiresAt, createdAt: talentAccessTokens.createdAt })
      .from(talentAccessTokens)
      .where(eq(talentAccessTokens.candidateId, fresh.id));
    const minutes = (made!.expiresAt.getTime() - made!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
  });
});

describe("the candidate session", () => {
  it("reaches /api/talent/* and nothing else", async () => {
    const candidate = await insertCandidate();
    const cookie = await signIn(candidate.email);
    const me = await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    for (const [method, url] of [
      ["GET", "/api/candidates"],
      ["GET", `/api/candidates/${candidate.id}`],
      ["GET", "/api/auth/user"],
      ["GET", "/api/admin/applications"],
      ["GET", "/api/contacts"],
      ["GET", "/api/admin/shareable-links"],
      ["POST", "/api/objects/upload"],
      ["GET", "/api/admin/users"],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie },
        payload: method === "POST" ? {} : undefined,
      });
      expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
    }
  });

  it("is refused to users and admins: /api/talent/me needs a candidate", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/talent/me",
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it("ends at sign-out", async () => {
    const candidate = await insertCandidate();
    const cookie = await signIn(candidate.email);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/sign-out",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe("GET/PUT /api/talent/me", () => {
  it("reads and keeps the profile current, with completeness, audited as the candidate's", async () => {
    const candidate = await insertCandidate({ skills: ["React"], availability: "Part-time" });
    const cookie = await signIn(candidate.email);
    const me = json<Record<string, unknown>>(
      await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } }),
    );
    expect(me).toMatchObject({
      id: candidate.id,
      fullName: "Tala Candidate",
      email: candidate.email,
      availability: "Part-time",
      skills: ["React"],
    });
    expect(me.completeness).toBe(talentCompleteness(me as never));
    const low = me.completeness as number;

    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me",
      headers: { cookie },
      payload: {
        availability: "Contract",
        hourlyRate: 80,
        location: "Nairobi, Kenya",
        skills: ["React", "TypeScript"],
        spokenLanguages: ["English", "Swahili"],
        summary: "Frontend engineer.",
        githubUrl: "https://github.com/tala",
        phone: "+254 700 000000",
        availableFrom: "2027-03-01",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = json<Record<string, unknown>>(res);
    expect(updated).toMatchObject({
      availability: "Contract",
      availableFrom: "2027-03-01",
      hourlyRate: 80,
      location: "Nairobi, Kenya",
    });
    expect(updated.completeness as number).toBeGreaterThan(low);

    // The admins see the change on the candidate, and whose it was in the audit log.
    const asAdmin = json<Record<string, unknown>>(
      await ctx.app.inject({
        method: "GET",
        url: `/api/candidates/${candidate.id}`,
        headers: { cookie: admin.cookie },
      }),
    );
    expect(asAdmin).toMatchObject({
      availability: "Contract",
      availableFrom: "2027-03-01",
      hourlyRate: 80,
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, candidate.id));
    const entry = audit.find((a) => a.action === "talent.update");
    expect(entry?.details).toMatchObject({ by: "candidate" });
    expect((entry!.details as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(["availability", "hourlyRate", "location"]),
    );
  });

  it("refuses bad values with 400 and field messages, and fields the candidate may not change", async () => {
    const candidate = await insertCandidate();
    const cookie = await signIn(candidate.email);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me",
      headers: { cookie },
      payload: {
        availability: "Sometimes",
        hourlyRate: 0,
        githubUrl: "javascript:alert(1)",
        availableFrom: "2027-02-30",
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string> }>(res).errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["availability", "hourlyRate", "githubUrl", "availableFrom"]),
    );
    expect(errors.availableFrom).toBe("Please enter a valid date");
    const sneaky = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me",
      headers: { cookie },
      payload: { fullName: "Someone Else", email: "other@example.com", isActive: "active" },
    });
    expect(sneaky.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidate.id));
    expect(row!.fullName).toBe("Tala Candidate");
    expect(row!.email).toBe(candidate.email);
  });

  it("replaces the résumé through an upload URL, checked from its bytes", async () => {
    const candidate = await insertCandidate();
    const cookie = await signIn(candidate.email);
    const upload = async (bytes: Buffer) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/talent/upload",
        headers: { cookie },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const { uploadURL } = json<{ uploadURL: string }>(res);
      const put = await ctx.app.inject({
        method: "PUT",
        url: new URL(uploadURL).pathname + new URL(uploadURL).search,
        payload: bytes,
        headers: { "content-type": "application/octet-stream" },
      });
      expect(put.statusCode, put.body).toBe(200);
      return uploadURL;
    };
    const pngUrl = await upload(png());
    const wrong = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me/resume",
      headers: { cookie },
      payload: { resumeURL: pngUrl },
    });
    expect(wrong.statusCode).toBe(415);

    const pdfUrl = await upload(pdf("Tala resume"));
    const ok = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me/resume",
      headers: { cookie },
      payload: { resumeURL: pdfUrl },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { resumeUrl } = json<{ resumeUrl: string }>(ok);
    expect(resumeUrl).toMatch(/^\/objects\/files\//);
    const me = json<{ resumeUrl: string }>(
      await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } }),
    );
    expect(me.resumeUrl).toBe(resumeUrl);
  });
});
