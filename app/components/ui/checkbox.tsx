/** The checkbox of app/components/plain/ with a caller's `className` merged into its look by `cn`. */
import type * as React from "react";
import { CHECKBOX } from "~/components/plain/classes.ts";
import { Checkbox as PlainCheckbox } from "~/components/plain/plain.tsx";
import { cn } from "~/lib/utils";

export function Checkbox({ className, ...props }: React.ComponentProps<typeof PlainCheckbox>) {
  return <PlainCheckbox className={cn(CHECKBOX, className)} {...props} />;
}
