/**
 * The card of app/components/plain/ with a caller's `className` merged into its look by `cn`
 * (a caller's padding replaces the card's own). Title, description and footer have no plain
 * twin: only screens with tailwind-merge use them.
 */
import type * as React from "react";
import { CARD, CARD_CONTENT, CARD_HEADER } from "~/components/plain/classes.ts";
import * as plain from "~/components/plain/plain.tsx";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <plain.Card className={cn(CARD, className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <plain.CardHeader className={cn(CARD_HEADER, className)} {...props} />;
}

/** A section's title under the screen's h1 (the admin dashboard's tabs): an h2, so no level is skipped. */
export function CardTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="card-title"
      className={cn("text-xl font-semibold leading-none tracking-tight", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <plain.CardContent className={cn(CARD_CONTENT, className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center p-6 pt-0", className)}
      {...props}
    />
  );
}
