/** The progress bar of app/components/plain/ with a caller's `className` merged into its look by `cn`. */
import type * as React from "react";
import { PROGRESS } from "~/components/plain/classes.ts";
import { Progress as PlainProgress } from "~/components/plain/plain.tsx";
import { cn } from "~/lib/utils";

export function Progress({ className, ...props }: React.ComponentProps<typeof PlainProgress>) {
  return <PlainProgress className={cn(PROGRESS, className)} {...props} />;
}
