/**
 * A candidate's status (the wire's `isActive`: active, inactive or busy) as words and as a
 * badge. Only active candidates show as active; the others take the secondary style.
 */
import type { CandidateStatus } from "#common/constants.ts";
import { Badge } from "~/components/plain/plain.tsx";

export const candidateStatusLabels: Record<CandidateStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  busy: "Busy",
};

/** `extra` is added to the badge's classes (e.g. a margin). */
export function StatusBadge({ status, extra }: { status: CandidateStatus; extra?: string }) {
  return (
    <Badge variant={status === "active" ? "default" : "secondary"} extra={extra}>
      {candidateStatusLabels[status]}
    </Badge>
  );
}
