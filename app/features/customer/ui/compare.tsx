/**
 * Picking developers to compare on the customer listing: app/components/compare-selection.tsx's
 * checkbox and bar with the same markup (./parity.test.ts), built from ./plain.tsx, so
 * the listing's first load carries neither tailwind-merge nor Radix (issue 26).
 */
import { Check, Columns3, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass, CHECKBOX, COMPARE_LABEL } from "./classes.ts";

/** As app/components/compare-selection.tsx (./parity.test.ts holds them equal). */
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

/** The bar that opens a compare view once 2–3 are picked; `compareHref` builds its URL. */
export function CompareBar({
  compareHref,
  selected,
  onClear,
}: {
  compareHref: (ids: string[]) => string;
  selected: string[];
  onClear: () => void;
}) {
  if (selected.length === 0) return null;
  const ready = selected.length >= COMPARE_MIN;
  return (
    <section
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
  );
}

/**
 * A checkbox as a button with the checkbox role (Radix's Checkbox, outside a form): Space
 * and a click toggle it, Enter does not (WAI-ARIA's checkbox pattern).
 */
function Checkbox({
  id,
  checked,
  disabled,
  onCheckedChange,
  "aria-label": label,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  "aria-label": string;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      className={CHECKBOX}
      id={id}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={() => onCheckedChange(!checked)}
    >
      {checked && (
        <span
          data-state={state}
          className="flex items-center justify-center text-current"
          style={{ pointerEvents: "none" }}
        >
          <Check className="h-4 w-4" />
        </span>
      )}
    </button>
  );
}
