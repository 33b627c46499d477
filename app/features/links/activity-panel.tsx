/**
 * A link's activity in a side sheet opened from its admin row:
 * the summary, its viewers (each may be removed), who accepted its
 * agreement, each visit with who opened the link and which profiles for how long, the
 * verdicts, and the interview requests. Loaded fresh each time it opens.
 */
import { Activity } from "lucide-react";
import { useState } from "react";
import type { ShareableLink } from "#common/link.ts";
import { Spinner } from "~/components/spinner";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "~/components/ui/sheet";
import { VerdictBadge } from "~/features/customer/verdicts";
import { InterviewRequestItem } from "./interview-request-item.tsx";
import { LinkAgreements, LinkViewers } from "./link-people.tsx";
import { formatDateTime, formatSeconds, LinkSummary } from "./link-summary.tsx";
import { useLinkActivity } from "./workspace-api.ts";

const viewerName = (email: string | null) => email ?? "Anonymous viewer";

export function ActivityPanel({ link }: { link: ShareableLink }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <Activity aria-hidden="true" />
          Activity
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full max-w-none sm:max-w-xl">
        <SheetTitle>Activity: {link.customerName}</SheetTitle>
        <SheetDescription>Who opened this link, what they looked at and decided.</SheetDescription>
        <LinkSummary summary={link.summary} />
        {open && <ActivityBody link={link} />}
      </SheetContent>
    </Sheet>
  );
}

function ActivityBody({ link }: { link: ShareableLink }) {
  const activity = useLinkActivity(link.id, true);
  // Visits name developers by id only: names come from the verdicts and requests, then
  // the shortlist (a link for "all active developers" has none).
  const names = new Map(link.shortlist.map((c) => [c.id, c.fullName]));
  for (const item of [
    ...(activity.data?.verdicts ?? []),
    ...(activity.data?.interviewRequests ?? []),
  ]) {
    names.set(item.developerId, item.developerName);
  }
  const nameOf = (id: string) => names.get(id) ?? "A developer";

  if (activity.isLoading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading activity..." />
      </div>
    );
  }
  if (activity.isError || !activity.data) {
    return <p className="text-destructive">The activity could not be loaded.</p>;
  }
  const { visits, verdicts, interviewRequests, agreements, viewers } = activity.data;
  return (
    <div className="space-y-8">
      <LinkViewers linkId={link.id} viewers={viewers} />
      {(link.requireAgreement || agreements.length > 0) && (
        <LinkAgreements agreements={agreements} />
      )}
      <section aria-labelledby="activity-visits" className="space-y-3">
        <h3 id="activity-visits" className="font-semibold">
          Visits
        </h3>
        {visits.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody has opened this link yet.</p>
        ) : (
          <ol
            className="space-y-4 border-l pl-4"
            aria-label="Visit timeline"
            data-testid="visit-timeline"
          >
            {visits.map((v) => (
              <li key={`${v.at}-${v.viewerEmail ?? ""}`} className="text-sm">
                <p>
                  <span className="font-medium">{viewerName(v.viewerEmail)}</span>{" "}
                  <span className="text-muted-foreground">{formatDateTime(v.at)}</span>
                </p>
                {v.profilesViewed.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-muted-foreground">
                    {v.profilesViewed.map((p) => (
                      <li key={p.developerId}>
                        Viewed {nameOf(p.developerId)}
                        {p.seconds > 0 && ` for ${formatSeconds(p.seconds)}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-muted-foreground">Opened the list</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="activity-verdicts" className="space-y-3">
        <h3 id="activity-verdicts" className="font-semibold">
          Verdicts
        </h3>
        {verdicts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No verdicts yet.</p>
        ) : (
          <ul className="space-y-3">
            {verdicts.map((v) => (
              <li
                key={`${v.developerId}-${v.viewerEmail ?? ""}`}
                className="rounded-md border p-3 text-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{v.developerName}</span>
                  <VerdictBadge verdict={v.verdict} />
                </div>
                <p className="mt-1 text-muted-foreground">
                  {viewerName(v.viewerEmail)} · {formatDateTime(v.updatedAt)}
                </p>
                {v.reason && <p className="mt-1">{v.reason}</p>}
                {v.comment && <p className="mt-1 whitespace-pre-line">{v.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="activity-requests" className="space-y-1">
        <h3 id="activity-requests" className="font-semibold">
          Interview requests
        </h3>
        {interviewRequests.length === 0 ? (
          <p className="text-sm text-muted-foreground">No interview requests yet.</p>
        ) : (
          <ul className="divide-y">
            {interviewRequests.map((r) => (
              <InterviewRequestItem key={r.id} request={r} developerName={r.developerName} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
