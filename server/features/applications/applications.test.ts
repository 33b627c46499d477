/**
 * Applications: POST /api/applications as multipart/form-data with
 * a résumé checked from its bytes, consent, the same answer for a known address, the limit
 * per address and client, the acknowledgement e-mail; the admins' vetting with scorecards
 * and notes, approval creating or linking the candidate, one courteous rejection.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, applicationMessages, CONSENT_VERSION } from "#common/application.ts";
import { RESUME_MAX_BYTES } from "#common/constants.ts";
import { RESUME_UNPACKS_TOO_LARGE_MESSAGE } from "#common/resume-text-values.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { docx, docxBomb, pdf, png } from "../../../tests/support/sample-files.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import {
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { applications, candidates, jobs, uploads } from "../../db/schema.ts";

let ctx: TestContext;
let sink: SmtpSink;
let admin: TestUser;
let user: TestUser;
let ipCounter = 0;
/** A fresh client address per call keeps the per-client limit out of other tests. */
const nextIp = () => `10.25.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
  user = await createUser(ctx);
});
afterAll(() => stopMailApp({ ctx, sink }));

let emailCounter = 0;
const freshEmail = () => `applicant${++emailCounter}-${Date.now()}@example.com`;

function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    fullName: "Linus Applicant",
    email: freshEmail(),
    title: "Backend Engineer",
    location: "Lisbon, Portugal",
    skills: "Go, PostgreSQL, Kubernetes",
    experience: "7",
    hourlyRate: "65",
    availability: "Full-time",
    githubUrl: "https://github.com/linus-applicant",
    linkedinUrl: "",
    portfolioUrl: "",
    summary: "I build and run backend services.",
    consent: "true",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

/** A real multipart body, as a browser's FormData makes it. */
async function multipart(values: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

async function apply(
  values: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  options: { ip?: string; accept?: string } = {},
) {
  const body = await multipart(values, file);
  return ctx.app.inject({
    method: "POST",
    url: "/api/applications",
    payload: body.payload,
    headers: { ...body.headers, ...(options.accept ? { accept: options.accept } : {}) },
    remoteAddress: options.ip ?? nextIp(),
  });
}

const resume = () => ({ name: "cv.pdf", bytes: pdf("Linus Applicant resume Go PostgreSQL") });

async function count(table: typeof applications | typeof uploads) {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

function storedFiles(): string[] {
  const dir = path.join(ctx.config.dataDir);
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!full.includes(`${path.sep}outbox${path.sep}`)) out.push(full);
    }
  };
  walk(dir);
  return out.filter((f) => /[0-9a-f-]{36}$/.test(f));
}

const adminGet = (url: string) =>
  ctx.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const adminPatch = (id: string, payload: object) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/admin/applications/${id}`,
    headers: { cookie: admin.cookie },
    payload,
  });

