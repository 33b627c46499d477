/**
 * Picking developers to compare (the customer listing, the developer list): a checkbox per
 * card (at most three) and a bar that appears once something is picked and opens the
 * compare view when two or three are. Built from the kit's plain parts (./plain/)
 * directly, so the customer's listing loads neither tailwind-merge nor Radix for it.
 */
import { Columns3, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass, COMPARE_LABEL } from "./plain/classes.ts";
import { Checkbox } from "./plain/plain.tsx";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

export function useCompareSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) =>
      on
        ? ids.includes(id) || ids.length >= COMPARE_MAX
          ? ids
          : [...ids, id]
        : ids.filter((x) => x !== id),
    );
  return { selected, toggle, clear: () => setSelected([]) };
}

export function CompareCheckbox({
  id,
  name,
  selected,
  onToggle,
}: {
  id: string;
  name: string;
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  const checked = selected.includes(id);
  const inputId = `compare-${id}`;
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={inputId}
        checked={checked}
        disabled={!checked && selected.length >= COMPARE_MAX}
        onCheckedChange={(v) => onToggle(id, v)}
        aria-label={`Compare ${name}`}
      />
      <label data-slot="label" className={COMPARE_LABEL} htmlFor={inputId} aria-hidden="true">
        Compare
      </label>
    </div>
  );
}

/** Space kept between the bar and what is scrolled up to it. */
const BAR_GAP_PX = 16;

/**
 * The fixed bar covers the bottom of the screen, on a phone a card's verdict buttons as the
 * customer scrolls to them. While it shows, the page keeps room for it: a spacer of its
 * height after the list (so the last card's buttons scroll up above it) and the same
 * scroll padding at the bottom of the page (so a control brought into view by focus or
 * scrolling lands above it, not under it). Measured, since the bar wraps on narrow screens.
 */
function useRoomForBar(bar: RefObject<HTMLElement | null>, shown: boolean): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = element.offsetHeight + BAR_GAP_PX;
      setRoom(height);
      root.style.scrollPaddingBottom = `${height}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, [bar, shown]);
  return shown ? room : 0;
}

/**
 * The bar that opens a compare view once 2–3 are picked; `compareHref` builds its URL. Placed
 * after the list it belongs to: it keeps room for itself there.
 */
export function CompareBar({
  compareHref,
  selected,
  onClear,
}: {
  compareHref: (ids: string[]) => string;
  selected: string[];
  onClear: () => void;
}) {
  const bar = useRef<HTMLElement>(null);
  const shown = selected.length > 0;
  const room = useRoomForBar(bar, shown);
  if (!shown) return null;
  const ready = selected.length >= COMPARE_MIN;
  return (
    <>
      <div aria-hidden="true" data-testid="compare-bar-room" style={{ height: room }} />
      <section
        ref={bar}
        aria-label="Compare developers"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <p className="text-sm" aria-live="polite">
            {selected.length} of {COMPARE_MAX} selected
            {!ready && <span className="text-muted-foreground"> · pick one more</span>}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              data-slot="button"
              className={buttonClass("ghost", "sm")}
              onClick={onClear}
            >
              <X aria-hidden="true" />
              Clear
            </button>
            {ready ? (
              <Link
                to={compareHref(selected)}
                data-slot="button"
                className={buttonClass("default", "sm")}
              >
                <Columns3 aria-hidden="true" />
                Compare
              </Link>
            ) : (
              <button
                type="button"
                data-slot="button"
                className={buttonClass("default", "sm")}
                disabled
              >
                <Columns3 aria-hidden="true" />
                Compare
              </button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
