/**
 * Every link's interview requests, newest first, each with its status, for
 * the admin dashboard. A status filter keeps the open ones in view.
 */
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  INTERVIEW_REQUEST_STATUSES,
  type InterviewRequestStatus,
} from "#common/interview-request.ts";
import { Spinner } from "~/components/spinner";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { interviewRequestAnchor } from "~/features/today/paths";
import { useScrollTo } from "~/lib/use-scroll-to";
import { INTERVIEW_STATUS_LABELS, InterviewRequestItem } from "./interview-request-item.tsx";
import { useInterviewRequests } from "./workspace-api.ts";

export function InterviewRequestsList() {
  const requests = useInterviewRequests();
  const [status, setStatus] = useState<InterviewRequestStatus | "">("");
  const shown = requests.data?.filter((r) => !status || r.status === status) ?? [];
  // `?request=<id>` (the Today tab's links) opens the list at that request.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get("request");
  useScrollTo(linked && interviewRequestAnchor(linked), requests.isSuccess);
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          {/* A tab's own title sits right under the page's h1. */}
          <h2 className="text-xl font-semibold leading-none tracking-tight">Interview Requests</h2>
          <CardDescription>Interviews customers asked for through their links.</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="interview-status-filter">Show</Label>
          <NativeSelect
            id="interview-status-filter"
            className="w-36"
            value={status}
            onChange={(e) => setStatus(e.target.value as InterviewRequestStatus | "")}
          >
            <option value="">All</option>
            {INTERVIEW_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INTERVIEW_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {requests.isLoading && (
          <div className="flex justify-center py-8">
            <Spinner label="Loading interview requests..." />
          </div>
        )}
        {requests.isError && (
          <p className="py-8 text-center text-destructive">
            The interview requests could not be loaded.
          </p>
        )}
        {requests.data &&
          (shown.length > 0 ? (
            <ul className="divide-y" aria-label="Interview requests">
              {shown.map((r) => (
                <InterviewRequestItem
                  key={r.id}
                  highlighted={r.id === linked}
                  request={r}
                  developerName={r.developerName}
                  customerName={r.customerName}
                />
              ))}
            </ul>
          ) : (
            <div className="py-10 text-center">
              <CalendarClock
                className="mx-auto h-10 w-10 text-muted-foreground"
                aria-hidden="true"
              />
              <p className="mt-3 font-medium">No interview requests</p>
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
