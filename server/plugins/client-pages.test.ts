import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANDIDATE_PAGE_SIZE } from "../../common/candidate.ts";
import { freshDatabase } from "../../tests/support/test-db.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";

/** A miniature client build, so the serving rules are tested without running Vite. */
function writeFixtureBuild(dir: string) {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><script>window.__x=1</script></head><body>${body}<script type="module" src="/assets/entry.js"></script></body></html>`;
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dir, "about"), { recursive: true });
  fs.mkdirSync(path.join(dir, "auth"), { recursive: true });
  fs.mkdirSync(path.join(dir, "404"), { recursive: true });
  fs.mkdirSync(path.join(dir, "blog", "known-post"), { recursive: true });
  fs.mkdirSync(path.join(dir, "blog", "404"), { recursive: true });
  fs.writeFileSync(path.join(dir, "blog", "known-post", "index.html"), page("<h1>A post</h1>"));
  fs.writeFileSync(path.join(dir, "blog", "404", "index.html"), page("<h1>Post Not Found</h1>"));
  fs.writeFileSync(path.join(dir, "index.html"), page("<h1>Home</h1>"));
  fs.writeFileSync(path.join(dir, "about", "index.html"), page("<h1>About</h1>"));
  fs.writeFileSync(path.join(dir, "auth", "index.html"), page("<h1>Sign in</h1>"));
  fs.writeFileSync(path.join(dir, "404", "index.html"), page("<h1>404 Page Not Found</h1>"));
  // The app's fallback preloads the root's scripts, as React Router's build writes it.
  fs.writeFileSync(
    path.join(dir, "__spa-fallback.html"),
    page("<p>loading</p>").replace(
      "</head>",
      '<link rel="modulepreload" href="/assets/manifest-abc123.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/react.js"/></head>',
    ),
  );
  const route = (module: string, imports: string[]) => ({ module, imports });
  fs.writeFileSync(
    path.join(dir, "assets", "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: route("/assets/root.js", ["/assets/react.js"]),
        "routes/customer/customer-listing": route("/assets/customer-listing.js", [
          "/assets/react.js",
          "/assets/workspace.js",
        ]),
        "routes/protected-layout": route("/assets/protected-layout.js", ["/assets/react.js"]),
        "routes/candidates/candidate-list": route("/assets/candidate-list.js", [
          "/assets/candidate-card.js",
        ]),
      },
    })};`,
  );
  fs.writeFileSync(path.join(dir, "assets", "entry.js"), "console.log('app')");
  fs.writeFileSync(path.join(dir, "assets", "entry.js.br"), "brotli-bytes");
}

