/**
 * The customer's pages as the server renders them (decision 072), on a client build of the
 * test's own (a minimal 404 page and app page): the listing with its data inlined and
 * counted once, HEAD and verification left to the app's page, refusals as plain HTML, and
 * only what the API would send.
 */

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_DATA_ID } from "../../../../app/features/customer/page/data.ts";
import { EARLY_TAPS_SCRIPT } from "../../../../app/lib/early-taps.ts";
import { insertCandidate, insertLink } from "../../../../tests/support/link-fixtures.ts";
import { createUser, type TestContext, type TestUser } from "../../../../tests/support/test-app.ts";
import { freshDatabase } from "../../../../tests/support/test-db.ts";
import { buildApp } from "../../../app.ts";
import { loadConfig } from "../../../config.ts";
import { shareableLinks } from "../../../db/schema.ts";

// As the build writes it: the early-taps script first in the body (app/static-page.ts).
const NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Page Not Found | Acme Talent</title><meta name="robots" content="noindex, nofollow"/></head><body><script>${EARLY_TAPS_SCRIPT}</script><div class="contents" data-island="header" data-props="{}"><header>Acme Talent</header></div><main id="main" class="flex-1"><h1>Page Not Found</h1></main><footer>footer</footer><script type="module">await import("/assets/islands/islands.js");</script></body></html>`;
const APP_PAGE = `<!DOCTYPE html><html><head></head><body>the app's page</body></html>`;

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

async function accessCount(linkId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: shareableLinks.accessCount })
    .from(shareableLinks)
    .where(eq(shareableLinks.id, linkId));
  return row!.n;
}

/** The inlined data, read as the browser reads the element's text. */
function inlinedData(html: string): unknown {
  const open = `<script type="application/json" id="${CUSTOMER_DATA_ID}">`;
  const start = html.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const rest = html.slice(start + open.length);
  return JSON.parse(rest.slice(0, rest.search(/<\/script/i)));
}

