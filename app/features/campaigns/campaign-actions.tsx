/**
 * What can be done with a saved campaign: send a test copy, send now, schedule, cancel,
 * delete. The server decides what its status allows; these only offer what it would accept.
 */
import { CalendarClock, Send, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import type { Campaign } from "#common/campaign.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useCancelCampaign, useDeleteCampaign, useSendCampaign, useSendTest } from "./api.ts";

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : "Something went wrong. Please try again.";

const failed = (error: unknown) =>
  toast({ title: "Error", description: errorText(error), variant: "destructive" });

interface Props {
  campaign: Campaign;
  /** Saves unsaved edits first; resolves false when they did not validate or save. */
  saveFirst: () => Promise<boolean>;
  emailConfigured: boolean;
  onDeleted: () => void;
}

export function CampaignActions({ campaign, saveFirst, emailConfigured, onDeleted }: Props) {
  const ids = { test: useId(), schedule: useId() };
  const [testEmail, setTestEmail] = useState("");
  const [scheduleAt, setScheduleAt] = useState("");
  const sendTest = useSendTest();
  const send = useSendCampaign();
  const cancel = useCancelCampaign();
  const remove = useDeleteCampaign();
  const editable = campaign.status === "draft" || campaign.status === "scheduled";
  const cancellable = campaign.status === "scheduled" || campaign.status === "sending";
  const busy = sendTest.isPending || send.isPending || cancel.isPending || remove.isPending;

  const onTest = async () => {
    if (!(await saveFirst())) return;
    sendTest.mutate(
      { id: campaign.id, email: testEmail.trim() },
      {
        onSuccess: () =>
          toast({ title: "Test sent", description: `A copy went to ${testEmail.trim()}.` }),
        onError: failed,
      },
    );
  };
  const onSend = async (scheduledAt?: string) => {
    if (!(await saveFirst())) return;
    send.mutate(
      { id: campaign.id, scheduledAt },
      {
        onSuccess: () => toast({ title: scheduledAt ? "Campaign scheduled" : "Sending started" }),
        onError: failed,
      },
    );
  };

  return (
    <div className="space-y-4 rounded-lg border p-4">
      {editable && (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <Label htmlFor={ids.test}>Send a test to</Label>
              <Input
                id={ids.test}
                type="email"
                value={testEmail}
                onChange={(e) => setTestEmail(e.target.value)}
                placeholder="you@example.com"
              />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={busy || !emailConfigured || !testEmail.trim()}
              onClick={onTest}
            >
              <Send aria-hidden="true" />
              Send test
            </Button>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <Label htmlFor={ids.schedule}>Schedule for</Label>
              <Input
                id={ids.schedule}
                type="datetime-local"
                value={scheduleAt}
                onChange={(e) => setScheduleAt(e.target.value)}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={busy || !emailConfigured || !scheduleAt}
              onClick={() => onSend(new Date(scheduleAt).toISOString())}
            >
              <CalendarClock aria-hidden="true" />
              Schedule
            </Button>
          </div>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {editable && (
          <Button type="button" disabled={busy || !emailConfigured} onClick={() => onSend()}>
            <Send aria-hidden="true" />
            Send now
          </Button>
        )}
        {cancellable && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => cancel.mutate(campaign.id, { onError: failed })}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
        )}
        {editable && (
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => {
              if (!window.confirm(`Delete the campaign "${campaign.name}"?`)) return;
              remove.mutate(campaign.id, { onSuccess: onDeleted, onError: failed });
            }}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </div>
  );
}
