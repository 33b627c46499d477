/**
 * The script of a prerendered content page (see ./README.md): hydrates the page's islands,
 * each as its own root, and mounts the toaster. The rest of the page is static HTML.
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

async function hydrateIsland(container: HTMLElement): Promise<void> {
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
  });
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
  await Promise.all(islands.map(hydrateIsland));
  // Something a script outside React, or a browser test, can wait for.
  document.documentElement.dataset.hydrated = "true";
  scrollToPendingSection();
}

start().catch((error: unknown) => console.error(error));
