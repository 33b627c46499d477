/**
 * The signed-in screens the server paints with their data (./screen-data.ts), on a client
 * build of the test's own: the screen in the route shell, its reads inlined and not
 * preloaded again, the page never stored, the app started after the first paint; and
 * nothing painted where the API would refuse the read.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREEN_DATA_ID, type ScreenEntry } from "../../app/screen-data/screen-data.ts";
import { insertCandidate } from "../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../tests/support/test-app.ts";
import { createAccessToken } from "../features/talent/session.ts";

/** The app's fallback page as React Router writes it: preloads and one module entry script. */
const FALLBACK = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-abc123.js"/><link rel="modulepreload" href="/assets/root.js"/></head><body><p>loading</p><script type="module" async="">import "/assets/manifest-abc123.js";
import("/assets/entry.client.js");</script></body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html><head></head><body><header class="h">Acme Talent<nav>Home</nav><div>sign in</div></header><main id="main"><h1>Page Not Found</h1></main></body></html>`;

function writeFixtureBuild(dir: string) {
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dir, "404"), { recursive: true });
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), FALLBACK);
  fs.writeFileSync(path.join(dir, "404", "index.html"), NOT_FOUND);
  const route = (module: string) => ({ module, imports: ["/assets/react.js"] });
  fs.writeFileSync(
    path.join(dir, "assets", "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify({
      routes: {
        root: route("/assets/root.js"),
        "routes/protected-layout": route("/assets/protected-layout.js"),
        "routes/candidates/candidate-profile": route("/assets/candidate-profile.js"),
        "routes/candidates/candidate-list": route("/assets/candidate-list.js"),
        "routes/talent/talent-profile": route("/assets/talent-profile.js"),
        "routes/admin/job-orders-detail": route("/assets/job-orders-detail.js"),
      },
    })};`,
  );
}

let tmp: string;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-screens-"));
  writeFixtureBuild(path.join(tmp, "client"));
  ctx = await createTestApp({}, { clientDir: path.join(tmp, "client") });
  admin = await createUser(ctx, { isAdmin: true });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const signedIn = (user: TestUser) => `${user.cookie}; signed_in=1`;

/** The route shell and the inlined answers of a page, or null when nothing was painted. */
function painted(html: string) {
  const shell = html.match(/<route-shell[\s\S]*?<\/route-shell>/)?.[0];
  const data = html.match(
    new RegExp(`<script type="application/json" id="${SCREEN_DATA_ID}">([\\s\\S]*?)</script>`),
  )?.[1];
  if (!shell || !data) return null;
  return { shell, entries: JSON.parse(data) as ScreenEntry[] };
}