describe("POST /api/applications", () => {
  it("stores the application with its résumé and consent, answers 201 { id }, and e-mails the applicant", async () => {
    const values = fields();
    const res = await apply(values, resume());
    expect(res.statusCode, res.body).toBe(201);
    const body = json<{ id: string }>(res);
    expect(Object.keys(body)).toEqual(["id"]);

    const detail = json<Record<string, unknown>>(
      await adminGet(`/api/admin/applications/${body.id}`),
    );
    expect(detail).toMatchObject({
      id: body.id,
      fullName: "Linus Applicant",
      email: values.email,
      title: "Backend Engineer",
      skills: ["Go", "PostgreSQL", "Kubernetes"],
      experience: 7,
      hourlyRate: 65,
      availability: "Full-time",
      githubUrl: "https://github.com/linus-applicant",
      linkedinUrl: null,
      status: "new",
      consentVersion: CONSENT_VERSION,
      candidateId: null,
      reviews: [],
    });
    expect(Date.now() - Date.parse(detail.consentedAt as string)).toBeLessThan(60_000);
    expect(detail.resumeUrl).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);

    // The admin opens the résumé: the PDF's own bytes, served as a PDF.
    const file = await adminGet(detail.resumeUrl as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const mail = await sink.waitFor((m) => m.to.includes(values.email!));
    expect(mail.subject).toContain("We received your application");
    expect(mail.text).toContain("Linus Applicant");
  });

  it("takes an application without a résumé, and JSON from a script", async () => {
    const res = await apply(fields());
    expect(res.statusCode, res.body).toBe(201);
    const jsonRes = await ctx.app.inject({
      method: "POST",
      url: "/api/applications",
      payload: { ...fields(), consent: true, experience: 3 },
      remoteAddress: nextIp(),
    });
    expect(jsonRes.statusCode, jsonRes.body).toBe(201);
  });

  it("refuses without consent: 400 naming the field, nothing stored", async () => {
    const before = await count(applications);
    const uploadsBefore = await count(uploads);
    for (const consent of [undefined, "false", ""]) {
      const res = await apply(fields({ consent }), resume());
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors.consent).toBe(
        applicationMessages.consentRequired,
      );
    }
    expect(await count(applications)).toBe(before);
    expect(await count(uploads)).toBe(uploadsBefore);
  });

  it("refuses bad fields with 400 and field messages, nothing stored", async () => {
    const before = await count(applications);
    const res = await apply(
      fields({
        fullName: "A",
        email: "not-an-email",
        hourlyRate: "lots",
        availability: "Sometimes",
        githubUrl: "javascript:alert(1)",
      }),
      resume(),
    );
    expect(res.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string> }>(res).errors;
    expect(errors.fullName).toBe("Full name must be at least 2 characters");
    expect(errors.email).toBe("Please enter a valid email address");
    expect(errors.hourlyRate).toBe("Must be a whole number");
    expect(errors.availability).toBeDefined();
    expect(errors.githubUrl).toBe("Please enter a valid http:// or https:// URL");
    expect(await count(applications)).toBe(before);
  });

  it("refuses a file that is not a PDF or Word document (415) and one over 10 MB (413), storing nothing", async () => {
    const before = await count(applications);
    const uploadsBefore = await count(uploads);
    const filesBefore = storedFiles().length;

    // Named .pdf, but its bytes are a PNG: the bytes decide.
    const wrong = await apply(fields(), { name: "cv.pdf", bytes: png() });
    expect(wrong.statusCode, wrong.body).toBe(415);
    expect(json<{ message: string }>(wrong).message).toBe(applicationMessages.resumeWrongType);

    const text = await apply(fields(), { name: "cv.doc", bytes: Buffer.from("plain text résumé") });
    expect(text.statusCode).toBe(415);

    const big = Buffer.concat([pdf("big"), Buffer.alloc(RESUME_MAX_BYTES)]);
    const tooLarge = await apply(fields(), { name: "cv.pdf", bytes: big });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);

    // Far over the limit: the body itself is refused.
    const huge = Buffer.concat([pdf("huge"), Buffer.alloc(RESUME_MAX_BYTES * 2)]);
    const hugeRes = await apply(fields(), { name: "cv.pdf", bytes: huge });
    expect(hugeRes.statusCode).toBe(413);

    expect(await count(applications)).toBe(before);
    expect(await count(uploads)).toBe(uploadsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("refuses a Word zip bomb (422) from its declared sizes, storing nothing", async () => {
    const before = await count(applications);
    const uploadsBefore = await count(uploads);
    const filesBefore = storedFiles().length;

    // 150 MB of XML in a few hundred KB: a valid Word file that passes the type check.
    const res = await apply(fields(), { name: "cv.docx", bytes: await docxBomb() });
    expect(res.statusCode, res.body).toBe(422);
    const body = json<{ message: string; errors: Record<string, string> }>(res);
    expect(body.message).toBe(RESUME_UNPACKS_TOO_LARGE_MESSAGE);
    expect(body.errors.resume).toBe(RESUME_UNPACKS_TOO_LARGE_MESSAGE);

    expect(await count(applications)).toBe(before);
    expect(await count(uploads)).toBe(uploadsBefore);
    expect(storedFiles().length).toBe(filesBefore);
    // A Word résumé of a normal size is taken.
    expect((await apply(fields(), { name: "cv.docx", bytes: docx("Go") })).statusCode).toBe(201);
  });

  it("answers a known address exactly like a new one", async () => {
    const email = freshEmail();
    await ctx.database.db
      .insert(candidates)
      .values({ fullName: "Known Person", email, title: "Engineer" });
    const known = await apply(fields({ email }));
    const fresh = await apply(fields());
    expect(known.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(Object.keys(json(known) as object)).toEqual(Object.keys(json(fresh) as object));
    expect(known.headers["content-length"]).toBe(fresh.headers["content-length"]);
  });

  it("takes at most 5 per address and client in an hour (429), then nothing more is stored", async () => {
    const email = freshEmail();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await apply(fields({ email }), undefined, { ip })).statusCode).toBe(201);
    }
    const before = await count(applications);
    const sixth = await apply(fields({ email }), undefined, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(json<{ message: string }>(sixth).message).toBeTruthy();
    expect(await count(applications)).toBe(before);
    // Another address from the same client is its own count.
    expect((await apply(fields(), undefined, { ip })).statusCode).toBe(201);
  });

  it("takes at most 10 per client in an hour whatever the address (429 with a message fit to show), then nothing more is stored", async () => {
    const ip = nextIp();
    const before = await count(applications);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await apply(fields(), resume(), { ip })).statusCode);
    expect(answers).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await count(applications)).toBe(before + 10);

    const refused = await apply(fields(), resume(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    expect(json<{ message: string }>(refused).message).toMatch(
      /^Too many applications were sent from your network\. Please try again in \d+ minutes\.$/,
    );
    // The browser's own form post is answered with the page and the same words.
    const page = await apply(fields(), undefined, { ip, accept: "text/html" });
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Too many applications were sent from your network.");
    // Another client is not held back.
    expect((await apply(fields())).statusCode).toBe(201);
  });

  it("answers a browser's own form post with the page and a notice", async () => {
    const ok = await apply(fields(), resume(), { accept: "text/html,application/xhtml+xml" });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers["content-type"]).toContain("text/html");
    expect(ok.body).toContain(applicationMessages.sent.title);

    const bad = await apply(fields({ consent: undefined, fullName: "Kept Name" }), undefined, {
      accept: "text/html",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["content-type"]).toContain("text/html");
    expect(bad.body).toContain(applicationMessages.consentRequired);

    const wrong = await apply(fields(), { name: "cv.pdf", bytes: png() }, { accept: "text/html" });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.body).toContain(applicationMessages.resumeWrongType);
  });
});

