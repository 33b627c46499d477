/**
 * What the client build holds, read once at start-up: the prerendered pages (each with the
 * CSP that allows its own inline scripts by hash) and the scripts each app route needs,
 * from React Router's manifest. The client-pages plugin serves them; the pages that are
 * written around a prerendered frame (the customer's views, the talent access page, the
 * forms' no-JavaScript answers) read one page from here.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import { contentSecurityPolicy } from "./security.ts";

export interface HtmlPage {
  html: string;
  csp: string;
  /** Compressed bodies, made on first request and kept: start-up stays quick. */
  compressed: { br?: Buffer; gzip?: Buffer };
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP for one HTML file: its own inline scripts are allowed by hash, nothing else inline. */
export function pageFor(html: string, config: Config): HtmlPage {
  const hashes = [...html.matchAll(inlineScript)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
  return {
    html,
    csp: contentSecurityPolicy(config, [...new Set(hashes)]),
    compressed: {},
  };
}

/** One prerendered page by URL path ("/", "/contact"), or null without a client build. */
export function readPrerenderedPage(config: Config, urlPath: string): HtmlPage | null {
  const file = path.join(config.clientDir, urlPath, "index.html");
  return fs.existsSync(file) ? pageFor(fs.readFileSync(file, "utf8"), config) : null;
}

/** Every prerendered page, keyed by URL path ("/" , "/about", "/blog/some-post"). */
export function readPrerendered(clientDir: string, config: Config): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(rel ? `/${rel}` : "/", pageFor(fs.readFileSync(full, "utf8"), config));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Route id → the scripts its module needs (the module and its imports), read from React
 * Router's manifest in the build (`window.__reactRouterManifest={…}` in
 * assets/manifest-*.js, the file the fallback page names). Empty without one.
 */
export function readRouteScripts(clientDir: string, fallbackHtml: string): Map<string, string[]> {
  const url = fallbackHtml.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  const file = url && path.join(clientDir, url);
  if (!file || !fs.existsSync(file)) return new Map();
  const text = fs.readFileSync(file, "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  return new Map(
    Object.entries(manifest.routes).map(([id, r]) => [id, [r.module, ...(r.imports ?? [])]]),
  );
}
