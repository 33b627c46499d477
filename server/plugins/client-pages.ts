/**
 * Serves the React client build from this process, all from memory: hashed assets
 * (immutable, with the .br/.gz twins written at build time; static-files.ts), prerendered
 * public pages as HTML, the SPA fallback for app routes, and a real HTTP 404 with the
 * not-found screen for anything else.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { matchRoutes, type RouteObject } from "react-router";
import {
  blogPostNotFoundPath,
  notFoundPagePath,
  notFoundPaths,
} from "../../app/prerender-paths.ts";
import { type RouteEntry, routeTable } from "../../app/route-table.ts";
import type { Config } from "../config.ts";
import { contentSecurityPolicy } from "./security.ts";
import { createStaticFiles } from "./static-files.ts";

export interface HtmlPage {
  html: string;
  csp: string;
  /** Compressed bodies, made on first request and kept: start-up stays quick. */
  compressed: { br?: Buffer; gzip?: Buffer };
}

/** Route paths the server can match, keeping the prerendered-only flag. */
function toRouteObjects(entries: RouteEntry[]): RouteObject[] {
  return entries.map((e) => ({
    path: e.path,
    index: e.index,
    handle: {
      prerenderedOnly: e.prerenderedOnly ?? false,
      catchAll: e.path === "*",
      noindex: e.noindex ?? false,
    },
    children: e.children ? toRouteObjects(e.children) : undefined,
  })) as RouteObject[];
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP for one HTML file: its own inline scripts are allowed by hash, nothing else inline. */
function pageFor(html: string, config: Config): HtmlPage {
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
function readPrerendered(clientDir: string, config: Config): Map<string, HtmlPage> {
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

const SPA_FALLBACK = "__spa-fallback.html";

export const clientPagesPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const clientDir = config.clientDir;
  const hasBuild =
    fs.existsSync(path.join(clientDir, SPA_FALLBACK)) ||
    fs.existsSync(path.join(clientDir, "index.html"));
  if (!hasBuild) {
    app.log.warn(`No client build in ${clientDir}: run \`npm run build\` to serve the site.`);
  }
  const pages = hasBuild ? readPrerendered(clientDir, config) : new Map<string, HtmlPage>();
  const fallbackFile = path.join(clientDir, SPA_FALLBACK);
  const spaFallback = fs.existsSync(fallbackFile)
    ? pageFor(fs.readFileSync(fallbackFile, "utf8"), config)
    : pages.get("/");
  const notFoundPage = pages.get(notFoundPagePath);
  // 'Post Not Found' in the first response; a build without it falls back to the SPA shell.
  const missingPostPage = pages.get(blogPostNotFoundPath);
  const routes = toRouteObjects(routeTable);

  const files = hasBuild ? createStaticFiles(clientDir) : null;

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    status: number,
  ) => {
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", page.csp)
      .header("vary", "accept-encoding");
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (request.method === "GET" && /\bbr\b/.test(accepted)) {
      page.compressed.br ??= zlib.brotliCompressSync(page.html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
      });
      return reply.header("content-encoding", "br").send(page.compressed.br);
    }
    if (request.method === "GET" && /\bgzip\b/.test(accepted)) {
      page.compressed.gzip ??= zlib.gzipSync(page.html, { level: 9 });
      return reply.header("content-encoding", "gzip").send(page.compressed.gzip);
    }
    return reply.send(page.html);
  };

  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const leaf = matchRoutes(routes, normalized)?.at(-1)?.route.handle as
      | { prerenderedOnly: boolean; catchAll: boolean; noindex: boolean }
      | undefined;
    // A path that looks like a file is a missing file, unless a route names it: a route's
    // parameter may hold a dot (an unsubscribe token is `payload.signature`).
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) && (!leaf || leaf.catchAll);
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/objects/") &&
      !looksLikeFile;
    if (!isPageRequest || !spaFallback) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    const prerendered = notFoundPaths.includes(normalized) ? undefined : pages.get(normalized);
    if (prerendered) return sendPage(request, reply, prerendered, 200);

    if (leaf?.noindex) reply.header("x-robots-tag", "noindex, nofollow");
    if (leaf && !leaf.catchAll && !leaf.prerenderedOnly)
      return sendPage(request, reply, spaFallback, 200);
    return sendPage(
      request,
      reply,
      (leaf?.prerenderedOnly ? missingPostPage : notFoundPage) ?? spaFallback,
      404,
    );
  };

  const pathnameOf = (request: FastifyRequest) => {
    try {
      return decodeURIComponent(request.url.split("?")[0] ?? "/");
    } catch {
      return null; // malformed percent-encoding
    }
  };

  // Files first (from memory), then pages; GET and HEAD only, other methods get the 404.
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = pathnameOf(request);
    if (pathname === null) return reply.status(400).send({ message: "The request is not valid." });
    if (files && (await files.serve(request, reply, pathname))) return reply;
    return pageOrNotFound(request, reply, pathname);
  });
  app.setNotFoundHandler((request, reply) =>
    pageOrNotFound(request, reply, pathnameOf(request) ?? "/"),
  );
});