describe("vetting", () => {
  async function newApplication(overrides: Record<string, string | undefined> = {}) {
    const res = await apply(fields(overrides), resume());
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: string }>(res).id;
  }

  it("is for admins only", async () => {
    const id = await newApplication();
    const anon = await ctx.app.inject({ method: "GET", url: "/api/admin/applications" });
    expect(anon.statusCode).toBe(401);
    const asUser = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/applications/${id}`,
      headers: { cookie: user.cookie },
      payload: { status: "approved" },
    });
    expect(asUser.statusCode).toBe(403);
  });

  it("lists newest first, filtered by status", async () => {
    const a = await newApplication();
    const b = await newApplication();
    await adminPatch(b, { status: "screening" });
    const all = json<Array<{ id: string }>>(await adminGet("/api/admin/applications"));
    expect(all.findIndex((x) => x.id === b)).toBeLessThan(all.findIndex((x) => x.id === a));
    const screening = json<Array<{ id: string; status: string }>>(
      await adminGet("/api/admin/applications?status=screening"),
    );
    expect(screening.map((x) => x.id)).toContain(b);
    expect(screening.every((x) => x.status === "screening")).toBe(true);
    expect((await adminGet("/api/admin/applications?status=hired")).statusCode).toBe(400);
  });

  it("keeps a scorecard and a note per step, and refuses scores outside 1–5", async () => {
    const id = await newApplication();
    const scorecard = { technical: 4, communication: 5, english: 4, reliability: 3 };
    const res = await adminPatch(id, {
      status: "interview",
      note: "Strong system design.",
      scorecard,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{
      status: string;
      scorecard: unknown;
      reviews: Array<{ status: string; note: string; scorecard: unknown; authorId: string }>;
    }>(res);
    expect(body.status).toBe("interview");
    expect(body.scorecard).toEqual(scorecard);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        status: "interview",
        note: "Strong system design.",
        scorecard,
        authorId: admin.id,
      }),
    ]);
    const note = await adminPatch(id, { status: "test-project", note: "Sent the test project." });
    expect(json<{ reviews: unknown[] }>(note).reviews).toHaveLength(2);

    for (const bad of [
      { ...scorecard, technical: 6 },
      { ...scorecard, english: 0 },
      { technical: 3 },
    ]) {
      const refused = await adminPatch(id, { scorecard: bad });
      expect(refused.statusCode).toBe(400);
    }
    expect((await adminPatch(id, { status: "hired" })).statusCode).toBe(400);
    expect(
      (await adminPatch("00000000-0000-4000-8000-000000000000", { status: "new" })).statusCode,
    ).toBe(404);
    expect(APPLICATION_STATUSES).toContain("test-project");
  });

  it("approval creates the candidate from the application and answers with candidateId", async () => {
    const email = freshEmail();
    const id = await newApplication({ email, fullName: "Grace Approved" });
    const res = await adminPatch(id, { status: "approved" });
    expect(res.statusCode, res.body).toBe(200);
    const { candidateId } = json<{ candidateId: string }>(res);
    expect(candidateId).toMatch(/^[0-9a-f-]{36}$/);
    const candidate = json<Record<string, unknown>>(
      await adminGet(`/api/candidates/${candidateId}`),
    );
    expect(candidate).toMatchObject({
      fullName: "Grace Approved",
      email,
      title: "Backend Engineer",
      skills: ["Go", "PostgreSQL", "Kubernetes"],
      hourlyRate: 65,
      availability: "Full-time",
    });
    expect(candidate.resumeUrl).toMatch(/^\/objects\/files\//);
    // Approving again links the same candidate, never a second one.
    const again = await adminPatch(id, { status: "approved" });
    expect(json<{ candidateId: string }>(again).candidateId).toBe(candidateId);
    const rows = await ctx.database.db.select().from(candidates).where(eq(candidates.email, email));
    expect(rows).toHaveLength(1);
    const welcome = await sink.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith("Welcome"),
    );
    expect(welcome.text).toContain("/talent/sign-in");
  });

  it("approval links the candidate the duplicate check finds (same e-mail, or same GitHub profile)", async () => {
    const email = freshEmail();
    const [existing] = await ctx.database.db
      .insert(candidates)
      .values({ fullName: "Existing Person", email, title: "Engineer" })
      .returning();
    const id = await newApplication({ email });
    const res = await adminPatch(id, { status: "approved" });
    expect(json<{ candidateId: string }>(res).candidateId).toBe(existing!.id);

    const [byGithub] = await ctx.database.db
      .insert(candidates)
      .values({
        fullName: "Octo Person",
        email: freshEmail(),
        title: "Engineer",
        githubUrl: "https://github.com/octo-dup",
      })
      .returning();
    const other = await newApplication({ githubUrl: "http://www.github.com/Octo-Dup/" });
    const linked = await adminPatch(other, { status: "approved" });
    expect(json<{ candidateId: string }>(linked).candidateId).toBe(byGithub!.id);
  });

  it("rejection sends one courteous e-mail, however often it is set", async () => {
    const email = freshEmail();
    const id = await newApplication({ email });
    const first = await adminPatch(id, { status: "rejected" });
    expect(first.statusCode).toBe(200);
    expect(json<{ rejectionSentAt: string | null }>(first).rejectionSentAt).not.toBeNull();
    await adminPatch(id, { status: "screening" });
    await adminPatch(id, { status: "rejected" });
    const mail = await sink.waitFor(
      (m) => m.to.includes(email) && /Your application/.test(m.subject),
    );
    expect(mail.text).toContain("Thank you");
    // Every e-mail goes through the queue: one rejection job was ever queued for this address.
    const queued = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, "mail.send"),
          sql`${jobs.data}->>'to' = ${email}`,
          sql`${jobs.data}->>'subject' LIKE 'Your application%'`,
        ),
      );
    expect(queued).toHaveLength(1);
    const rejections = sink.messages.filter(
      (m) => m.to.includes(email) && m.subject.startsWith("Your application"),
    );
    expect(rejections).toHaveLength(1);
  });
});

describe("decisions keep their record", () => {
  const scorecard = { technical: 5, communication: 4, english: 4, reliability: 5 };

  async function newApplication(overrides: Record<string, string | undefined> = {}) {
    const res = await apply(fields(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: string }>(res).id;
  }
  const adminPost = (url: string, payload: object, cookie = admin.cookie) =>
    ctx.app.inject({ method: "POST", url, headers: { cookie }, payload });
  type Item = {
    id: string;
    status: string;
    scorecard: unknown;
    note: string | null;
    duplicates: number;
  };
  const list = async (query = "") =>
    json<Item[]>(await adminGet(`/api/admin/applications${query}`));

  it("a status change stores the scorecard and note sent with it; the answer and every later read carry them", async () => {
    const id = await newApplication();
    const res = await adminPatch(id, { status: "approved", scorecard, note: "Hire: strong Go." });
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{
      status: string;
      scorecard: unknown;
      note: string | null;
      candidateId: string;
    }>(res);
    expect(answer).toMatchObject({ status: "approved", scorecard, note: "Hire: strong Go." });
    expect(answer.candidateId).toMatch(/^[0-9a-f-]{36}$/);

    const read = json<{
      scorecard: unknown;
      note: string | null;
      reviews: Array<{ status: string; note: string; scorecard: unknown }>;
    }>(await adminGet(`/api/admin/applications/${id}`));
    expect(read).toMatchObject({ scorecard, note: "Hire: strong Go." });
    expect(read.reviews).toEqual([
      expect.objectContaining({ status: "approved", note: "Hire: strong Go.", scorecard }),
    ]);
    const item = (await list()).find((a) => a.id === id);
    expect(item).toMatchObject({ status: "approved", scorecard, note: "Hire: strong Go." });

    // A later change without a note keeps the latest one; a new note replaces it.
    const moved = json<Item>(await adminPatch(id, { status: "interview" }));
    expect(moved).toMatchObject({ status: "interview", scorecard, note: "Hire: strong Go." });
    const rejected = json<Item>(
      await adminPatch(id, { status: "rejected", note: "Took another offer." }),
    );
    expect(rejected).toMatchObject({ status: "rejected", scorecard, note: "Took another offer." });

    // Before any note, the field is there and null.
    const fresh = json<Item>(await adminGet(`/api/admin/applications/${await newApplication()}`));
    expect(fresh).toMatchObject({ scorecard: null, note: null });
  });

  it("GET /api/admin/applications?q= finds by name, e-mail or title in any case; each item counts the others with its e-mail", async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const email = `${tag.toLowerCase()}@example.com`;
    const first = await newApplication({ fullName: `Quinn ${tag}`, email });
    const second = await newApplication({ fullName: `Quinn ${tag}`, email });
    const third = await newApplication({ fullName: `Quinn ${tag}`, email });
    const byTitle = await newApplication({ title: `${tag} Architect` });
    const alone = await newApplication({ fullName: `Solo ${tag}` });

    const byName = await list(`?q=${encodeURIComponent(`quinn ${tag.toUpperCase()}`)}`);
    expect(byName.map((a) => a.id).toSorted()).toEqual([first, second, third].toSorted());
    expect(byName.every((a) => a.duplicates === 2)).toBe(true);

    const byEmail = await list(`?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.map((a) => a.id).toSorted()).toEqual([first, second, third].toSorted());

    const all = await list(`?q=${tag}`);
    expect(all.map((a) => a.id).toSorted()).toEqual(
      [first, second, third, byTitle, alone].toSorted(),
    );
    expect(all.find((a) => a.id === alone)!.duplicates).toBe(0);
    expect(all.find((a) => a.id === byTitle)!.duplicates).toBe(0);
    expect((await list(`?q=${tag.toLowerCase()}%20architect`)).map((a) => a.id)).toEqual([byTitle]);

    // With a status too; LIKE's wildcards are plain characters.
    await adminPatch(second, { status: "screening" });
    expect((await list(`?q=${tag}&status=screening`)).map((a) => a.id)).toEqual([second]);
    expect(await list(`?q=${encodeURIComponent("%")}${tag}`)).toEqual([]);
    expect(await list(`?q=${tag}_`)).toEqual([]);
  });

  it("POST /api/admin/applications/bulk changes each as one by one: 200 { updated }, one rejection e-mail per applicant", async () => {
    const emails = [freshEmail(), freshEmail()];
    const ids = [
      await newApplication({ email: emails[0] }),
      await newApplication({ email: emails[1] }),
    ];
    const res = await adminPost("/api/admin/applications/bulk", {
      ids,
      status: "rejected",
      note: "Not enough production experience.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ updated: 2 });
    for (const id of ids) {
      const one = json<{
        status: string;
        note: string | null;
        rejectionSentAt: string | null;
        reviews: Array<{ status: string; note: string }>;
      }>(await adminGet(`/api/admin/applications/${id}`));
      expect(one).toMatchObject({ status: "rejected", note: "Not enough production experience." });
      expect(one.rejectionSentAt).not.toBeNull();
      expect(one.reviews).toEqual([
        expect.objectContaining({ status: "rejected", note: "Not enough production experience." }),
      ]);
    }
    // Rejected again, in bulk or alone: still one e-mail each.
    expect(
      json(await adminPost("/api/admin/applications/bulk", { ids, status: "rejected" })),
    ).toEqual({
      updated: 2,
    });
    await adminPatch(ids[0]!, { status: "rejected" });
    for (const email of emails) {
      await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Your application"));
      const queued = await ctx.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.name, "mail.send"),
            sql`${jobs.data}->>'to' = ${email}`,
            sql`${jobs.data}->>'subject' LIKE 'Your application%'`,
          ),
        );
      expect(queued).toHaveLength(1);
    }
  });

  it("bulk approval creates the candidates as a single approval does; an unknown id is not counted", async () => {
    const emails = [freshEmail(), freshEmail()];
    // No GitHub profile: the other tests' applicants share one, and approval would link theirs.
    const ids = [
      await newApplication({ email: emails[0], githubUrl: "" }),
      await newApplication({ email: emails[1], githubUrl: "" }),
    ];
    const res = await adminPost("/api/admin/applications/bulk", {
      ids: [...ids, "00000000-0000-4000-8000-000000000000"],
      status: "approved",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ updated: 2 });
    for (const [i, id] of ids.entries()) {
      const one = json<{ status: string; candidateId: string }>(
        await adminGet(`/api/admin/applications/${id}`),
      );
      expect(one.status).toBe("approved");
      const rows = await ctx.database.db
        .select()
        .from(candidates)
        .where(eq(candidates.email, emails[i]!));
      expect(rows.map((r) => r.id)).toEqual([one.candidateId]);
      await sink.waitFor((m) => m.to.includes(emails[i]!) && m.subject.startsWith("Welcome"));
    }
  });

  it("bulk is for admins, and refuses an empty or unknown request with 400", async () => {
    const id = await newApplication();
    const body = { ids: [id], status: "screening" };
    const anon = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/applications/bulk",
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
    expect((await adminPost("/api/admin/applications/bulk", body, user.cookie)).statusCode).toBe(
      403,
    );
    expect(json<Item>(await adminGet(`/api/admin/applications/${id}`)).status).toBe("new");
    for (const bad of [
      { ids: [], status: "screening" },
      { ids: [id], status: "hired" },
      { ids: [id] },
      { ids: ["not-an-id"], status: "screening" },
      { ids: [id], status: "screening", note: " " },
    ]) {
      const refused = await adminPost("/api/admin/applications/bulk", bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