let tmp: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-client-"));
  writeFixtureBuild(path.join(tmp, "client"));
  const config = {
    ...loadConfig({ LOG_LEVEL: "silent", DATA_DIR: tmp }),
    clientDir: path.join(tmp, "client"),
  };
  database = await freshDatabase();
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("client pages", () => {
  it("serves a prerendered page with 200, no-cache and a CSP that allows its own inline script", async () => {
    const res = await app.inject({ method: "GET", url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>About</h1>");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    // sha256 of "window.__x=1"
    expect(res.headers["content-security-policy"]).toContain(
      "'sha256-ZwqldfsJdNVMda3s8g8jPJXfQBqJpWcMt0bbYCrrSVw='",
    );
    expect(res.headers["content-security-policy"]).not.toContain("'unsafe-inline' 'sha");
  });

  it("sends pages compressed to clients that accept it", async () => {
    const br = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>About</h1>");
    const gz = await app.inject({ url: "/no/such/page", headers: { "accept-encoding": "gzip" } });
    expect(gz.statusCode).toBe(404);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain("404 Page Not Found");
  });

  it("serves / and tolerates a trailing slash", async () => {
    expect((await app.inject({ url: "/" })).body).toContain("<h1>Home</h1>");
    expect((await app.inject({ url: "/about/" })).body).toContain("<h1>About</h1>");
  });

  it("answers an unknown path with 404 and the not-found page", async () => {
    const res = await app.inject({ url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("404 Page Not Found");
  });

  it("answers an unknown blog id with 404 and 'Post Not Found' in the HTML", async () => {
    expect((await app.inject({ url: "/blog/known-post" })).body).toContain("<h1>A post</h1>");
    for (const url of ["/blog/no-such-post", "/blog/404"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("<h1>Post Not Found</h1>");
    }
  });

  it("answers the not-found page's own path with 404 too", async () => {
    expect((await app.inject({ url: "/404" })).statusCode).toBe(404);
  });

  it("serves hashed assets immutable and precompressed", async () => {
    const res = await app.inject({ url: "/assets/entry.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Not a document: no per-document policies on each of a page's ~40 files.
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBeUndefined();
  });

  it("serves files from memory after the first request, with an ETag and 304", async () => {
    const file = path.join(tmp, "client", "assets", "entry.js");
    const first = await app.inject({ url: "/assets/entry.js" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(first.body).toBe("console.log('app')");
    const etag = String(first.headers.etag);
    // The bytes are kept: the disk is not read again.
    fs.renameSync(file, `${file}.moved`);
    try {
      expect((await app.inject({ url: "/assets/entry.js" })).body).toBe("console.log('app')");
      const again = await app.inject({
        url: "/assets/entry.js",
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    } finally {
      fs.renameSync(`${file}.moved`, file);
    }
  });

  it("serves only the build's own files", async () => {
    for (const url of ["/assets/../../etc/passwd", "/assets/%2e%2e/index.html", "/index.html"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
  });

  it("keeps every security header on pages", async () => {
    const res = await app.inject({ url: "/" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives missing assets, API paths and other methods a plain JSON 404", async () => {
    for (const req of [
      { method: "GET" as const, url: "/assets/missing.js" },
      { method: "GET" as const, url: "/api/missing" },
      { method: "DELETE" as const, url: "/about" },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
    }
  });

  it("serves a route whose parameter holds a dot as a page, not as a missing file", async () => {
    // An unsubscribe token is `payload.signature`; its signature may be all letters and digits.
    const res = await app.inject({ method: "GET", url: "/unsubscribe/YThhY2Zm.V1EnAtlU5ilZ" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<p>loading</p>");
  });

  it("never serves raw .html files around the CSP handler", async () => {
    const res = await app.inject({ url: "/about/index.html" });
    expect(res.statusCode).toBe(404);
  });

  it("serves the customer views as app pages with 200, marked noindex", async () => {
    for (const url of ["/shared/abcDEF_123-token", "/shared/abcDEF_123-token/some-developer"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<p>loading</p>");
      expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
    for (const url of ["/shared", "/shared/a/b/c"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const about = await app.inject({ method: "GET", url: "/about" });
    expect(about.headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves a prerendered app screen (/auth) from memory, marked noindex", async () => {
    for (const url of ["/auth", "/auth?error=oidc_failed"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<h1>Sign in</h1>");
      expect(res.headers["x-robots-tag"], url).toBe("noindex, nofollow");
    }
  });

  it("paints the heading of a screen that has a shell, and removes it by script", async () => {
    const list = (await app.inject({ url: "/developers" })).body;
    // Not inert: a tap on it is held from the first frame by the script before it
    // (app/lib/early-taps.ts) and played on the app's screen once live.
    expect(list).toMatch(
      /<body[^>]*><script>\(\(\) => \{\n {2}if \(window\.__earlyTaps[\s\S]*?<\/script><route-shell id="route-shell" aria-hidden="true" class=/,
    );
    expect(list).toContain(">Browse our pool of pre-vetted developers.</p>");
    expect(list).toContain('<script>(()=>{\nconst s=document.getElementById("route-shell")');
    const profile = (await app.inject({ url: "/developers/some-id" })).body;
    expect(profile).not.toContain("<route-shell");
    expect(profile).toContain("<p>loading</p>");
  });

  it("preloads an app route's own scripts in its fallback page, once each", async () => {
    const res = await app.inject({ url: "/shared/tok-1", headers: { "accept-encoding": "br" } });
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      "/assets/manifest-abc123.js",
      "/assets/root.js",
      "/assets/react.js",
      "/assets/customer-listing.js",
      "/assets/workspace.js",
    ]);
    const list = (await app.inject({ url: "/developers" })).body;
    expect(list).toContain('<link rel="modulepreload" href="/assets/protected-layout.js"/>');
    expect(list).toContain('<link rel="modulepreload" href="/assets/candidate-card.js"/>');
    expect(list).not.toContain("customer-listing.js");
    // Pages that are not app routes are sent as built.
    expect((await app.inject({ url: "/about" })).body).not.toContain("modulepreload");
    expect((await app.inject({ url: "/no/such/page" })).body).not.toContain("customer-listing");
  });

  it("answers a path it matched before the same way, each path with its own parameters", async () => {
    // The route matches are cached per path (client-pages.ts): a second round must not mix them.
    for (const round of [1, 2]) {
      for (const token of ["tok-a", "tok-b"]) {
        const res = await app.inject({ url: `/shared/${token}` });
        expect(res.statusCode, `round ${round}`).toBe(200);
        expect(res.headers.link, `round ${round}`).toBe(
          `</api/shared/developers/${token}>; rel=preload; as=fetch; crossorigin=use-credentials`,
        );
      }
      expect((await app.inject({ url: "/no/such/page" })).statusCode).toBe(404);
    }
  });

  it("looks up no session for pages and files: only the API clears a dead session's cookies", async () => {
    const cookies = { sid: "no-such-session", signed_in: "1" };
    for (const url of ["/about", "/developers", "/assets/entry.js"]) {
      const res = await app.inject({ url, cookies });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    const api = await app.inject({ url: "/api/auth/user", cookies });
    expect(api.statusCode).toBe(401);
    expect(api.cookies.find((c) => c.name === "sid")?.value).toBe("");
  });

  it("preloads the customer's first read, and the current user only when someone may be signed in", async () => {
    const listing = await app.inject({ url: "/shared/tok%20one" });
    expect(listing.headers.link).toBe(
      "</api/shared/developers/tok%20one>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
    const profile = await app.inject({ url: "/shared/tok-1/dev-2" });
    expect(profile.headers.link).toBe(
      "</api/shared/developers/tok-1/dev-2>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const signedIn = async (url: string) =>
      (await app.inject({ url, cookies: { signed_in: "1" } })).headers.link;
    // The signed-in screens' first reads too, as their queries build them.
    expect(await signedIn("/developers")).toBe(
      [
        "/api/auth/user",
        `/api/candidates?limit=${CANDIDATE_PAGE_SIZE}&offset=0`,
        "/api/candidates/stats",
      ]
        .map(preload)
        .join(", "),
    );
    // Filters in the address: the list's read is another URL, not guessed.
    expect(await signedIn("/developers?skills=Go")).toBe(preload("/api/auth/user"));
    expect(await signedIn("/developers/c%201")).toBe(
      ["/api/auth/user", "/api/candidates/c%201"].map(preload).join(", "),
    );
    expect(await signedIn("/admin")).toBe(
      ["/api/auth/user", "/api/admin/stats", "/api/admin/users"].map(preload).join(", "),
    );
    expect(await signedIn("/admin?tab=links")).toBe(preload("/api/auth/user"));
    expect((await app.inject({ url: "/developers" })).headers.link).toBeUndefined();
    expect((await app.inject({ url: "/about", cookies: { signed_in: "1" } })).headers.link).toBe(
      undefined,
    );
  });

  it("preloads the job order, engagement, report, company and candidate screens' reads, each URL as their queries fetch it", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const preloaded = async (url: string, cookies: Record<string, string> = { signed_in: "1" }) =>
      String((await app.inject({ url, cookies })).headers.link ?? "")
        .split(", ")
        .filter(Boolean)
        .map((link) => /^<([^>]+)>/.exec(link)?.[1]);
    // The URL each screen's query fetches, read from the query itself (its fetch recorded).
    const fetched = async (...queries: { queryKey: readonly unknown[]; queryFn?: unknown }[]) => {
      const urls: string[] = [];
      const realFetch = globalThis.fetch;
      globalThis.fetch = (async (url: string) => {
        urls.push(url);
        return new Response("null", { headers: { "content-type": "application/json" } });
      }) as typeof fetch;
      try {
        for (const q of queries) {
          const queryFn = q.queryFn as (context: unknown) => Promise<unknown>;
          await queryFn({ queryKey: q.queryKey, signal: new AbortController().signal, meta: {} });
        }
      } finally {
        globalThis.fetch = realFetch;
      }
      return urls;
    };
    const orders = await import("../../app/features/job-orders/api.ts");
    const engagements = await import("../../app/features/engagements/api.ts");
    const talent = await import("../../app/features/talent/api.ts");

    expect(await preloaded("/admin/job-orders")).toEqual([
      "/api/auth/user",
      ...(await fetched(orders.jobOrdersQuery(""))),
    ]);
    expect(await preloaded("/admin/job-orders?status=on-hold")).toEqual([
      "/api/auth/user",
      ...(await fetched(orders.jobOrdersQuery("on-hold"))),
    ]);
    // A status the screen does not know is no filter to it, nor here.
    expect(await preloaded("/admin/job-orders?status=nope")).toEqual([
      "/api/auth/user",
      ...(await fetched(orders.jobOrdersQuery(""))),
    ]);
    // One job order: the order, its matches, pipeline and activity, all read at once.
    const id = "jo 1";
    expect(await preloaded(`/admin/job-orders/${encodeURIComponent(id)}`)).toEqual([
      "/api/auth/user",
      ...(await fetched(
        orders.jobOrderQuery(id),
        orders.matchesQuery(id),
        orders.pipelineQuery(id),
        orders.eventsQuery(id),
      )),
    ]);
    expect(await preloaded("/admin/engagements")).toEqual([
      "/api/auth/user",
      ...(await fetched(engagements.engagementsQuery(""))),
    ]);
    expect(await preloaded("/admin/engagements?status=trial")).toEqual([
      "/api/auth/user",
      ...(await fetched(engagements.engagementsQuery("trial"))),
    ]);
    // The reports' period is not in the address: the default one (the last 90 days).
    expect(await preloaded("/admin/reports")).toEqual([
      "/api/auth/user",
      ...(await fetched(orders.reportsQuery({ from: "", to: "" }))),
    ]);
    const companies = await import("../../app/features/companies/api.ts");
    expect(await preloaded("/admin/companies")).toEqual([
      "/api/auth/user",
      ...(await fetched(companies.companiesQuery())),
    ]);
    const companyId = "co 1";
    expect(await preloaded(`/admin/companies/${encodeURIComponent(companyId)}`)).toEqual([
      "/api/auth/user",
      ...(await fetched(
        companies.companyQuery(companyId),
        companies.companyActivityQuery(companyId),
        companies.companyTimelineQuery(companyId),
      )),
    ]);
    // Nothing of the admin's without the signed-in hint.
    expect((await app.inject({ url: "/admin/job-orders" })).headers.link).toBeUndefined();
    expect((await app.inject({ url: "/admin/reports" })).headers.link).toBeUndefined();
    // /talent reads the candidate's profile with or without a session (a candidate has no
    // signed-in hint; without a session the answer is the 401 that offers the sign-in link).
    const talentRead = await fetched(talent.talentProfileQuery());
    expect(await preloaded("/talent", {})).toEqual(talentRead);
    expect((await app.inject({ url: "/talent" })).headers.link).toBe(
      talentRead.map(preload).join(", "),
    );
    expect(await preloaded("/talent/sign-in", {})).toEqual([]);
  });
});
