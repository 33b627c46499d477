import { ENGAGEMENT_STATUS_LABELS, type EngagementStatus } from "#common/engagement-values.ts";
import { Badge } from "~/components/ui/badge";
import { statusVariants } from "./copy.ts";

export function EngagementStatusBadge({ status }: { status: EngagementStatus }) {
  return <Badge variant={statusVariants[status]}>{ENGAGEMENT_STATUS_LABELS[status]}</Badge>;
}
