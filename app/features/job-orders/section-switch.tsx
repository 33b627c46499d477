/**
 * On a phone or a tablet the job order screen shows one of its three parts at a time (the
 * brief, the matches, the pipeline), chosen in a strip of links under the heading: the
 * recruiter reaches the board without scrolling past fifty matches. From 1024 px all three
 * are laid out together and the strip is not shown.
 *
 * The choice is the URL's `?section=` (or a `#brief`, `#matches`, `#pipeline` fragment), so
 * a link opens a part, Back returns to the one before, and the strip's links work before
 * the app's script does: the server paints the screen from the same URL (decision 087:
 * a painted link is simply followed).
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";

export const SECTIONS = ["brief", "matches", "pipeline"] as const;
export type Section = (typeof SECTIONS)[number];

/** Where a job order opens on a small screen: the work to do first, choosing candidates. */
const FIRST: Section = "matches";

const isSection = (value: string | null | undefined): value is Section =>
  SECTIONS.includes(value as Section);

/** The part the URL asks for: `?section=` first, then the fragment, else the matches. */
export function useSection(): Section {
  const { search, hash } = useLocation();
  const asked = new URLSearchParams(search).get("section");
  if (isSection(asked)) return asked;
  const fragment = hash.replace(/^#/, "");
  return isSection(fragment) ? fragment : FIRST;
}

/** Classes of a part: hidden below 1024 px unless it is the one shown. */
export const sectionClass = (section: Section, shown: Section) =>
  section === shown ? undefined : "max-lg:hidden";

/** The site header's height (h-16), which the strip sticks under. */
const HEADER_HEIGHT = 64;

const labels: Record<Section, string> = {
  brief: "Brief",
  matches: "Matches",
  pipeline: "Pipeline",
};

export function SectionSwitch({
  shown,
  counts,
}: {
  shown: Section;
  counts: Partial<Record<Section, number>>;
}) {
  const { search, hash } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const previous = useRef(shown);
  // A switch made with the strip stuck under the site header (the reader far down a long
  // list) starts the new part at its top, not at the old part's scroll position.
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    const below = HEADER_HEIGHT + (nav.current?.offsetHeight ?? 0);
    const top = document.getElementById(shown)?.getBoundingClientRect().top;
    if (top !== undefined && top < below) window.scrollBy(0, top - below - 8);
  }, [shown]);
  // Wide, all parts are shown: a link asking for one scrolls to it once, as a fragment would.
  const asked = useRef(new URLSearchParams(search).has("section") || hash.length > 1);
  useEffect(() => {
    if (!asked.current || !window.matchMedia("(min-width: 1024px)").matches) return;
    asked.current = false;
    document.getElementById(shown)?.scrollIntoView({ block: "start" });
  }, [shown]);
  const hrefOf = (section: Section) => {
    const params = new URLSearchParams(search);
    params.set("section", section);
    return `?${params.toString()}`;
  };
  return (
    <nav
      ref={nav}
      aria-label="Job order sections"
      className="sticky top-16 z-30 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6 lg:hidden"
    >
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {SECTIONS.map((section) => {
          const current = section === shown;
          const count = counts[section];
          return (
            <li key={section}>
              <Link
                to={hrefOf(section)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {labels[section]}
                {count !== undefined && (
                  <span
                    className={cn(
                      "rounded-full px-1.5 text-xs tabular-nums",
                      current ? "bg-primary text-primary-foreground" : "bg-background",
                    )}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
