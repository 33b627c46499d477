/**
 * /admin/engagements: every engagement, newest first, with its
 * status, the trial's countdown and the customer's feedback; filtered by status (kept in
 * the URL, `?status=trial`).
 */
import { useQuery } from "@tanstack/react-query";
import { Handshake, Star } from "lucide-react";
import { Link } from "react-router";
import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES } from "#common/engagement-values.ts";
import { Spinner } from "~/components/spinner";
import { ScreenHeading, StatusFilter, useStatusParam } from "~/components/status-filter";
import { ApiError } from "~/lib/api";
import { useDeferredData } from "~/lib/use-deferred-data";
import { type Engagement, engagementsQuery } from "./api.ts";
import { engagementCopy, formatDay, trialCountdown } from "./copy.ts";
import { EngagementStatusBadge } from "./status-badge.tsx";

export function Rating({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">Rated </span>
      {rating}/5
    </span>
  );
}

function EngagementRow({ engagement }: { engagement: Engagement }) {
  return (
    <Link
      to={`/admin/engagements/${encodeURIComponent(engagement.id)}`}
      className="flex flex-col gap-2 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold">{engagement.candidateName}</span>
          <span className="block text-sm text-muted-foreground">
            {engagement.jobOrderTitle} · {engagement.customerName}
          </span>
        </span>
        <EngagementStatusBadge status={engagement.status} />
      </span>
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>Started {formatDay(engagement.startDate)}</span>
        {engagement.status === "trial" && (
          <span className="font-medium text-foreground">
            {trialCountdown(engagement.trialEndsAt)}
          </span>
        )}
        {engagement.feedback && (
          <span>
            Customer chose{" "}
            {engagement.feedback.decision === "continue" ? "to continue" : "a replacement"}{" "}
            <Rating rating={engagement.feedback.rating} />
          </span>
        )}
      </span>
    </Link>
  );
}

export function EngagementsScreen() {
  const [status, setStatus] = useStatusParam(ENGAGEMENT_STATUSES);
  const engagements = useQuery(engagementsQuery(status));
  const shown = useDeferredData(engagements);

  return (
    <div className="mx-auto min-h-screen max-w-6xl space-y-6 px-4 py-8">
      <ScreenHeading
        backTo="/admin/job-orders"
        backLabel="Back to Job Orders"
        title={engagementCopy.title}
        intro={engagementCopy.intro}
      />

      <StatusFilter
        statuses={ENGAGEMENT_STATUSES}
        labels={ENGAGEMENT_STATUS_LABELS}
        allLabel="All engagements"
        value={status}
        onChange={setStatus}
      />

      {shown.isLoading && <Spinner label="Loading engagements..." />}
      {engagements.isError && (
        <p role="alert" className="text-destructive">
          Could not load engagements:{" "}
          {engagements.error instanceof ApiError
            ? engagements.error.serverMessage
            : engagements.error.message}
        </p>
      )}
      {shown.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
          <Handshake className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 text-sm text-muted-foreground">
            {status ? engagementCopy.emptyFiltered : engagementCopy.empty}
          </p>
        </div>
      )}
      {shown.data && shown.data.length > 0 && (
        <ul className="space-y-3" aria-label="Engagements">
          {shown.data.map((engagement) => (
            <li key={engagement.id}>
              <EngagementRow engagement={engagement} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