describe("GET /shared/{token}", () => {
  it("answers the listing in the HTML with exactly the API's data, privately, counted once", async () => {
    const hostile = `Mallory </script><script>alert(1)</script>`;
    const ada = await insertCandidate(ctx, { fullName: "Ada Lovelace", isActive: "active" });
    const eve = await insertCandidate(ctx, { fullName: hostile, isActive: "active" });
    const link = await insertLink(ctx, admin.id, {
      candidateIds: [ada.id, eve.id],
      showRates: false,
      customerName: `Umbrella ${hostile}`,
    });

    const page = await ctx.app.inject({ url: `/shared/${link.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain("<title>Developers for You | Acme Talent</title>");
    expect(page.body).toContain("Ada Lovelace");
    expect(page.body).toContain('data-island="customer-page"');
    // The policy allows the page's inline scripts by hash: the islands' loader, early taps.
    expect(page.headers["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[^']+'){2};/,
    );
    // The hostile name is text: only the page's own three script elements.
    expect(page.body.match(/<script/gi)).toHaveLength(3);
    expect(await accessCount(link.id)).toBe(1);

    // The same data as the API answers (which counts a second view), field for field.
    const api = await ctx.app.inject({ url: `/api/shared/developers/${link.token}` });
    const data = inlinedData(page.body) as { view: string; listing: { viewer: unknown } };
    const apiListing = JSON.parse(api.body) as { developers: Array<Record<string, unknown>> };
    // isNew depends on the visitor's previous visit: the page's request had none either.
    expect(data).toEqual({
      view: "listing",
      token: link.token,
      listing: apiListing,
      interviewRequests: [],
    });
    for (const d of apiListing.developers) expect(d).not.toHaveProperty("hourlyRate");
    expect(await accessCount(link.id)).toBe(2);
  });

  it('paints "Interview requested" on the listing and the profile, with the API\'s requests inlined', async () => {
    const ada = await insertCandidate(ctx, { fullName: "Ada Asked", isActive: "active" });
    const grace = await insertCandidate(ctx, { fullName: "Grace Unasked", isActive: "active" });
    const link = await insertLink(ctx, admin.id, { candidateIds: [ada.id, grace.id] });
    const asked = await ctx.app.inject({
      method: "POST",
      url: `/api/shared/${link.token}/interview-requests`,
      payload: {
        developerId: ada.id,
        slots: ["2099-03-01T10:00:00Z"],
        timezone: "Europe/Berlin",
        contactEmail: "cto@umbrella.example",
        message: "Tuesday morning?",
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const api = await ctx.app.inject({ url: `/api/shared/${link.token}/interview-requests` });

    const listing = await ctx.app.inject({ url: `/shared/${link.token}` });
    const cards = listing.body.split('data-testid="developer-card"');
    expect(cards.filter((c) => c.includes("Interview requested"))).toHaveLength(1);
    expect(listing.body.indexOf("Interview requested")).toBeLessThan(
      listing.body.indexOf("Ada Asked"),
    );
    expect(inlinedData(listing.body)).toMatchObject({ interviewRequests: JSON.parse(api.body) });

    const profile = await ctx.app.inject({ url: `/shared/${link.token}/${ada.id}` });
    expect(profile.body).toContain("Interview requested");
    expect(inlinedData(profile.body)).toMatchObject({ interviewRequests: JSON.parse(api.body) });
    const other = await ctx.app.inject({ url: `/shared/${link.token}/${grace.id}` });
    expect(other.body).not.toContain("Interview requested");
    // Neither the asker's address nor their message is in a page a colleague may open.
    for (const page of [listing, profile]) {
      expect(page.body).not.toContain("cto@umbrella.example");
      expect(page.body).not.toContain("Tuesday morning?");
    }
  });

  it("sets the visitor cookie for the pages too, and knows the browser again by it", async () => {
    const ada = await insertCandidate(ctx, { isActive: "active" });
    const link = await insertLink(ctx, admin.id, { candidateIds: [ada.id] });
    const first = await ctx.app.inject({ url: `/shared/${link.token}` });
    const visitor = first.cookies.filter((c) => c.name === "vt_visitor");
    expect(visitor.map((c) => c.path).sort()).toEqual(["/api/shared", "/shared"]);
    const again = await ctx.app.inject({
      url: `/shared/${link.token}`,
      cookies: { vt_visitor: visitor[0]!.value },
    });
    expect(again.cookies.filter((c) => c.name === "vt_visitor")).toEqual([]);
  });

  it("leaves HEAD, a link that wants a verified e-mail and the compare view to the app's page, uncounted", async () => {
    const ada = await insertCandidate(ctx, { isActive: "active" });
    const open = await insertLink(ctx, admin.id, { candidateIds: [ada.id] });
    const head = await ctx.app.inject({ method: "HEAD", url: `/shared/${open.token}` });
    expect(head.statusCode).toBe(200);
    const compare = await ctx.app.inject({ url: `/shared/${open.token}/compare?ids=a,b` });
    expect(compare.body).toContain("the app's page");
    expect(await accessCount(open.id)).toBe(0);

    const gated = await insertLink(ctx, admin.id, { candidateIds: [ada.id], requireEmail: true });
    for (const url of [`/shared/${gated.token}`, `/shared/${gated.token}/${ada.id}`]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("the app's page");
      expect(res.body).not.toContain(CUSTOMER_DATA_ID);
    }
    expect(await accessCount(gated.id)).toBe(0);
  });

  it("answers an unusable link with Access Denied and an outside developer with Developer Not Found, no data", async () => {
    const unknown = await ctx.app.inject({ url: `/shared/${"x".repeat(32)}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("Access Denied");
    expect(unknown.body).toContain("This link is invalid, expired, or has been deactivated.");
    expect(unknown.body).not.toContain(CUSTOMER_DATA_ID);
    // A way to reach the company, whose address is the site's.
    expect(unknown.body).toMatch(/<a href="mailto:hello@acme-talent\.example\?subject=[^"]+"/);

    const inside = await insertCandidate(ctx, { isActive: "active" });
    const outside = await insertCandidate(ctx, { fullName: "Outside Person", isActive: "active" });
    const link = await insertLink(ctx, admin.id, { candidateIds: [inside.id] });
    const missing = await ctx.app.inject({ url: `/shared/${link.token}/${outside.id}` });
    expect(missing.body).toContain("Developer Not Found");
    expect(missing.body).not.toContain("Outside Person");
    expect(missing.body).not.toContain(CUSTOMER_DATA_ID);

    const shown = await ctx.app.inject({ url: `/shared/${link.token}/${inside.id}` });
    expect(shown.body).toContain("<title>Developer Profile | Acme Talent</title>");
    expect(inlinedData(shown.body)).toMatchObject({
      view: "profile",
      profile: { developer: { id: inside.id } },
      viewerEmail: null,
    });
  });
});
