/**
 * The customer profile's workspace card: the viewer's verdict with
 * reason and comment, 'Request interview' (and "Interview requested" once one is under way),
 * and the verdicts of colleagues on the same link.
 *
 * 'Request interview' sits in the card's header, above everything that arrives after the
 * page: the verdicts are read once it has hydrated, and a verdict brings its reason and
 * comment form. Below them, the button would jump down just as the viewer reaches for it.
 */

import { VERDICTS } from "#common/customer-values.ts";
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import type { VerdictItem } from "#common/verdict.ts";
import { Card, CardContent, CardHeader } from "~/components/plain/plain.tsx";
import { SectionTitle } from "~/features/candidates/candidate-profile";
import { formatShortDate } from "~/lib/format";
import { InterviewRequestButton } from "./interview-request-button.tsx";
import { InterviewRequestedBadge } from "./interview-requested-badge.tsx";
import { useInterviewRequested } from "./interview-requests-store.ts";
import { ownVerdict, VerdictBadge, VerdictButtons } from "./verdicts.tsx";
import { useVerdicts } from "./verdicts-store.ts";

export function ProfileWorkspace({
  token,
  developerId,
  developerName,
  viewerEmail,
  interviewRequests,
}: {
  token: string;
  developerId: string;
  developerName: string;
  viewerEmail: string | null;
  interviewRequests?: SharedInterviewRequest[];
}) {
  const verdicts = useVerdicts(token);
  const requested = useInterviewRequested(token, interviewRequests)(developerId);
  const mine = ownVerdict(verdicts.data, developerId, viewerEmail);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <SectionTitle>Your decision</SectionTitle>
            {requested && <InterviewRequestedBadge />}
          </div>
          <InterviewRequestButton
            token={token}
            developerId={developerId}
            developerName={developerName}
            viewerEmail={viewerEmail}
          />
        </div>
      </CardHeader>
      <CardContent className="p-6 pt-0 space-y-6">
        <VerdictButtons
          token={token}
          developerId={developerId}
          developerName={developerName}
          mine={mine}
          detailsFor={VERDICTS}
        />
        <section aria-labelledby="team-verdicts" className="space-y-3">
          <h3 id="team-verdicts" className="font-semibold">
            Your team's verdicts
          </h3>
          {verdicts.isError ? (
            <p className="text-sm text-destructive">The verdicts could not be loaded.</p>
          ) : (
            <ColleagueVerdicts
              verdicts={verdicts.data}
              developerId={developerId}
              viewerEmail={viewerEmail}
            />
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** Every verdict on this developer, so colleagues see each other's (newest first). */
export function ColleagueVerdicts({
  verdicts,
  developerId,
  viewerEmail,
  className,
}: {
  verdicts: VerdictItem[] | undefined;
  developerId: string;
  viewerEmail: string | null;
  /** Added to the list's classes (plainly: none may conflict with its spacing). */
  className?: string;
}) {
  const mine = verdicts?.filter((v) => v.developerId === developerId) ?? [];
  if (mine.length === 0) {
    return (
      <p
        className={
          className ? `text-sm text-muted-foreground ${className}` : "text-sm text-muted-foreground"
        }
      >
        No verdicts yet.
      </p>
    );
  }
  const sorted = [...mine].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <ul
      className={className ? `space-y-3 ${className}` : "space-y-3"}
      aria-label="Verdicts from your team"
    >
      {sorted.map((v) => (
        <li key={`${v.viewerEmail ?? "anonymous"}`} className="rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <VerdictBadge verdict={v.verdict} />
            <span className="font-medium">
              {v.viewerEmail === viewerEmail ? "You" : (v.viewerEmail ?? "Anonymous viewer")}
            </span>
            <span className="text-muted-foreground">{formatShortDate(v.updatedAt)}</span>
          </div>
          {v.reason && <p className="mt-2">{v.reason}</p>}
          {v.comment && (
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{v.comment}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
