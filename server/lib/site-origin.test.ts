/**
 * E-mailed links point at this site only. A request's `Host` is the attacker's to choose: had
 * the server built a candidate's sign-in link from it, whoever owns that host would receive the
 * token and sign in as the candidate. Without PUBLIC_URL the site answers loopback names only
 * (421 for any other `Host`, before a route runs); with it, every link uses PUBLIC_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { createTestApp, json, type TestContext } from "../../tests/support/test-app.ts";
import { candidates, jobs, users } from "../db/schema.ts";
import { MISDIRECTED_HOST_MESSAGE } from "../plugins/security.ts";
import { isLoopbackName } from "./site-origin.ts";

const password = "a long enough password";
let counter = 0;
const nextIp = () => `10.36.${Math.floor(++counter / 250)}.${counter % 250}`;

async function addCandidate(ctx: TestContext, email: string) {
  await ctx.database.db
    .insert(candidates)
    .values({ fullName: "Hosta Candidate", email, title: "Backend Engineer" });
}

function askForLink(ctx: TestContext, email: string, host: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/talent/access",
    headers: { host },
    payload: { email },
    remoteAddress: nextIp(),
  });
}

/** Every mail job queued to this address (whatever has been sent yet). */
async function mailJobsTo(ctx: TestContext, email: string) {
  const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.name, "mail.send"));
  return rows.filter((r) => JSON.stringify(r.data).includes(email));
}

describe("isLoopbackName", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "app.localhost",
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
  ])("%s names this machine", (name) => expect(isLoopbackName(name)).toBe(true));

  it.each([
    "evil.example",
    "localhost.evil.example",
    "10.0.0.5",
    "0.0.0.0",
    "169.254.169.254",
    "::",
    "",
  ])("%s does not", (name) => expect(isLoopbackName(name)).toBe(false));
});

describe("without PUBLIC_URL: only this machine's names are served", () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp(sink.env);
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it("a sign-in link asked for under a foreign Host is refused (421) and no e-mail is queued", async () => {
    const email = "hosta-foreign@example.com";
    await addCandidate(ctx, email);
    for (const host of [
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "10.0.0.5",
    ]) {
      const res = await askForLink(ctx, email, host);
      expect(res.statusCode, host).toBe(421);
      expect(json<{ message: string }>(res).message).toBe(MISDIRECTED_HOST_MESSAGE);
    }
    expect(await mailJobsTo(ctx, email)).toHaveLength(0);
  });

  it("under a loopback Host the link points at that origin", async () => {
    const email = "hosta-local@example.com";
    await addCandidate(ctx, email);
    expect((await askForLink(ctx, email, "127.0.0.1:3000")).statusCode).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/talent\/access\/[\w-]+/);
  });

  it("sign-up under a foreign Host creates no account and sends no confirmation", async () => {
    const email = "hosta-signup@example.com";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { host: "evil.example" },
      payload: { email, password, confirmPassword: password, firstName: "Ho", lastName: "St" },
    });
    expect(res.statusCode).toBe(421);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      0,
    );
  });

  it("pages are refused too: a foreign name pointed at this machine reads nothing (DNS rebinding)", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { host: "evil.example" },
    });
    expect(res.statusCode).toBe(421);
  });
});

describe("with PUBLIC_URL: every link uses it, whatever the Host", () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ ...sink.env, PUBLIC_URL: "https://talent.example.com" });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it("a sign-in link asked for under a foreign Host points at PUBLIC_URL", async () => {
    const email = "hosta-public@example.com";
    await addCandidate(ctx, email);
    expect((await askForLink(ctx, email, "evil.example")).statusCode).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/https:\/\/talent\.example\.com\/talent\/access\/[\w-]+/);
    expect(mail.text).not.toContain("evil.example");
  });

  it("the sign-up confirmation link points at PUBLIC_URL", async () => {
    const email = "hosta-confirm@example.com";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { host: "evil.example" },
      payload: { email, password, confirmPassword: password, firstName: "Ho", lastName: "St" },
    });
    expect(res.statusCode).toBe(201);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain("https://talent.example.com/verify-email/");
    expect(mail.text).not.toContain("evil.example");
  });

  it("the Origin check compares with PUBLIC_URL, not with the Host the request names", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host: "evil.example", origin: "http://evil.example" },
      payload: { email: "nobody@example.com", password },
    });
    expect(res.statusCode).toBe(403);
  });
});
