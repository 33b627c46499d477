/**
 * The document around a server-rendered customer view: the build's prerendered 404 page
 * (the site's header island, footer, stylesheet, font and islands' script), with its
 * `<main>` emptied for the view and its title replaced. Made once at start-up.
 */
import type { Config } from "../../../config.ts";
import { readPrerenderedPage } from "../../../plugins/client-build.ts";

export interface PageTemplate {
  /** The document with `title` as its title, up to and including `<main …>`. */
  head: (title: string) => string;
  /** From `</main>` to the end. */
  tail: string;
  /** The 404 page's policy: its inline script (the islands' loader) allowed by hash. */
  csp: string;
}

const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
const TITLE = /<title>[^<]*?(\s\|\s[^<]*)?<\/title>/;

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Null without a client build, or when the page lacks what a view needs (then the SPA). */
export function readPageTemplate(config: Config): PageTemplate | null {
  const page = readPrerenderedPage(config, "/404");
  if (!page) return null;
  const main = page.html.match(MAIN);
  const title = page.html.match(TITLE);
  if (!main || main.index === undefined || !title || !page.html.includes('data-island="header"')) {
    return null;
  }
  const before = page.html.slice(0, main.index) + main[1];
  const brandSuffix = title[1] ?? "";
  return {
    head: (text) => before.replace(TITLE, () => `<title>${escapeText(text)}${brandSuffix}</title>`),
    tail: main[2] + page.html.slice(main.index + main[0].length),
    csp: page.csp,
  };
}
