/**
 * Serves the React client build from this process, all from memory: hashed assets
 * (immutable, with the .br/.gz twins written at build time; static-files.ts), prerendered
 * public pages as HTML, the SPA fallback for app routes, and a real HTTP 404 with the
 * not-found screen for anything else.
 *
 * An app route's fallback names what the screen will need (docs/decisions/070-…): its route
 * modules as `modulepreload` links in the page (the build's fallback preloads only the
 * root's), and the screen's first API read as a `Link: …; rel=preload` header: the
 * customer's listing or profile, and the current user when the `signed_in` hint says
 * someone may be signed in. The browser fetches them with the page's own scripts instead
 * of one round trip after another, and the app's fetch takes the preloaded response.
 * A screen with a route shell starts the app after the shell is painted (./paint-first.ts),
 * and some screens are painted by the server with their data (./screen-data.ts, 077); the
 * page of each route chain is made in ./app-route-pages.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { matchRoutes, type RouteObject } from "react-router";
import {
  blogPostNotFoundPath,
  noindexPrerenderPaths,
  notFoundPagePath,
  notFoundPaths,
} from "../../app/prerender-paths.ts";
import { shellHeader } from "../../app/route-shells.ts";
import { type RouteEntry, routeTable } from "../../app/route-table.ts";
import type { Config } from "../config.ts";
import { SESSION_HINT_COOKIE } from "../features/auth/cookies.ts";
import { createAppRoutePages } from "./app-route-pages.ts";
import { type HtmlPage, pageFor, readPrerendered } from "./client-build.ts";
import { dataPreloads } from "./preload-hints.ts";
import { createScreenPainter, type PaintedScreen } from "./screen-data.ts";
import { createStaticFiles } from "./static-files.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Answers a page request as this plugin would (the app's page for an app route): for
     * routes that render some pages themselves and leave the rest to the app
     * (server/features/customer/render/).
     */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

interface RouteHandle {
  prerenderedOnly: boolean;
  catchAll: boolean;
  noindex: boolean;
  /** React Router's id of the route: its module's path under app/ without the extension. */
  routeId: string;
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
      routeId: e.file.replace(/\.tsx?$/, ""),
    } satisfies RouteHandle,
    children: e.children ? toRouteObjects(e.children) : undefined,
  })) as RouteObject[];
}

const SPA_FALLBACK = "__spa-fallback.html";
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Route matches kept for the SPA fallback (a few hundred bytes each). */
const MATCH_CACHE_SIZE = 1000;

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
  // matchRoutes flattens and ranks the whole route table on each call (~100 µs): the
  // matches of the paths asked lately are kept (a path's match never changes), a bounded
  // number of them, the oldest dropped first.
  const matchCache = new Map<string, ReturnType<typeof matchRoutes>>();
  const matchPath = (pathname: string) => {
    let matches = matchCache.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(routes, pathname);
      if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value!);
      matchCache.set(pathname, matches);
    }
    return matches;
  };

  const files = hasBuild ? createStaticFiles(clientDir) : null;
  // The signed-in screens painted with their data (./screen-data.ts).
  const painter = spaFallback
    ? await createScreenPainter(app, config.SCREEN_PAINT_CONCURRENCY)
    : null;

  // The site header a screen's shell shows, from a prerendered page (the 404 page has one).
  const shellHeaderHtml = shellHeader(notFoundPage?.html ?? "");
  // The app's page of each matched route chain (./app-route-pages.ts).
  const appPages = createAppRoutePages(clientDir, config, spaFallback, shellHeaderHtml);

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

  const sendAppRoutePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    preloads: string[],
  ) => {
    if (preloads.length) reply.header("link", preloads.join(", "));
    return sendPage(request, reply, page, 200);
  };

  /** The page with the painted screen: the visitor's own data, so never stored. */
  const sendPaintedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: HtmlPage,
    painted: PaintedScreen,
    preloads: string[],
  ) => {
    const html = appPages.withPaintedScreen(page, painted);
    if (preloads.length) reply.header("link", preloads.join(", "));
    reply
      .status(200)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("content-security-policy", page.csp)
      .header("vary", "accept-encoding, cookie");
    const accepted = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accepted)) {
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
      return reply.header("content-encoding", "br").send(await brotli(html, { params }));
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header("content-encoding", "gzip").send(await gzip(html));
    }
    return reply.send(html);
  };

  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    // A prerendered page first, without matching the route table: matchRoutes flattens and
    // ranks every route on each call, the largest cost of serving a page from memory.
    // (Their paths hold no dot and are neither /api/ nor /objects/, so nothing below
    // would answer them otherwise.)
    if (request.method === "GET" || request.method === "HEAD") {
      const page = notFoundPaths.includes(normalized) ? undefined : pages.get(normalized);
      if (page) {
        // A prerendered app screen (/auth) is no more for search engines than the others.
        if (noindexPrerenderPaths.includes(normalized)) {
          reply.header("x-robots-tag", "noindex, nofollow");
        }
        return sendPage(request, reply, page, 200);
      }
    }
    const matches = matchPath(normalized);
    const leaf = matches?.at(-1)?.route.handle as RouteHandle | undefined;
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
    if (leaf?.noindex) reply.header("x-robots-tag", "noindex, nofollow");
    if (leaf && !leaf.catchAll && !leaf.prerenderedOnly && matches) {
      const routeIds = matches.map((m) => (m.route.handle as RouteHandle).routeId);
      const params = matches.at(-1)?.params ?? {};
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const mayBeSignedIn = request.cookies?.[SESSION_HINT_COOKIE] !== undefined;
      const preloads = dataPreloads(leaf.routeId, params, mayBeSignedIn, search);
      const page = appPages.spaPageFor(["root", ...routeIds]) ?? spaFallback;
      if (request.method === "GET" && painter?.paints(leaf.routeId, request, mayBeSignedIn)) {
        return painter.paint(request, leaf.routeId, params, search).then((painted) => {
          if (!painted) return sendAppRoutePage(request, reply, page, preloads);
          // The painted screen's reads are in the page: preloading them would read them twice.
          const rest = preloads.filter((p) => !painted.urls.some((u) => p.startsWith(`<${u}>`)));
          const paintedPage = appPages.paintedPageFor(["root", ...routeIds]);
          if (!paintedPage) return sendAppRoutePage(request, reply, page, preloads);
          return sendPaintedPage(request, reply, paintedPage, painted, rest);
        });
      }
      return sendAppRoutePage(request, reply, page, preloads);
    }
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

  app.decorate("sendAppPage", (request: FastifyRequest, reply: FastifyReply) =>
    pageOrNotFound(request, reply, pathnameOf(request) ?? "/"),
  );

  // Files first (from memory), then pages; GET and HEAD only, other methods get the 404.
  // No page or file depends on who is signed in: no session lookup (the hint cookie is enough).
  // A page is answered within the handler's call (no promise): only a file may wait for its
  // first read from disk.
  app.get("/*", { schema: { hide: true }, config: { session: false } }, (request, reply) => {
    const pathname = pathnameOf(request);
    if (pathname === null) {
      reply.status(400).send({ message: "The request is not valid." });
    } else if (files?.has(pathname)) {
      return files.serve(request, reply, pathname).then(() => reply);
    } else {
      pageOrNotFound(request, reply, pathname);
    }
  });
  app.setNotFoundHandler((request, reply) =>
    pageOrNotFound(request, reply, pathnameOf(request) ?? "/"),
  );
});
