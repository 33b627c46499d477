import { Loader2 } from "lucide-react";

/**
 * A screen-filling loading state: the spinner in the middle of a full screen, so the footer
 * starts below the fold and the content that replaces it does not push a visible footer
 * down (a layout shift: docs/decisions/070-…).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/** A centered loading indicator with a label for assistive technology. */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
      <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
