import { useNavigate } from "react-router";
import { SCROLL_TO_CONTACT_DELAY_MS } from "../../../common/constants.ts";

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

/**
 * Spec §2 (Services): go to the home page, then after about 100 ms scroll smoothly to its
 * contact section. Used as the click handler of a link to /#contact.
 */
export function useGoToHomeContact() {
  const navigate = useNavigate();
  return async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await navigate("/");
    // The home page renders (and scroll restoration moves to the top) after the
    // navigation settles: wait for the section to exist, then the spec's delay.
    const started = Date.now();
    const whenRendered = () => {
      if (document.getElementById("contact")) {
        window.setTimeout(() => scrollToSection("contact"), SCROLL_TO_CONTACT_DELAY_MS);
      } else if (Date.now() - started < 5000) {
        window.requestAnimationFrame(whenRendered);
      }
    };
    whenRendered();
  };
}
