/**
 * The script of a prerendered content page (see ./README.md): hydrates the page's islands,
 * each as its own root, and mounts the toaster. The rest of the page is static HTML.
 *
 * An island's markup has no handlers until its root exists: a tap on it before then (a
 * FAQ question, the phone menu, a tab) is held, shown pressed, and played again once it has
 * hydrated. Before this script runs the page's early-taps script holds it
 * (app/lib/early-taps.ts); this script takes those over and holds the later ones itself. A form
 * sent before then (a contact form's Send Message) is held too and sent again through the
 * hydrated form, so the island answers it (the spec's toast); only when the island's code
 * cannot load does the browser post it itself, as it does when no script runs at all.
 */
import { type ComponentType, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LazyToaster } from "~/components/lazy-toaster";
import { scrollToPendingSection } from "~/features/marketing/scroll";
import { earlyTaps } from "~/lib/early-taps";
import type { IslandName } from "./island.tsx";
import { PageRouter } from "./page-router.tsx";
import { islandLoaders } from "./registry.ts";

function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A click the browser handles well by itself is let through: a link (placeholder links
 * excepted, see keepPlaceholderLinksInPlace) and a form's submit button, whose submission
 * (held below when the island's code is still on its way) is the form's own event.
 */

/** A whole tap on `target` (the page's early-taps script plays it; a click without it). */
function replayTap(target: Element) {
  const taps = earlyTaps();
  if (taps) taps.replay(target);
  else
    target.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, view: window }),
    );
}
function browserHandles(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  if (element?.closest("a[href]:not([href='#'])")) return true;
  const control = element?.closest("button, input");
  if (!control) return false;
  const type = control.getAttribute("type");
  return (
    (control.tagName === "BUTTON" && (type === null || type === "submit")) ||
    (control.tagName === "INPUT" && type === "submit")
  );
}

interface HeldSubmission {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Holds a click and a form's submission on the island until `started` is called: `replay`
 * then clicks again and sends the form again (what was typed is still in its fields), now
 * to the island's own handler; `letThrough` sends it as the browser would have.
 */
function holdEvents(container: HTMLElement, heldEarly: Element[]) {
  const held: Element[] = [...heldEarly];
  let submission: HeldSubmission | null = null;
  const hold = (event: MouseEvent) => {
    // The taps bench measures the dead window with holding off (app/lib/early-taps.ts).
    if (browserHandles(event.target) || "__noTapHold" in window) return;
    event.preventDefault();
    event.stopPropagation();
    // Each control once however often it is tapped, shown pressed until played (app.css).
    const target = event.target instanceof Element ? event.target : null;
    if (!target || held.some((h) => h === target || h.contains(target))) return;
    held.push(target);
    target.setAttribute("data-tap-held", "");
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    submission = { form: event.target, submitter: event.submitter };
  };
  container.addEventListener("click", hold, true);
  container.addEventListener("submit", holdSubmit, true);
  const started = () => {
    container.removeEventListener("click", hold, true);
    container.removeEventListener("submit", holdSubmit, true);
  };
  const submit = () => {
    const pending = submission;
    submission = null;
    if (!pending?.form.isConnected) return;
    const { form, submitter } = pending;
    form.requestSubmit(
      submitter?.isConnected && submitter.closest("form") === form ? submitter : null,
    );
  };
  return {
    started,
    replay: () => {
      for (const target of held.splice(0)) {
        target.removeAttribute("data-tap-held");
        if (target.isConnected) replayTap(target);
      }
      submit();
    },
    letThrough: () => {
      started();
      submit();
    },
  };
}

async function hydrateIsland(container: HTMLElement, heldEarly: Element[]): Promise<void> {
  const events = holdEvents(
    container,
    heldEarly.filter((t) => container.contains(t)),
  );
  const name = container.dataset.island as IslandName;
  const load = islandLoaders[name];
  let Component: ComponentType<Record<string, unknown>>;
  try {
    if (!load) throw new Error(`unknown island "${name}"`);
    // The props were written by the same component when the page was prerendered.
    Component = (await load()) as unknown as ComponentType<Record<string, unknown>>;
  } catch (error) {
    // No island after all: a held form goes as the browser would have sent it.
    events.letThrough();
    throw error;
  }
  const props = JSON.parse(container.dataset.props ?? "{}") as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for a whole island (the FAQ's 25 questions, say).
    startTransition(() => {
      hydrateRoot(
        container,
        <Committed onCommit={resolve}>
          <PageRouter>
            <Component {...props} />
          </PageRouter>
        </Committed>,
        { identifierPrefix: container.dataset.idPrefix },
      );
    });
    // From here React handles (and if need be replays) the island's own events.
    events.started();
  });
  events.replay();
}

/** The spec's placeholder links go nowhere: without this, `href="#"` jumps to the top. */
function keepPlaceholderLinksInPlace() {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href='#']");
    if (link) event.preventDefault();
  });
}

async function start() {
  keepPlaceholderLinksInPlace();
  const toaster = document.createElement("div");
  document.body.append(toaster);
  createRoot(toaster).render(<LazyToaster />);
  // Taps the page held before this script ran (app/lib/early-taps.ts): each island plays its own.
  const heldEarly = earlyTaps()?.stop() ?? [];
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const hydrated = Promise.all(islands.map((island) => hydrateIsland(island, heldEarly)));
  // From here a click on an island is kept (a browser test waits for this).
  document.documentElement.dataset.islands = "watching";
  await hydrated;
  // Something a script outside React, or a browser test, can wait for.
  document.documentElement.dataset.hydrated = "true";
  scrollToPendingSection();
}

start().catch((error: unknown) => console.error(error));
