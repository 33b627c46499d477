/**
 * The app's page for each matched route chain, made once from the build's SPA fallback and
 * kept: the chain's route modules as `modulepreload` links, the screen's route shell
 * (app/route-shells.ts) with the app started after it is painted (./paint-first.ts), and
 * for a screen the server paints (./screen-data.ts) the place its painted screen goes.
 * Kept apart from the serving (./client-pages.ts), which only picks and sends a page.
 */
import { EARLY_TAPS_SCRIPT } from "../../app/lib/early-taps.ts";
import { ROUTE_SHELL_SCRIPT, routeShellElement, routeShellHtml } from "../../app/route-shells.ts";
import type { Config } from "../config.ts";
import { type HtmlPage, pageFor, readRouteScripts } from "./client-build.ts";
import { startAfterFirstPaint } from "./paint-first.ts";
import type { PaintedScreen } from "./screen-data.ts";

/** Holds a tap on the painted screen until the app is live (app/lib/early-taps.ts). */
const EARLY_TAPS = `<script>${EARLY_TAPS_SCRIPT}</script>`;

/** Where a painted page takes its screen (see `paintedPageFor`). */
const SCREEN_PLACE = "<!--painted-screen-->";

export interface AppRoutePages {
  /** The fallback page of a route chain, with that chain's module preloads and shell. */
  spaPageFor(routeIds: string[]): HtmlPage | undefined;
  /** The page for a chain whose screen the server paints, with a place for the screen. */
  paintedPageFor(routeIds: string[]): HtmlPage | undefined;
  /** A painted page's HTML with the painted screen (and its data) in its place. */
  withPaintedScreen(page: HtmlPage, painted: PaintedScreen): string;
}

export function createAppRoutePages(
  clientDir: string,
  config: Config,
  spaFallback: HtmlPage | undefined,
  shellHeaderHtml: string,
): AppRoutePages {
  const routeScripts = spaFallback ? readRouteScripts(clientDir, spaFallback.html) : new Map();
  const spaPages = new Map<string, HtmlPage>();
  const spaPageFor = (routeIds: string[]): HtmlPage | undefined => {
    if (!spaFallback) return undefined;
    const key = routeIds.join(" ");
    let page = spaPages.get(key);
    if (!page) {
      const scripts = [...new Set(routeIds.flatMap((id) => routeScripts.get(id) ?? []))].filter(
        (src) => !spaFallback.html.includes(`"${src}"`),
      );
      const links = scripts.map((src) => `<link rel="modulepreload" href="${src}"/>`).join("");
      let html = links ? spaFallback.html.replace("</head>", `${links}</head>`) : spaFallback.html;
      // The screen's heading painted at once (app/route-shells.ts), for the screens that have one.
      const shell = routeShellHtml(routeIds.at(-1), shellHeaderHtml);
      // The app starts once the shell is painted (./paint-first.ts).
      if (shell) {
        html = startAfterFirstPaint(html)
          .replace(/<body[^>]*>/, (body) => `${body}${EARLY_TAPS}${shell}`)
          .replace("</body>", `<script>${ROUTE_SHELL_SCRIPT}</script></body>`);
      }
      page = html === spaFallback.html ? spaFallback : pageFor(html, config);
      spaPages.set(key, page);
    }
    return page;
  };

  /**
   * The app's page for a screen the server paints (./screen-data.ts), made once per route
   * chain: the route's own shell (a heading and spinner) gives way to a place for the
   * painted screen, and the script that removes the shell is there for every such route.
   */
  const paintedPages = new Map<string, HtmlPage>();
  const paintedPageFor = (routeIds: string[]): HtmlPage | undefined => {
    const key = routeIds.join(" ");
    let page = paintedPages.get(key);
    const app = spaPageFor(routeIds);
    if (!page && app) {
      const html = startAfterFirstPaint(app.html)
        .replace(/<route-shell id="route-shell"[\s\S]*?<\/route-shell>/, "")
        .replace(EARLY_TAPS, "")
        .replace(`<script>${ROUTE_SHELL_SCRIPT}</script>`, "")
        .replace(/<body[^>]*>/, (body) => `${body}${EARLY_TAPS}${SCREEN_PLACE}`)
        .replace("</body>", () => `<script>${ROUTE_SHELL_SCRIPT}</script></body>`);
      page = pageFor(html, config);
      paintedPages.set(key, page);
    }
    return page;
  };

  const withPaintedScreen = (page: HtmlPage, painted: PaintedScreen) =>
    page.html.replace(
      SCREEN_PLACE,
      () => routeShellElement(shellHeaderHtml, painted.html) + painted.dataScript,
    );

  return { spaPageFor, paintedPageFor, withPaintedScreen };
}
