/**
 * Build-time rewrite of a prerendered content page into static HTML with islands (see
 * app/islands/README.md): React Router's scripts go, the islands' script comes in.
 *
 * React Router's `<Scripts>` would load about 134 KB gzipped (React, React Router and the
 * page's modules) to hydrate the whole document. A content page needs React only for its
 * islands, each prerendered as its own root, so its one script hydrates those. That
 * script loads after the first paint: fetched at once, it competed with the stylesheet
 * and the font for a slow phone's first paint (Lighthouse's simulated slow 4G put the
 * largest paint at 2.5–2.9 s).
 *
 * The rewrite is strict: an inline script it does not know fails the build instead of
 * shipping a page that runs half of React Router.
 */
import { EARLY_TAPS_SCRIPT } from "./lib/early-taps.ts";

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/** In a background tab there is no frame to wait for: load at once. */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(resolve)) : setTimeout(resolve));';

/** What React Router writes for a document it will hydrate, and nothing else. */
function isReactRouterScript(attributes: string, body: string): boolean {
  if (/\btype="module"/.test(attributes)) return body.includes("window.__reactRouter");
  return (
    attributes.trim() === "" &&
    (body.startsWith("window.__reactRouterContext") ||
      body.startsWith("((storageKey, restoreKey) =>"))
  );
}

export function toStaticPage(html: string, islandsScriptUrl: string): string {
  let reactRouterScripts = 0;
  const page = html
    .replace(MODULE_PRELOAD, "")
    .replace(INLINE_SCRIPT, (tag, attributes: string | undefined, body: string) => {
      if (attributes?.includes('type="application/ld+json"')) return tag;
      if (isReactRouterScript(attributes ?? "", body)) {
        reactRouterScripts++;
        return "";
      }
      throw new Error(`unexpected script in a prerendered page: ${tag.slice(0, 120)}`);
    });
  if (reactRouterScripts === 0 || !page.includes("</body>")) {
    throw new Error("a prerendered page without React Router's scripts: is it a content page?");
  }
  const script = `<script type="module">${AFTER_FIRST_PAINT}\nawait import(${JSON.stringify(islandsScriptUrl)});</script>`;
  // A tap on an island before its script has run is held from the first frame
  // (app/lib/early-taps.ts): the script comes before any island in the body.
  return page
    .replace(/<body[^>]*>/, (body) => `${body}<script>${EARLY_TAPS_SCRIPT}</script>`)
    .replace("</body>", `${script}</body>`);
}
