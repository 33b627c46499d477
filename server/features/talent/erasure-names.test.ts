/**
 * Erasure takes the candidate's name out of what others wrote about them: customers'
 * verdict comments and reasons, interview requests' messages, a trial decision's comment,
 * held notification lines, mail jobs, and the outbox copies of notifications (written to
 * DATA_DIR/outbox because SMTP_HOST is unset here). The name is written with accents and
 * in other cases and spacing, as people do; the outbox is read with mailparser, which
 * decodes what the files encode.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_NAME } from "#common/talent.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import {
  contactInquiries,
  engagements,
  interviewRequests,
  jobOrders,
  linkVerdicts,
} from "../../db/schema.ts";
import { runRetention } from "./retention-job.ts";
import { createAccessToken } from "./session.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const outbox = () => path.join(ctx.config.dataDir, "outbox");

/** Every outbox message as a reader sees it: subject, text and HTML, decoded. */
async function outboxTexts(): Promise<string[]> {
  if (!fs.existsSync(outbox())) return [];
  const files = fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml"));
  const texts: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox(), file)));
    texts.push([mail.subject, mail.text, mail.html || ""].join("\n").toLowerCase());
  }
  return texts;
}

/** Every row of every table, as text, lower-cased. */
async function databaseDump(): Promise<string> {
  const tables = (await ctx.database.db.execute(
    sql`SELECT table_name AS t FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema = current_schema()`,
  )) as unknown as { rows: Array<{ t: string }> };
  const parts: string[] = [];
  for (const { t } of tables.rows) {
    const result = (await ctx.database.db.execute(
      sql.raw(`SELECT t::text AS row FROM "${t}" t`),
    )) as unknown as { rows: Array<{ row: string }> };
    parts.push(...result.rows.map((r) => r.row));
  }
  return parts.join("\n").toLowerCase();
}

const send = (method: "PUT" | "POST", url: string, payload: object) =>
  ctx.app.inject({ method, url, payload });

/**
 * A candidate on a link that tells its creator about activity, with a customer's verdict,
 * an interview request and a trial decision naming them, and another candidate's verdict
 * naming them too; waits until the notifications are in the outbox.
 */