describe("signed-in screens painted on the server", () => {
  it("paints a developer's profile with its data, inlines the reads and does not preload them", async () => {
    const candidate = await insertCandidate(ctx, {
      fullName: "Zanele <Dlamini>",
      summary: "Builds payment systems; $& and </script> stay text.",
    });
    const res = await page(`/developers/${candidate.id}`, signedIn(admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.link).toBeUndefined();
    const screen = painted(res.body);
    expect(screen).not.toBeNull();
    expect(screen!.shell).toContain("Zanele &lt;Dlamini&gt;");
    expect(screen!.shell).toContain("Edit Profile");
    // The answers as the API gives them, under the keys the app's queries use.
    const api = await ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${candidate.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(screen!.entries).toEqual([
      [["/api/auth/user"], expect.objectContaining({ id: admin.id, isAdmin: true })],
      [["/api/candidates", candidate.id], api.json()],
    ]);
    // The JSON cannot end its script early.
    expect(res.body).not.toContain("</script> stay text");
  });

  it("starts the app after the first paint: the entry script is held until then, no module preloaded", async () => {
    const candidate = await insertCandidate(ctx);
    const res = await page(`/developers/${candidate.id}`, signedIn(admin));
    // Preloads added by a script would start ~60 requests in one task after the paint.
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).not.toContain("/assets/candidate-profile.js");
    expect(res.body).toContain('<script type="text/plain" id="app-start">import "/assets/manifest');
    expect(res.body).toContain("requestAnimationFrame");
    expect(res.body).not.toMatch(/<script type="module"/);
    // The held script and the starter are allowed by their hashes.
    const hashes = res.headers["content-security-policy"]?.toString().match(/'sha256-/g) ?? [];
    expect(hashes.length).toBeGreaterThanOrEqual(3);
  });

  it("paints the developer list's first page with its figures, not a filtered list", async () => {
    await insertCandidate(ctx, { fullName: "Listed Person" });
    const res = await page("/developers", signedIn(admin));
    const screen = painted(res.body);
    expect(screen).not.toBeNull();
    expect(screen!.shell).toContain("Listed Person");
    expect(screen!.shell).toContain("Total Candidates");
    const keys = screen!.entries.map(([key]) => key);
    expect(keys).toEqual([
      ["/api/auth/user"],
      ["/api/candidates", "search", ""],
      ["/api/candidates", "stats"],
    ]);
    const filtered = await page("/developers?skills=Rust", signedIn(admin));
    expect(painted(filtered.body)).toBeNull();
  });

  it("paints nothing without a session, for an unverified account, or for a missing developer", async () => {
    const candidate = await insertCandidate(ctx);
    const anonymous = await page(`/developers/${candidate.id}`);
    expect(painted(anonymous.body)).toBeNull();
    expect(anonymous.headers["cache-control"]).toBe("no-cache");
    // A stale hint without a session: the API says 401, the app shows sign-in as before.
    expect(painted((await page(`/developers/${candidate.id}`, "signed_in=1")).body)).toBeNull();
    const unverified = await createUser(ctx, { emailVerified: false });
    const refused = await page(`/developers/${candidate.id}`, signedIn(unverified));
    expect(refused.statusCode).toBe(200);
    expect(painted(refused.body)).toBeNull();
    expect(refused.body).not.toContain(candidate.email);
    const missing = await page("/developers/00000000-0000-4000-8000-000000000000", signedIn(admin));
    expect(painted(missing.body)).toBeNull();
  });

  it("paints a job order with its matches, pipeline and activity for an admin only", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/job-orders",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: {
        title: "Payments platform lead",
        customerName: "Globex",
        customerEmail: "b@globex.example",
      },
    });
    expect(created.statusCode).toBe(201);
    const order = created.json() as { id: string };
    const res = await page(`/admin/job-orders/${order.id}`, signedIn(admin));
    const screen = painted(res.body);
    expect(screen).not.toBeNull();
    expect(screen!.shell).toContain("Payments platform lead");
    expect(screen!.entries.map(([key]) => key)).toEqual([
      ["/api/auth/user"],
      ["/api/admin/job-orders", order.id],
      ["/api/admin/job-orders", order.id, "matches", 20],
      ["/api/admin/job-orders", order.id, "pipeline"],
      ["/api/admin/job-orders", order.id, "events"],
    ]);
    const member = await createUser(ctx);
    const refused = await page(`/admin/job-orders/${order.id}`, signedIn(member));
    expect(painted(refused.body)).toBeNull();
    expect(refused.body).not.toContain("Payments platform lead");
  });

  it("paints a signed-in candidate's own profile at /talent", async () => {
    const candidate = await insertCandidate(ctx, { fullName: "Talent Own" });
    const token = await createAccessToken(ctx.database.db, candidate.id);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: `/talent/access/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${token}`,
    });
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0]!;
    const res = await page("/talent", cookie);
    const screen = painted(res.body);
    expect(screen).not.toBeNull();
    expect(screen!.shell).toContain("Talent Own");
    expect(screen!.entries.map(([key]) => key)).toEqual([["/api/talent/me"]]);
  });
});

describe("how many screens are painted at once (SCREEN_PAINT_CONCURRENCY)", () => {
  /** An app of its own with this limit, on the test's client build, closed afterwards. */
  const withPaintLimit = async (limit: string, run: (app: TestContext) => Promise<void>) => {
    const app = await createTestApp(
      { SCREEN_PAINT_CONCURRENCY: limit },
      { clientDir: path.join(tmp, "client") },
    );
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  it("sends a page past the limit unpainted, at once and whole: the app reads its data itself", async () => {
    await withPaintLimit("1", async (limited) => {
      const user = await createUser(limited, { isAdmin: true });
      const candidate = await insertCandidate(limited, { fullName: "Burst Person" });
      const url = `/developers/${candidate.id}`;
      // Three at once: the first is being painted (its reads awaited) when the others arrive.
      const pages = await Promise.all(
        [1, 2, 3].map(() =>
          limited.app.inject({ method: "GET", url, headers: { cookie: signedIn(user) } }),
        ),
      );
      for (const res of pages) expect(res.statusCode).toBe(200);
      const paintedPages = pages.filter((res) => painted(res.body));
      const unpainted = pages.filter((res) => !painted(res.body));
      expect(paintedPages.length).toBeGreaterThanOrEqual(1);
      expect(unpainted.length).toBeGreaterThanOrEqual(1);
      for (const res of unpainted) {
        // The app's page as without painting: its reads preloaded, the app started with it.
        expect(res.headers.link).toContain(`</api/candidates/${candidate.id}>`);
        expect(res.body).toContain("/assets/entry.client.js");
        expect(res.body).not.toContain("Burst Person");
      }
      // Once the burst is over, the next page is painted again.
      const after = await limited.app.inject({
        method: "GET",
        url,
        headers: { cookie: signedIn(user) },
      });
      expect(painted(after.body)?.shell).toContain("Burst Person");
    });
  });

  it("paints nothing when set to 0", async () => {
    await withPaintLimit("0", async (off) => {
      const user = await createUser(off, { isAdmin: true });
      const candidate = await insertCandidate(off);
      const res = await off.app.inject({
        method: "GET",
        url: `/developers/${candidate.id}`,
        headers: { cookie: signedIn(user) },
      });
      expect(res.statusCode).toBe(200);
      expect(painted(res.body)).toBeNull();
    });
  });
});
