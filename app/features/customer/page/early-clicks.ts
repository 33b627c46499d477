/**
 * A server-rendered view is on screen before the page's script has run (it loads after the
 * first paint, app/static-page.ts). This inline script, written into the page before the
 * view, holds a click on an island until then: a verdict, a compare checkbox or 'Request
 * another role' pressed early is not lost. The islands' script takes the held clicks over
 * when it starts (`__heldIslandClicks.stop()` in app/islands/client.tsx) and replays each
 * on its island once that has hydrated. Links go through untouched (the browser follows
 * them), as do a form's submit buttons (a form is sent by the browser without script).
 *
 * Plain ES2015 in a string: it runs as written, allowed by its hash in the page's policy.
 */
export const EARLY_CLICKS_SCRIPT = `(() => {
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !target.closest("[data-island]")) return;
    if (target.closest("a[href]:not([href='#'])")) return;
    const control = target.closest("button, input");
    const type = control && control.getAttribute("type");
    if (control && control.tagName === "BUTTON" && (type === null || type === "submit")) return;
    if (control && control.tagName === "INPUT" && type === "submit") return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener("click", hold, true);
  window.__heldIslandClicks = {
    stop() {
      document.removeEventListener("click", hold, true);
      return held;
    },
  };
})();`;
