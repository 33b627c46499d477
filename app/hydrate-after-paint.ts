/**
 * Build-time rewrite of a prerendered content page: its scripts load after the first paint.
 *
 * A content page shows everything from its HTML and stylesheet; its scripts (about 134 KB
 * gzipped, mostly React and React Router) only make it interactive. React Router's
 * `<Scripts>` preloads them all and imports them statically from an inline module script,
 * so on a slow phone they compete with the stylesheet and the font for the first paint:
 * Lighthouse's simulated slow-4G load put the largest paint at 2.5–2.9 s. Here the
 * module preloads are dropped and the inline script waits for the first frame before it
 * imports the same modules, in parallel. React hydrates as before, a moment after the page
 * is visible (React inserts the preload links again as it hydrates, from cache).
 *
 * The rewrite is strict: a page whose scripts do not look exactly as expected fails the
 * build instead of shipping something half-rewritten.
 */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"]+");$/gm;

/** In a background tab there is no frame to wait for: load at once. */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(resolve)) : setTimeout(resolve));';

export function hydrateAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`expected one inline module script, found ${scripts.length}`);
  }
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    const rest = body.replace(STATIC_IMPORT, "");
    if (imports.length === 0 || /^\s*import\s+[^(]/m.test(rest)) {
      throw new Error("the inline module script's imports are not in the expected form");
    }
    const bindings = imports.map(([, name], i) => name ?? `_${i}`).join(", ");
    const loads = imports.map(([, , url]) => `import(${url})`).join(", ");
    return `<script type="module" async="">${AFTER_FIRST_PAINT}\nconst [${bindings}] = await Promise.all([${loads}]);${rest}</script>`;
  });
}
