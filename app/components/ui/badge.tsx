/** The badge of app/components/plain/ with a caller's `className` merged into its look by `cn`. */
import type * as React from "react";
import { BADGE, type BadgeLook } from "~/components/plain/classes.ts";
import { Badge as PlainBadge } from "~/components/plain/plain.tsx";
import { cn } from "~/lib/utils";

export function Badge({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<"span"> & { variant?: BadgeLook }) {
  return <PlainBadge variant={variant} className={cn(BADGE[variant], className)} {...props} />;
}
