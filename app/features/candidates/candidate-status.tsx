/**
 * A candidate's status (the wire's `isActive`: active, inactive or busy) as words and as a
 * badge. Spec §4: only active candidates show as active; the others take the secondary style.
 */
import type { CandidateStatus } from "#common/constants.ts";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

export const candidateStatusLabels: Record<CandidateStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  busy: "Busy",
};

export function StatusBadge({
  status,
  className,
}: {
  status: CandidateStatus;
  className?: string;
}) {
  return (
    <Badge className={cn(className)} variant={status === "active" ? "default" : "secondary"}>
      {candidateStatusLabels[status]}
    </Badge>
  );
}
