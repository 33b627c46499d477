/**
 * One interview request as the admin sees it: who asked, for whom, the proposed times in
 * the customer's time zone (and the admin's own when they differ), the message, and a
 * status select that saves on change.
 */
import { Mail } from "lucide-react";
import {
  INTERVIEW_REQUEST_STATUSES,
  type InterviewRequest,
  type InterviewRequestStatus,
} from "#common/workspace.ts";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { formatDateTime } from "./link-summary.tsx";
import { useUpdateInterviewRequest } from "./workspace-api.ts";

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
}: {
  request: InterviewRequest;
  developerName: string;
  customerName?: string;
  editable?: boolean;
}) {
  const update = useUpdateInterviewRequest();
  const selectId = `interview-status-${r.id}`;
  const zone = adminZone();
  return (
    <li
      className="space-y-2 py-4"
      data-testid="interview-request"
      aria-label={`Interview request for ${developerName}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{developerName}</p>
          <p className="text-sm text-muted-foreground">
            {customerName ? `${customerName} · ` : ""}
            requested {formatDateTime(r.createdAt)}
          </p>
        </div>
        {editable ? (
          <div className="flex items-center gap-2">
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
