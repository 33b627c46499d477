import { Loader2 } from "lucide-react";

/** A screen-filling loading state: the spinner in the middle of the page's content area. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
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
