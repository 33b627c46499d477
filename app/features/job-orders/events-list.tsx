/** The pipeline's moves, newest first: who moved whom from where to where, and when. */
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "~/components/spinner";
import { ApiError } from "~/lib/api";
import { formatMediumDateTime } from "~/lib/format";
import { eventsQuery } from "./api.ts";
import { actorLabel, jobOrderCopy, reasonLabels, stageLabels } from "./copy.ts";

export function EventsList({ jobOrderId }: { jobOrderId: string }) {
  const events = useQuery(eventsQuery(jobOrderId));

  if (events.isLoading) return <Spinner label="Loading activity..." />;
  if (events.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the activity:{" "}
        {events.error instanceof ApiError ? events.error.serverMessage : events.error.message}
      </p>
    );
  }
  if (!events.data?.length) {
    return <p className="text-sm text-muted-foreground">{jobOrderCopy.noEvents}</p>;
  }
  return (
    <ol className="space-y-2 text-sm" aria-label="Pipeline activity">
      {events.data.map((event) => (
        <li
          key={`${event.at}-${event.candidateId}-${event.to}`}
          className="flex flex-col gap-0.5 border-b pb-2 last:border-0 sm:flex-row sm:gap-3"
        >
          <time dateTime={event.at} className="shrink-0 text-muted-foreground sm:w-44">
            {formatMediumDateTime(new Date(event.at))}
          </time>
          <span>
            {/* The name as it was then: also for someone since removed from the pipeline. */}
            <span className="font-medium">{event.candidateName}</span>
            {event.from ? ` ${stageLabels[event.from]} → ` : " added at "}
            {stageLabels[event.to]}
            {event.reason ? ` (${reasonLabels[event.reason]})` : ""}
            <span className="text-muted-foreground"> · {actorLabel(event.actor)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
