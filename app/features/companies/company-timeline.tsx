/** The company's newest events, newest first, each as one sentence with its time. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { CompanyTimelineEvent } from "#common/company.ts";
import { Spinner } from "~/components/spinner";
import { formatAge } from "~/features/job-orders/copy";
import { companyTimelineQuery } from "./api.ts";
import { companyCopy } from "./copy.ts";

const verdictWords = { interested: "Interested", maybe: "Maybe", "not-a-fit": "Not a fit" };

function Sentence({ event }: { event: CompanyTimelineEvent }) {
  const who = event.viewerEmail ?? "An anonymous viewer";
  switch (event.kind) {
    case "visit":
      return <>{who} opened a link</>;
    case "verdict":
      return (
        <>
          {who} marked {event.subject} as {event.verdict ? verdictWords[event.verdict] : "seen"}
        </>
      );
    case "interview-request":
      return (
        <>
          {who} asked to interview {event.subject}
        </>
      );
    case "job-order":
      return (
        <>
          Job order{" "}
          <Link
            to={`/admin/job-orders/${encodeURIComponent(event.jobOrderId ?? "")}`}
            className="text-primary hover:underline"
          >
            {event.subject}
          </Link>{" "}
          opened
        </>
      );
    case "link":
      return <>Link shared with {event.subject}</>;
  }
}

export function CompanyTimelineList({ companyId }: { companyId: string }) {
  const timeline = useQuery(companyTimelineQuery(companyId));
  if (timeline.isLoading) return <Spinner label="Loading the timeline..." />;
  if (!timeline.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the timeline.
      </p>
    );
  }
  if (timeline.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{companyCopy.noEvents}</p>;
  }
  return (
    <ol className="space-y-2" aria-label="Recent activity">
      {timeline.data.map((event, i) => (
        <li
          key={`${event.at}-${event.kind}-${i}`}
          className="flex flex-col gap-0.5 border-l-2 border-muted pl-3 text-sm sm:flex-row sm:gap-3"
        >
          <time dateTime={event.at} className="shrink-0 text-muted-foreground sm:w-28">
            {formatAge(event.at)}
          </time>
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <Sentence event={event} />
          </span>
        </li>
      ))}
    </ol>
  );
}
