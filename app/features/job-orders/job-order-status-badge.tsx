import type { JobOrderStatus } from "#common/job-order.ts";
import { Badge } from "~/components/ui/badge";
import { statusLabels } from "./copy.ts";

const variants: Record<JobOrderStatus, "default" | "secondary" | "outline"> = {
  open: "default",
  "on-hold": "secondary",
  filled: "outline",
  closed: "outline",
};

export function JobOrderStatusBadge({ status }: { status: JobOrderStatus }) {
  return <Badge variant={variants[status]}>{statusLabels[status]}</Badge>;
}
