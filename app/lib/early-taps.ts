/**
 * A screen is on the glass before its script runs: a prerendered page's islands, a
 * customer's view, a signed-in screen the server painted under its route shell. A tap on a
 * control there used to go nowhere (docs/decisions/087-no-tap-lost.md). This inline script,
 * the first thing in `<body>`, takes such a tap from the first frame:
 *
 * - what the browser does by itself is let through: a link, a field (focus and typing), a
 *   `<summary>`, an island form's own submit button (sent without script, or held by the
 *   islands' script); a painted screen's form has no one to send it, so its submit is held;
 * - anything else in a painted part (`[data-island]`, `#route-shell`) is held: its default
 *   prevented, the control marked `data-tap-held` (app.css shows it pressed, so the person
 *   sees the tap was taken), and kept once however often it is tapped.
 *
 * Whoever makes the page live takes the held taps over with `__earlyTaps.stop()` and plays
 * each once on the live control with `__earlyTaps.replay(element)`: the islands' script
 * (app/islands/client.tsx, the same element once hydrated) and the route shell's script
 * (app/route-shells.ts, the app's own element in `<main>`, found by `__earlyTaps.find`).
 * The replay is a whole tap (pointer, mouse, click), since some controls answer the press
 * and not the click (a tab activates on mousedown).
 *
 * `window.__noTapHold`, set before the page loads, turns the holding off: the taps bench
 * measures the dead window with it, and a browser test watches a tap get lost without it.
 *
 * Plain ES2015 in a string: it runs as written, allowed by its hash in the page's policy.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  if (window.__earlyTaps || window.__noTapHold) return;
  const CONTROL = "a[href], button, input, select, textarea, summary, [role=tab], [role=checkbox], [role=radio], [role=switch], [role=button], [role=menuitem], [role=option], [data-tap]";
  const held = [];
  const sent = (control, shell) => !shell && !!control.form;
  const native = (control, shell) => {
    if (control.matches("a[href]:not([href='#']), summary, textarea, select")) return true;
    if (control.tagName === "INPUT") {
      const type = control.type;
      if (type === "submit" || type === "image") return sent(control, shell);
      return type !== "checkbox" && type !== "radio" && type !== "button" && type !== "reset";
    }
    return control.tagName === "BUTTON" && control.type === "submit" && sent(control, shell);
  };
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const part = target && target.closest("[data-island], #route-shell");
    if (!part) return;
    const shell = part.id === "route-shell";
    const control = target.closest(CONTROL);
    if (control && native(control, shell)) return;
    if (!control && shell) return;
    event.preventDefault();
    event.stopPropagation();
    const tapped = control || target;
    if (held.indexOf(tapped) < 0) held.push(tapped);
    tapped.setAttribute("data-tap-held", "");
  };
  // A painted form has no handler to send it: Enter in its field is held like its button.
  const holdSubmit = (event) => {
    if (!event.target.closest("#route-shell")) return;
    event.preventDefault();
    const button = event.submitter;
    if (button && held.indexOf(button) < 0) {
      held.push(button);
      button.setAttribute("data-tap-held", "");
    }
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", holdSubmit, true);
  const text = (el) => (el.getAttribute("aria-label") || el.textContent || "").replace(/\\s+/g, " ").trim().slice(0, 80);
  const signature = (el) => [el.tagName, el.getAttribute("role"), el.getAttribute("type"), el.getAttribute("name"), el.getAttribute("placeholder"), text(el)].join("|");
  const controls = (scope) => Array.prototype.filter.call(scope.querySelectorAll(CONTROL), (el) => !el.closest("header"));
  window.__earlyTaps = {
    stop() {
      document.removeEventListener("click", hold, true);
      document.removeEventListener("submit", holdSubmit, true);
      return held.splice(0);
    },
    find(el, from, to) {
      const sig = signature(el);
      const same = (scope) => controls(scope).filter((c) => signature(c) === sig);
      const index = same(from).indexOf(el);
      return index < 0 ? null : same(to)[index] || null;
    },
    replay(el) {
      el.removeAttribute("data-tap-held");
      const box = el.getBoundingClientRect();
      const at = { bubbles: true, cancelable: true, composed: true, view: window, button: 0, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      const down = Object.assign({}, at, { buttons: 1 });
      const pointer = { pointerId: 1, pointerType: "touch", isPrimary: true };
      el.dispatchEvent(new PointerEvent("pointerdown", Object.assign({}, down, pointer)));
      el.dispatchEvent(new MouseEvent("mousedown", down));
      el.dispatchEvent(new PointerEvent("pointerup", Object.assign({}, at, pointer)));
      el.dispatchEvent(new MouseEvent("mouseup", at));
      el.dispatchEvent(new MouseEvent("click", Object.assign({}, at, { detail: 1 })));
    },
  };
})();`;

/** What the inline script puts on `window`, for the scripts that take its taps over. */
export interface EarlyTaps {
  stop(): Element[];
  find(element: Element, from: ParentNode, to: ParentNode): Element | null;
  replay(element: Element): void;
}

export const earlyTaps = (): EarlyTaps | undefined =>
  (globalThis as { __earlyTaps?: EarlyTaps }).__earlyTaps;
