/**
 * The app's page for a screen with a route shell (app/route-shells.ts: its heading, or the
 * screen itself as the server painted it, ./screen-data.ts) starts the app after the shell
 * is on the glass, not before (docs/decisions/077-…). With every script preloaded in the
 * head, the browser had the app's ~200 KB fetched and running before its first paint
 * whenever they arrived quickly, and on a slow link they shared the line with the
 * stylesheet the first paint waits for: the shell showed no earlier than the app's own
 * screen. Here the module preloads leave the page and the app's entry script is held as
 * text; a small script starts it after the first frame is painted (at once in a hidden
 * tab, which paints no frame), and the browser fetches the modules as their importers ask.
 *
 * The preloads are not added back then: each `<link rel="modulepreload">` inserted from a
 * script starts its request inside that script's task, and the ~60 of a signed-in screen
 * made one task of ~200 ms (~800 ms on a 4× slower phone) right after the first paint,
 * the largest single item of its blocking time (Lighthouse on /developers: 77 → 80, blocking
 * 1,071 → 855 ms; docs/decisions/077-…).
 */

/** The id of the held entry script (a `text/plain` script: allowed by its hash, not run). */
const HELD_ID = "app-start";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** React Router's inline entry script (one that names a file instead is left alone). */
const ENTRY_SCRIPT = /<script type="module"(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/;

/** `html` with its app started after the first paint; unchanged when it has no entry script. */
export function startAfterFirstPaint(html: string): string {
  const entry = html.match(ENTRY_SCRIPT);
  if (!entry) return html;
  const start =
    `(()=>{const go=()=>{const s=document.createElement("script");s.type="module";` +
    `s.textContent=document.getElementById("${HELD_ID}").textContent;document.body.append(s)};` +
    `if(document.visibilityState==="visible")requestAnimationFrame(()=>setTimeout(go));else go()})();`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="text/plain" id="${HELD_ID}">${entry[1]}</script><script>${start}</script>`,
    );
}
