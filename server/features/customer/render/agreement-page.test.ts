/**
 * The agreement step as the server's page, without JavaScript: the
 * text and the form and nothing of the shortlist, then a plain form post that sets the
 * viewer cookie and sends the browser back; refusals come back as the step with the words.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_COPY, AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { insertCandidate, insertLink } from "../../../../tests/support/link-fixtures.ts";
import { createUser, type TestContext, type TestUser } from "../../../../tests/support/test-app.ts";
import { freshDatabase } from "../../../../tests/support/test-db.ts";
import { buildApp } from "../../../app.ts";
import { loadConfig } from "../../../config.ts";
import { viewerCookieName } from "../viewer.ts";
import { backTo } from "./agreement-page.ts";

const NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Page Not Found | Acme Talent</title></head><body><div class="contents" data-island="header" data-props="{}"><header>Acme Talent</header></div><main id="main" class="flex-1"><h1>Page Not Found</h1></main><script type="module">await import("/assets/islands/islands.js");</script></body></html>`;
const APP_PAGE = `<!DOCTYPE html><html><head></head><body>the app's page</body></html>`;
const TERMS = "Do not forward <these> profiles & keep them private.";

let ctx: TestContext;
let admin: TestUser;
const dirs: string[] = [];

beforeAll(async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-client-"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-app-"));
  dirs.push(clientDir, dataDir);
  fs.mkdirSync(path.join(clientDir, "404"));
  fs.writeFileSync(path.join(clientDir, "404/index.html"), NOT_FOUND_PAGE);
  fs.writeFileSync(path.join(clientDir, "__spa-fallback.html"), APP_PAGE);
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }),
    clientDir,
  };
  const database = await freshDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  ctx = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  admin = await createUser(ctx, { isAdmin: true });
});

afterAll(async () => {
  await ctx.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const formPost = (url: string, fields: Record<string, string>, cookie?: string) =>
  ctx.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
  });

async function gated() {
  const dev = await insertCandidate(ctx, { fullName: "Secret Developer", isActive: "active" });
  const link = await insertLink(ctx, admin.id, {
    requireAgreement: true,
    agreementText: TERMS,
    candidateIds: [dev.id],
  });
  return { link, dev };
}

describe("the agreement step without JavaScript", () => {
  it("shows the text and the form, and nothing of the shortlist, on the listing and a profile", async () => {
    const { link, dev } = await gated();
    for (const url of [`/shared/${link.token}`, `/shared/${link.token}/${dev.id}`]) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain(AGREEMENT_COPY.title);
      expect(page.body).toContain("Do not forward &lt;these&gt; profiles &amp; keep them private.");
      expect(page.body).toContain(`action="/shared/${link.token}/agreement"`);
      expect(page.body).toContain(AGREEMENT_COPY.acceptLabel);
      expect(page.body).toContain(`name="next" value="${url}"`);
      expect(page.body).not.toContain("Secret Developer");
      // A plain form: no island of its own, no data.
      expect(page.body).not.toContain('data-island="customer-page"');
    }
  });

  it("accepts a form post, sets the cookie and goes back to the page it came from", async () => {
    const { link, dev } = await gated();
    const res = await formPost(`/shared/${link.token}/agreement`, {
      name: "Dana Buyer",
      email: "dana@acme.example",
      accept: "true",
      next: `/shared/${link.token}/${dev.id}`,
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/shared/${link.token}/${dev.id}`);
    const cookies = res.cookies.filter((c) => c.name === viewerCookieName(link.token));
    expect(cookies.map((c) => c.path).sort()).toEqual(["/api/shared", "/shared"]);
    const page = await ctx.app.inject({
      url: `/shared/${link.token}`,
      headers: { cookie: `${cookies[0]!.name}=${cookies[0]!.value}` },
    });
    expect(page.body).toContain("Secret Developer");
    expect(page.body).not.toContain(AGREEMENT_COPY.title);
  });

  it("answers a form with mistakes with the step, the messages and what was typed (400)", async () => {
    const { link } = await gated();
    const res = await formPost(`/shared/${link.token}/agreement`, {
      name: "Dana <b>",
      email: "not-an-address",
      next: `/shared/${link.token}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(AGREEMENT_MESSAGES.acceptRequired);
    expect(res.body).toContain(AGREEMENT_MESSAGES.emailInvalid);
    expect(res.body).toContain('value="Dana &lt;b&gt;"');
    expect(res.body).toContain('role="alert"');
    expect(res.cookies.filter((c) => c.name === viewerCookieName(link.token))).toEqual([]);
  });

  it("sends a browser that must verify an e-mail first back to the page", async () => {
    const { link } = await gated();
    await ctx.database.db.execute(
      // The gate on top of requireEmail: the verification step comes first.
      (await import("drizzle-orm"))
        .sql`UPDATE shareable_links SET require_email = true WHERE id = ${link.id}`,
    );
    const res = await formPost(`/shared/${link.token}/agreement`, {
      name: "Dana",
      email: "dana@acme.example",
      accept: "true",
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/shared/${link.token}`);
    const page = await ctx.app.inject({ url: `/shared/${link.token}` });
    expect(page.body).toContain("the app's page");
  });

  it("goes back only to a page of the same link", () => {
    const t = "A".repeat(32);
    expect(backTo(t, `/shared/${t}/abc`)).toBe(`/shared/${t}/abc`);
    expect(backTo(t, "https://evil.example/")).toBe(`/shared/${t}`);
    expect(backTo(t, `/shared/${t}//evil.example`)).toBe(`/shared/${t}`);
    expect(backTo(t, `/shared/${t}x`)).toBe(`/shared/${t}`);
    expect(backTo(t, undefined)).toBe(`/shared/${t}`);
  });
});
