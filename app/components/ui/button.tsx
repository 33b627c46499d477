import { Slot } from "radix-ui";
import type * as React from "react";
import { type ButtonLook, type ButtonSize, buttonVariants } from "~/components/plain/classes.ts";
import { cn } from "~/lib/utils";

export { buttonVariants };

/** A button in the kit's looks (app/components/plain/classes.ts), a caller's classes merged by `cn`. */
export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonLook | null;
  size?: ButtonSize | null;
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
