/**
 * One interview request as the admin sees it: who asked, for whom, the proposed times in
 * the customer's time zone (and the admin's own when they differ), the message, and a
 * status select that saves on change. A scheduled interview shows its time in the
 * customer's zone and the admin's, its meeting URL and its calendar file; 'Schedule' sends
 * the calendar invitation.
 */
import { CalendarCheck, Download, Mail, Video } from "lucide-react";
import {
  INTERVIEW_REQUEST_STATUSES,
  type InterviewRequest,
  type InterviewRequestStatus,
} from "#common/interview-request.ts";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { interviewRequestAnchor } from "~/features/today/paths";
import { InterviewScheduleDialog } from "./interview-schedule-dialog.tsx";
import { formatDateTime } from "./link-summary.tsx";
import { inviteIcsUrl, useUpdateInterviewRequest } from "./workspace-api.ts";

export const INTERVIEW_STATUS_LABELS: Record<InterviewRequestStatus, string> = {
  new: "New",
  scheduled: "Scheduled",
  declined: "Declined",
  done: "Done",
};

const adminZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function InterviewRequestItem({
  request: r,
  developerName,
  customerName,
  editable = true,
  highlighted = false,
}: {
  request: InterviewRequest;
  /** The request a link pointed at (./interview-requests-list.tsx): marked out. */
  highlighted?: boolean;
  developerName: string;
  customerName?: string;
  editable?: boolean;
}) {
  const update = useUpdateInterviewRequest();
  const selectId = `interview-status-${r.id}`;
  const zone = adminZone();
  return (
    <li
      id={interviewRequestAnchor(r.id)}
      className={`scroll-mt-24 space-y-2 py-4${highlighted ? " -mx-2 rounded-md px-2 ring-2 ring-primary" : ""}`}
      aria-current={highlighted ? "true" : undefined}
      data-testid="interview-request"
      aria-label={`Interview request for ${developerName}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{developerName}</p>
          <p className="text-sm text-muted-foreground">
            {customerName ? `${customerName} · ` : ""}
            {r.jobOrderTitle ? `${r.jobOrderTitle} · ` : ""}
            requested {formatDateTime(r.createdAt)}
            {r.viewerEmail ? ` by ${r.viewerEmail}` : ""}
          </p>
        </div>
        {editable ? (
          <div className="flex flex-wrap items-center gap-2">
            {r.status !== "declined" && r.status !== "done" && (
              <InterviewScheduleDialog request={r} />
            )}
            <Label htmlFor={selectId}>Status</Label>
            <NativeSelect
              id={selectId}
              className="w-36"
              value={r.status}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(
                  { id: r.id, status: e.target.value as InterviewRequestStatus },
                  {
                    onSuccess: () =>
                      toast({ title: "Success", description: "Interview request updated" }),
                    onError: () =>
                      toast({
                        title: "Error",
                        description: "Failed to update interview request",
                        variant: "destructive",
                      }),
                  },
                )
              }
            >
              {INTERVIEW_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INTERVIEW_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <span className="text-sm">{INTERVIEW_STATUS_LABELS[r.status]}</span>
        )}
      </div>
      {r.scheduledAt && (
        <div
          className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm"
          data-testid="interview-scheduled"
        >
          <p className="flex items-center gap-1.5 font-medium">
            <CalendarCheck className="h-4 w-4 text-primary" aria-hidden="true" />
            {r.status === "declined" ? "Was scheduled" : "Scheduled"}
            {r.durationMinutes ? ` · ${r.durationMinutes} min` : ""}
          </p>
          <dl className="mt-1 grid gap-x-3 gap-y-0.5 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Customer ({r.timezone})</dt>
            <dd>{formatDateTime(r.scheduledAt, r.timezone)}</dd>
            <dt className="text-muted-foreground">You ({zone})</dt>
            <dd>{formatDateTime(r.scheduledAt, zone)}</dd>
          </dl>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {r.meetingUrl && (
              <a
                href={r.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                <Video className="h-4 w-4" aria-hidden="true" />
                Join the meeting
              </a>
            )}
            <a
              href={inviteIcsUrl(r.id)}
              download
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Calendar file (.ics)
            </a>
          </div>
        </div>
      )}
      <div className="text-sm">
        <p className="font-medium">Proposed times ({r.timezone})</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {r.slots.map((slot) => (
            <li key={slot}>
              {formatDateTime(slot, r.timezone)}
              {zone !== r.timezone && (
                <span className="text-muted-foreground"> · {formatDateTime(slot)} your time</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {r.message && <p className="whitespace-pre-line text-sm">{r.message}</p>}
      <a
        href={`mailto:${r.contactEmail}`}
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        {r.contactEmail}
      </a>
    </li>
  );
}
