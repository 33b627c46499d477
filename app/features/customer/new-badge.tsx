import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

/** 'New': the developer was added to the link after this viewer's previous visit. */
export function NewBadge({ className }: { className?: string }) {
  return (
    <Badge
      className={cn("bg-emerald-700 text-white hover:bg-emerald-700", className)}
      data-testid="new-badge"
    >
      New
    </Badge>
  );
}
