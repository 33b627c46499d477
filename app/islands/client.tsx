/**
 * The script of a prerendered content page (see ./README.md): hydrates the page's islands,
 * each as its own root, and mounts the toaster. The rest of the page is static HTML.
 *
 * An island's markup has no handlers until its root exists: a click on it before then (a
 * FAQ question, the phone menu) is held and clicked again once it has hydrated.
 */
import { type ComponentType, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LazyToaster } from "~/components/lazy-toaster";
import { scrollToPendingSection } from "~/features/marketing/scroll";
import type { IslandName } from "./island.tsx";
import { PageRouter } from "./page-router.tsx";
import { islandLoaders } from "./registry.ts";

function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A click the browser handles well by itself is let through: a link (placeholder links
 * excepted, see keepPlaceholderLinksInPlace) and a form's submit, which posts the form.
 */
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

/** Holds a click on the island until `started` is called; `replay` clicks it again. */
function holdClicks(container: HTMLElement) {
  let held: EventTarget | null = null;
  const hold = (event: MouseEvent) => {
    if (browserHandles(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  container.addEventListener("click", hold, true);
  return {
    started: () => container.removeEventListener("click", hold, true),
    replay: () =>
      held?.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, view: window }),
      ),
  };
}

async function hydrateIsland(container: HTMLElement): Promise<void> {
  const clicks = holdClicks(container);
  const name = container.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`unknown island "${name}"`);
  // The props were written by the same component when the page was prerendered.
  const Component = (await load()) as unknown as ComponentType<Record<string, unknown>>;
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
    clicks.started();
  });
  clicks.replay();
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
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const hydrated = Promise.all(islands.map(hydrateIsland));
  // From here a click on an island is kept (a browser test waits for this).
  document.documentElement.dataset.islands = "watching";
  await hydrated;
  // Something a script outside React, or a browser test, can wait for.
  document.documentElement.dataset.hydrated = "true";
  scrollToPendingSection();
}

start().catch((error: unknown) => console.error(error));