async function namedEverywhere(first: string, last: string) {
  const fullName = `${first} ${last}`;
  const dev = await insertCandidate(ctx, { fullName });
  const other = await insertCandidate(ctx, { fullName: "Grace Hopperton" });
  const link = await insertLink(ctx, admin.id, {
    candidateIds: [dev.id, other.id],
    notifyOnActivity: true,
  });
  const verdict = await send("PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, {
    verdict: "interested",
    reason: `${first} knows our stack`,
    comment: `${first} was quick; ${last.toUpperCase()}'s Go is strong. ${fullName} for the lead role.`,
  });
  expect(verdict.statusCode, verdict.body).toBe(200);
  const otherVerdict = await send("PUT", `/api/shared/${link.token}/verdicts/${other.id}`, {
    verdict: "maybe",
    comment: `Prefer ${first.toLowerCase()}  ${last}'s code`,
  });
  expect(otherVerdict.statusCode, otherVerdict.body).toBe(200);
  const requested = await send("POST", `/api/shared/${link.token}/interview-requests`, {
    developerId: dev.id,
    slots: [new Date(Date.now() + 2 * 86_400_000).toISOString()],
    timezone: "Europe/Berlin",
    contactEmail: "cto@initech.example",
    message: `Can ${fullName} start in May? ${first} mentioned June.`,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const [order] = await ctx.database.db
    .insert(jobOrders)
    .values({ title: "Lead", customerName: "Initech", customerEmail: "cto@initech.example" })
    .returning();
  await ctx.database.db.insert(engagements).values({
    jobOrderId: order!.id,
    candidateId: dev.id,
    customerName: "Initech",
    customerEmail: "cto@initech.example",
    startDate: "2031-01-06",
    trialEndsAt: new Date("2031-01-13T00:00:00Z"),
    decision: "continue",
    decidedAt: new Date(),
    comment: `Keeping ${first}.`,
  });
  const lower = [first.toLowerCase(), last.toLowerCase()];
  // The creator's notifications (verdict, interview request) name the candidate.
  await expect
    .poll(async () => (await outboxTexts()).filter((t) => t.includes(lower[1]!)).length, {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(2);
  const dump = await databaseDump();
  for (const word of lower) expect(dump).toContain(word);
  return { dev, other, link, lower };
}

/** The name is nowhere: no row of any table, no outbox message; the records remain. */
async function expectNameGone(
  named: Awaited<ReturnType<typeof namedEverywhere>>,
  first: string,
  last: string,
) {
  const dump = await databaseDump();
  for (const word of named.lower) expect(dump).not.toContain(word);
  for (const text of await outboxTexts()) {
    for (const word of named.lower) expect(text).not.toContain(word);
  }
  const verdicts = await ctx.database.db
    .select()
    .from(linkVerdicts)
    .where(eq(linkVerdicts.linkId, named.link.id));
  const own = verdicts.find((v) => v.candidateId === named.dev.id);
  expect(own).toMatchObject({
    verdict: "interested",
    reason: `${ERASED_NAME} knows our stack`,
    comment: `${ERASED_NAME} was quick; ${ERASED_NAME}'s Go is strong. ${ERASED_NAME} for the lead role.`,
  });
  // Another candidate's verdict loses the full name (a first name alone could be anyone's).
  expect(verdicts.find((v) => v.candidateId === named.other.id)?.comment).toBe(
    `Prefer ${ERASED_NAME}'s code`,
  );
  const [request] = await ctx.database.db
    .select()
    .from(interviewRequests)
    .where(eq(interviewRequests.candidateId, named.dev.id));
  expect(request?.message).toBe(`Can ${ERASED_NAME} start in May? ${ERASED_NAME} mentioned June.`);
  const [engagement] = await ctx.database.db
    .select()
    .from(engagements)
    .where(eq(engagements.candidateId, named.dev.id));
  expect(engagement?.comment).toBe(`Keeping ${ERASED_NAME}.`);
  // The other candidate is untouched.
  expect(await databaseDump()).toContain("grace hopperton");
  expect(first && last).toBeTruthy();
}

describe("erasure takes the candidate's name out of what others wrote", () => {
  it("POST /api/admin/candidates/{id}/erase", async () => {
    const named = await namedEverywhere("Adélina", "Lovelaceská");
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/candidates/${named.dev.id}/erase`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    await expectNameGone(named, "Adélina", "Lovelaceská");
  });

  it("DELETE /api/talent/me", async () => {
    const named = await namedEverywhere("Brünhild", "Okonkwo-Peters");
    const token = await createAccessToken(ctx.database.db, named.dev.id);
    const session = await send("POST", "/api/talent/session", { token });
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
    const res = await ctx.app.inject({
      method: "DELETE",
      url: "/api/talent/me",
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    await expectNameGone(named, "Brünhild", "Okonkwo-Peters");
  });
});

describe("a comment at its length limit", () => {
  it("stays within it when the placeholder is longer than the name", async () => {
    const dev = await insertCandidate(ctx, { fullName: "Ida Quist" });
    const link = await insertLink(ctx, admin.id, { candidateIds: [dev.id] });
    const comment = "Ida ok. ".repeat(250);
    expect(comment.length).toBe(2000);
    await ctx.database.db
      .insert(linkVerdicts)
      .values({ linkId: link.id, candidateId: dev.id, viewerKey: "", verdict: "maybe", comment });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/candidates/${dev.id}/erase`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await ctx.database.db
      .select()
      .from(linkVerdicts)
      .where(eq(linkVerdicts.candidateId, dev.id));
    expect(row!.comment!.length).toBe(2000);
    expect(row!.comment).toMatch(new RegExp(`^${ERASED_NAME} ok\\. ${ERASED_NAME} ok\\.`));
    expect(row!.comment).not.toMatch(/\bIda\b/);
  });
});

describe("retention", () => {
  it("removes an erased inquiry's mail from the outbox by the sender's name too", async () => {
    const [old] = await ctx.database.db
      .insert(contactInquiries)
      .values({
        firstName: "Ottilie",
        lastName: "Müllerová",
        email: "ottilie.old@example.com",
        company: "Old Co",
        message: "Hello",
        createdAt: new Date("2020-01-01T00:00:00Z"),
      })
      .returning();
    // A copy that names the sender without the address (as a colleague's forward would).
    fs.mkdirSync(outbox(), { recursive: true });
    const copy = path.join(outbox(), "copy.eml");
    fs.writeFileSync(
      copy,
      [
        "From: a@example.com",
        "To: b@example.com",
        "Subject: =?UTF-8?Q?Lead_from_Ottilie_M=C3=BCller?= =?UTF-8?Q?ov=C3=A1?=",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        "Call her back.",
      ].join("\r\n"),
    );
    const erased = await runRetention(ctx.database.db, 24, new Date(), ctx.config.dataDir);
    expect(erased).toContain(old!.id);
    expect(fs.existsSync(copy)).toBe(false);
  });
});
