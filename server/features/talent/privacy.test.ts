/**
 * Personal data: the candidate's export; erasure by the candidate
 * (DELETE /api/talent/me → 202), by an admin (candidate or inquiry), leaving an anonymised
 * "Erased candidate" row that pipelines still count, no trace of the address in any table
 * (the whole database is searched), no file left in storage; audited as gdpr.export and
 * gdpr.erase; the daily retention job for unhandled inquiries, driven by dates.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_NAME } from "#common/talent.ts";
import { VERDICTS } from "#common/verdict.ts";
import { insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { pdf } from "../../../tests/support/sample-files.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { loadConfig } from "../../config.ts";
import {
  auditLog,
  candidateNotes,
  candidates,
  contactInquiries,
  jobs,
  linkVerdicts,
} from "../../db/schema.ts";
import { nextRunAfter, RETENTION_JOB, runRetention, scheduleRetention } from "./retention-job.ts";

let ctx: TestContext;
let sink: SmtpSink;
let admin: TestUser;
let user: TestUser;
let counter = 0;
const nextIp = () => `10.27.${Math.floor(++counter / 250)}.${counter % 250}`;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
  user = await createUser(ctx);
});
afterAll(() => stopMailApp({ ctx, sink }));

/** Every row of every table, as text, lower-cased: the whole database, searched. */
async function databaseDump(): Promise<string> {
  const tables = (await ctx.database.db.execute(
    sql`SELECT table_schema AS s, table_name AS t FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: Array<{ s: string; t: string }> };
  const parts: string[] = [];
  for (const { s, t } of tables.rows) {
    const result = (await ctx.database.db.execute(
      sql.raw(`SELECT t::text AS row FROM "${s}"."${t}" t`),
    )) as unknown as { rows: Array<{ row: string }> };
    parts.push(`## ${s}.${t}`, ...result.rows.map((r) => r.row));
  }
  return parts.join("\n").toLowerCase();
}

/** Every stored file's bytes (storage, the outbox), as latin1 text. */
function storedBytes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(fs.readFileSync(full).toString("latin1").toLowerCase());
    }
  };
  walk(ctx.config.dataDir);
  return out;
}

