/**
 * The campaigns, newest first: each with its status and figures, opening its compose or
 * progress view. A sending campaign's figures refresh on their own.
 */
import { Mail, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Campaign } from "#common/campaign.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import { formatMediumDateTime } from "~/lib/format";
import { useCampaigns } from "./api.ts";
import { CampaignStatusBadge } from "./campaign-status-badge.tsx";
import { campaignCopy } from "./copy.ts";

function figures(campaign: Campaign): string {
  const { total, sent, failed, unsubscribed } = campaign.stats;
  if (campaign.status === "draft" || campaign.status === "scheduled") {
    return `${total} recipient${total === 1 ? "" : "s"}`;
  }
  return `${sent} sent · ${failed} failed · ${total} total${unsubscribed ? ` · ${unsubscribed} unsubscribed` : ""}`;
}

export function CampaignList() {
  const campaigns = useCampaigns();
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button asChild>
          <Link to="?new=1">
            <Plus aria-hidden="true" />
            New campaign
          </Link>
        </Button>
      </div>
      {campaigns.isLoading && <Spinner label="Loading campaigns..." />}
      {campaigns.isError && (
        <p className="text-destructive">Could not load campaigns: {campaigns.error.message}</p>
      )}
      {campaigns.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Mail className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-sm text-muted-foreground">{campaignCopy.empty}</p>
        </div>
      )}
      <ul className="space-y-3" aria-label="Campaigns">
        {campaigns.data?.map((campaign) => (
          <li key={campaign.id}>
            <Link
              to={`?id=${campaign.id}`}
              className="flex flex-col gap-2 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold">{campaign.name}</span>
                <span className="block truncate text-sm text-muted-foreground">
                  {campaign.subject}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3 text-sm">
                <span className="text-muted-foreground">{figures(campaign)}</span>
                {campaign.scheduledAt && campaign.status === "scheduled" && (
                  <span className="text-muted-foreground">
                    {formatMediumDateTime(new Date(campaign.scheduledAt))}
                  </span>
                )}
                <CampaignStatusBadge status={campaign.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
