/**
 * 'Schedule' / 'Reschedule' on an interview request: the date and
 * time in the admin's own time zone (shown beside the customer's), a duration and the
 * meeting URL. Saving e-mails the customer's contact and the link's creator a calendar
 * invitation, or its update.
 */
import { CalendarPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewRequest,
} from "#common/interview-request.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { formatDateTime } from "./link-summary.tsx";
import { useUpdateInterviewRequest } from "./workspace-api.ts";

/** `YYYY-MM-DDTHH:mm` of an instant in the browser's zone, for a datetime-local input. */
function localInputValue(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function InterviewScheduleDialog({ request: r }: { request: InterviewRequest }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateInterviewRequest();
  const ids = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const initial = () => ({
    when: r.scheduledAt
      ? localInputValue(r.scheduledAt)
      : r.slots[0]
        ? localInputValue(r.slots[0])
        : "",
    duration: String(r.durationMinutes ?? INTERVIEW_LIMITS.defaultDurationMinutes),
    meetingUrl: r.meetingUrl ?? "",
  });
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(initial());
      setError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(values.when);
    if (!values.when || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setError(INTERVIEW_MESSAGES.scheduledInPast);
      return;
    }
    update.mutate(
      {
        id: r.id,
        status: "scheduled",
        scheduledAt: at.toISOString(),
        durationMinutes: Number(values.duration),
        meetingUrl: values.meetingUrl.trim() || null,
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: "Interview scheduled",
            description: "The invitation is on its way to the customer and the link's creator.",
          });
        },
        onError: (e) => setError(e instanceof ApiError ? e.serverMessage : String(e)),
      },
    );
  };

  const preview = values.when ? new Date(values.when) : null;
  const valid = preview && !Number.isNaN(preview.getTime());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarPlus aria-hidden="true" />
          {r.scheduledAt ? "Reschedule" : "Schedule"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule the interview</DialogTitle>
          <DialogDescription>
            {r.developerName} with {r.customerName}
            {r.jobOrderTitle ? ` for ${r.jobOrderTitle}` : ""}. The customer's contact, the
            candidate and the link's creator (who organises it) receive a calendar invitation.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-when`}>Date and time ({zone})</Label>
            <Input
              id={`${ids}-when`}
              type="datetime-local"
              value={values.when}
              onChange={(e) => {
                const when = e.target.value;
                setValues((v) => ({ ...v, when }));
              }}
              required
            />
            {valid && zone !== r.timezone && (
              <p className="text-sm text-muted-foreground">
                {formatDateTime(preview.toISOString(), r.timezone)} for the customer ({r.timezone})
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-duration`}>Duration (minutes)</Label>
            <Input
              id={`${ids}-duration`}
              type="number"
              min={INTERVIEW_LIMITS.durationMinutes.min}
              max={INTERVIEW_LIMITS.durationMinutes.max}
              step={5}
              value={values.duration}
              onChange={(e) => {
                const duration = e.target.value;
                setValues((v) => ({ ...v, duration }));
              }}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-url`}>Meeting URL</Label>
            <Input
              id={`${ids}-url`}
              type="url"
              inputMode="url"
              placeholder="https://meet.example.com/abc-defg-hij"
              value={values.meetingUrl}
              onChange={(e) => {
                const meetingUrl = e.target.value;
                setValues((v) => ({ ...v, meetingUrl }));
              }}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
