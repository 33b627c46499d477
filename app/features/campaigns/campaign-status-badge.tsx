import type { CampaignStatus } from "#common/campaign.ts";
import { Badge } from "~/components/ui/badge";
import { statusLabels } from "./copy.ts";

const variants: Record<CampaignStatus, "default" | "secondary" | "destructive" | "outline"> = {
  draft: "outline",
  scheduled: "secondary",
  sending: "default",
  sent: "secondary",
  cancelled: "destructive",
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={variants[status]}>{statusLabels[status]}</Badge>;
}
