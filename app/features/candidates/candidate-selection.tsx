/**
 * Picking candidates to compare on the developer list (admins): the customer listing's
 * checkbox and selection state, and a bar that opens /developers/compare once 2–3 are
 * picked.
 */
import { Columns3, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { COMPARE_MAX, COMPARE_MIN } from "~/features/customer/compare-selection";

export {
  COMPARE_MAX,
  COMPARE_MIN,
  CompareCheckbox,
  useCompareSelection,
} from "~/features/customer/compare-selection";

export const candidateComparePath = (ids: string[]) =>
  `/developers/compare?ids=${ids.map(encodeURIComponent).join(",")}`;

export function CandidateCompareBar({
  selected,
  onClear,
}: {
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
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear
          </Button>
          {ready ? (
            <Button asChild size="sm">
              <Link to={candidateComparePath(selected)}>
                <Columns3 aria-hidden="true" />
                Compare
              </Link>
            </Button>
          ) : (
            <Button size="sm" disabled>
              <Columns3 aria-hidden="true" />
              Compare
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
