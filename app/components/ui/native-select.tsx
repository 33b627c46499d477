import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A plain <select> styled like Input: the platform's own picker on phones, and a value
 * that may be empty (Radix Select has no empty item), for filters and optional fields.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