async function multipart(values: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("resume", new Blob([new Uint8Array(file)]), "cv.pdf");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

/** A developer who applied (with a résumé naming their address), was approved and signed in. */
async function approvedDeveloper() {
  const email = `erase.me${++counter}-${Date.now()}@example.com`;
  const fullName = `Erin Erasable${counter}x`;
  const body = await multipart(
    {
      fullName,
      email,
      title: "Data Engineer",
      location: "Tallinn, Estonia",
      skills: "Python, Spark",
      githubUrl: `https://github.com/erin-${counter}`,
      summary: `Reach me at ${email}.`,
      consent: "true",
    },
    pdf(`${fullName} resume ${email}`),
  );
  const applied = await ctx.app.inject({
    method: "POST",
    url: "/api/applications",
    ...body,
    remoteAddress: nextIp(),
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = json<{ id: string }>(applied).id;
  const approved = await ctx.app.inject({
    method: "PATCH",
    url: `/api/admin/applications/${applicationId}`,
    headers: { cookie: admin.cookie },
    payload: {
      status: "approved",
      note: `Great call with Erin (${email}).`,
      scorecard: { technical: 5, communication: 4, english: 5, reliability: 4 },
    },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const candidateId = json<{ candidateId: string }>(approved).candidateId;
  // An admin's note, a customer's verdict: facts about the candidate kept elsewhere.
  await ctx.database.db
    .insert(candidateNotes)
    .values({ candidateId, authorId: admin.id, body: `Spoke to ${fullName} at ${email}` });
  const link = await insertLink(ctx, admin.id, { candidateIds: [candidateId] });
  await ctx.database.db.insert(linkVerdicts).values({
    linkId: link.id,
    candidateId,
    viewerKey: "",
    verdict: VERDICTS[0],
    comment: "Strong profile",
  });
  // Mail to the address was sent through the queue (and may still be in its table).
  await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Welcome"));
  await ctx.app.inject({
    method: "POST",
    url: "/api/talent/access",
    payload: { email },
    remoteAddress: nextIp(),
  });
  const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.includes("sign-in"));
  const token = mail.text.match(/\/talent\/access\/([\w-]+)/)![1]!;
  const session = await ctx.app.inject({
    method: "POST",
    url: "/api/talent/session",
    payload: { token },
  });
  const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
  return { email, fullName, candidateId, applicationId, cookie, linkId: link.id };
}

describe("GET /api/talent/me/export", () => {
  it("gives every stored fact about the candidate, and is audited", async () => {
    const dev = await approvedDeveloper();
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/talent/me/export",
      headers: { cookie: dev.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    const data = json<{
      profile: Record<string, unknown>;
      applications: Array<{ id: string; scorecard: unknown; reviews: Array<{ note: string }> }>;
      notes: Array<{ body: string }>;
      verdicts: Array<{ verdict: string }>;
      pipelineEntries: unknown[];
      engagements: unknown[];
    }>(res);
    expect(data.profile).toMatchObject({
      id: dev.candidateId,
      email: dev.email,
      fullName: dev.fullName,
    });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]!.id).toBe(dev.applicationId);
    expect(data.applications[0]!.scorecard).toEqual({
      technical: 5,
      communication: 4,
      english: 5,
      reliability: 4,
    });
    expect(data.applications[0]!.reviews[0]!.note).toContain("Great call");
    expect(data.notes.map((n) => n.body)).toEqual([expect.stringContaining("Spoke to Erin")]);
    expect(data.verdicts.map((v) => v.verdict)).toEqual([VERDICTS[0]]);
    expect(Array.isArray(data.pipelineEntries)).toBe(true);
    expect(Array.isArray(data.engagements)).toBe(true);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'gdpr.export' AND ${auditLog.targetId} = ${dev.candidateId}`);
    expect(audit).toBeDefined();
  });
});

describe("erasure", () => {
  it("DELETE /api/talent/me: 202, an anonymised row kept, no trace of the address anywhere", async () => {
    const dev = await approvedDeveloper();
    expect(await databaseDump()).toContain(dev.email);
    expect(storedBytes().some((b) => b.includes(dev.email))).toBe(true);

    const res = await ctx.app.inject({
      method: "DELETE",
      url: "/api/talent/me",
      headers: { cookie: dev.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);

    // The row stays for what counts it (the link's shortlist, the customer's verdict).
    const [row] = await ctx.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, dev.candidateId));
    expect(row).toMatchObject({
      fullName: ERASED_NAME,
      phone: null,
      summary: null,
      location: null,
      resumeUrl: null,
      githubUrl: null,
      linkedinUrl: null,
      portfolioUrl: null,
      resumeText: null,
    });
    const verdicts = await ctx.database.db
      .select()
      .from(linkVerdicts)
      .where(eq(linkVerdicts.candidateId, dev.candidateId));
    expect(verdicts).toHaveLength(1);

    // The whole database, every file: the address is nowhere, nor the name.
    const dump = await databaseDump();
    expect(dump).not.toContain(dev.email);
    expect(dump).not.toContain(dev.fullName.toLowerCase());
    expect(storedBytes().some((b) => b.includes(dev.email))).toBe(false);

    // The session ended with it.
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/talent/me",
      headers: { cookie: dev.cookie },
    });
    expect(me.statusCode).toBe(401);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'gdpr.erase' AND ${auditLog.targetId} = ${dev.candidateId}`);
    expect(audit?.details).toMatchObject({ by: "candidate" });

    // The admin sees the anonymised candidate.
    const asAdmin = await ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${dev.candidateId}`,
      headers: { cookie: admin.cookie },
    });
    expect(json<{ fullName: string }>(asAdmin).fullName).toBe(ERASED_NAME);
  });

  it("POST /api/admin/candidates/{id}/erase does the same, admins only", async () => {
    const dev = await approvedDeveloper();
    const asUser = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/candidates/${dev.candidateId}/erase`,
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/candidates/${dev.candidateId}/erase`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await databaseDump()).not.toContain(dev.email);
    expect(storedBytes().some((b) => b.includes(dev.email))).toBe(false);
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/talent/me",
      headers: { cookie: dev.cookie },
    });
    expect(me.statusCode).toBe(401);
    // Nobody can ask for a sign-in link to it any more.
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/candidates/00000000-0000-4000-8000-000000000000/erase",
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("POST /api/contacts/{id}/erase erases an inquiry and the mail it caused", async () => {
    const email = `inquirer${Date.now()}@example.com`;
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: {
        firstName: "Ivy",
        lastName: "Inquirer",
        email,
        company: "Ivy Corp",
        hiringNeeds: "backend",
        message: `Call me: ${email}`,
      },
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(201);
    const { id } = json<{ id: string }>(sent);
    // The admins were told (the notification names the sender): that is erased too.
    await sink.waitFor((m) => m.subject.includes("Ivy Inquirer"));
    expect(await databaseDump()).toContain(email);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/contacts/${id}/erase`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    const dump = await databaseDump();
    expect(dump).not.toContain(email);
    expect(dump).not.toContain("ivy corp");
    expect(dump).not.toContain("ivy inquirer");
    const [row] = await ctx.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.id, id));
    expect(row!.handledAt).not.toBeNull();
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'gdpr.erase' AND ${auditLog.targetId} = ${id}`);
    expect(audit?.targetType).toBe("inquiry");
  });
});

describe("without SMTP_HOST", () => {
  it("erasure also removes the address's e-mails from the outbox", async () => {
    const local = await createTestApp();
    try {
      const email = `outbox${Date.now()}@example.com`;
      const outbox = path.join(local.config.dataDir, "outbox");
      const mentioning = () =>
        fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((f) => fs.readFileSync(path.join(outbox, f), "latin1").includes(email))
          : [];
      const applied = await local.app.inject({
        method: "POST",
        url: "/api/applications",
        payload: { fullName: "Otto Outbox", email, title: "Engineer", consent: true },
      });
      expect(applied.statusCode).toBe(201);
      const [row] = await local.database.db
        .insert(candidates)
        .values({ fullName: "Otto Outbox", email, title: "Engineer" })
        .returning();
      await expect.poll(() => mentioning().length, { timeout: 10_000 }).toBeGreaterThan(0);
      const localAdmin = await createUser(local, { isAdmin: true });
      const res = await local.app.inject({
        method: "POST",
        url: `/api/admin/candidates/${row!.id}/erase`,
        headers: { cookie: localAdmin.cookie },
      });
      expect(res.statusCode).toBe(202);
      expect(mentioning()).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

describe("retention", () => {
  it("RETENTION_MONTHS defaults to 24", () => {
    expect(loadConfig({ NODE_ENV: "test" }).RETENTION_MONTHS).toBe(24);
    expect(loadConfig({ NODE_ENV: "test", RETENTION_MONTHS: "6" }).RETENTION_MONTHS).toBe(6);
  });

  it("erases inquiries older than the retention and unhandled, as of the run's date", async () => {
    const insert = (email: string, createdAt: Date, handledAt: Date | null = null) =>
      ctx.database.db
        .insert(contactInquiries)
        .values({
          firstName: "Old",
          lastName: "Lead",
          email,
          company: "Old Co",
          message: "Hello",
          createdAt,
          handledAt,
        })
        .returning()
        .then((r) => r[0]!);
    const now = new Date("2031-06-15T03:00:00Z");
    const stale = await insert("stale.lead@example.com", new Date("2029-06-01T00:00:00Z"));
    const handled = await insert(
      "handled.lead@example.com",
      new Date("2029-06-01T00:00:00Z"),
      new Date("2029-07-01T00:00:00Z"),
    );
    const recent = await insert("recent.lead@example.com", new Date("2029-07-01T00:00:00Z"));

    const erased = await runRetention(ctx.database.db, 24, now);
    expect(erased).toContain(stale.id);
    expect(erased).not.toContain(handled.id);
    expect(erased).not.toContain(recent.id);
    const dump = await databaseDump();
    expect(dump).not.toContain("stale.lead@example.com");
    expect(dump).toContain("handled.lead@example.com");
    expect(dump).toContain("recent.lead@example.com");
    // A month later the recent one is due too; the erased one is not erased again.
    const later = await runRetention(ctx.database.db, 24, new Date("2031-07-15T03:00:00Z"));
    expect(later).toEqual([recent.id]);
  });

  it("runs daily through the job queue, one queued run per day", async () => {
    const at = nextRunAfter(new Date("2031-01-10T15:00:00Z"));
    expect(at.toISOString()).toBe("2031-01-11T03:00:00.000Z");
    const first = await scheduleRetention(ctx.app.jobs, new Date("2099-01-01T03:00:00Z"));
    const again = await scheduleRetention(ctx.app.jobs, new Date("2099-01-01T03:00:00Z"));
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.name, RETENTION_JOB));
    expect(queued.map((j) => j.state)).toEqual(["queued"]);
  });
});
