import { useNavigate } from "react-router";
import { SCROLL_TO_CONTACT_DELAY_MS } from "#common/constants.ts";
import { readPageMemo, takePageMemo, writePageMemo } from "~/lib/page-memo";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Scrolls a home section into view: smoothly, unless the visitor asked for less motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  window.history.replaceState(window.history.state, "", `#${id}`);
}

/** Click handler for an in-page anchor: smooth scroll instead of the jump. */
export function onAnchorClick(id: string) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(id);
  };
}

const PENDING_SECTION_KEY = "scroll-to-section";

/**
 * Scrolls to the section a link from another page asked for (useGoToHomeContact), after
 * the spec's delay, once that section is on the page. Called after a client-side
 * navigation and by a content page's script when it starts (app/islands/client.tsx), as
 * the home page may arrive by a full page load.
 */
export function scrollToPendingSection(): void {
  const id = readPageMemo(PENDING_SECTION_KEY);
  if (!id) return;
  const started = Date.now();
  const whenRendered = () => {
    if (document.getElementById(id)) {
      takePageMemo(PENDING_SECTION_KEY);
      window.setTimeout(() => scrollToSection(id), SCROLL_TO_CONTACT_DELAY_MS);
    } else if (Date.now() - started < 5000) {
      window.requestAnimationFrame(whenRendered);
    }
  };
  whenRendered();
}

/**
 * The Services page's buttons: go to the home page, then after about 100 ms scroll smoothly to its
 * contact section. Used as the click handler of a link to /#contact.
 */
export function useGoToHomeContact() {
  const navigate = useNavigate();
  return async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    writePageMemo(PENDING_SECTION_KEY, "contact");
    await navigate("/");
    // In the app the home page renders (and scroll restoration moves to the top) after
    // the navigation settles. From a content page the home page loads anew, and its own
    // script finishes the job.
    scrollToPendingSection();
  };
}
