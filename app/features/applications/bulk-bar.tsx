/**
 * The Applications tab's bulk action: once applications are ticked, one status (and an
 * optional note) for all of them, each changed as if alone. Approving and rejecting e-mail
 * every applicant, so those ask first. It sticks to the bottom of the screen while the list
 * scrolls, and wraps onto lines of its own on a phone.
 */
import { useId, useState } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationReviewMessages,
} from "#common/application.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useBulkReview } from "./api.ts";

export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const statusId = useId();
  const noteId = useId();
  const bulk = useBulkReview();
  const [status, setStatus] = useState<ApplicationStatus>("screening");
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  if (ids.length === 0) return null;
  const warning = applicationReviewMessages.bulkConfirm[status];
  const count = `${ids.length} ${ids.length === 1 ? "application" : "applications"}`;

  function run() {
    setConfirming(false);
    bulk.mutateAsync({ ids, status, ...(note.trim() ? { note: note.trim() } : {}) }).then(
      ({ updated }) => {
        setNote("");
        toast({ title: applicationReviewMessages.bulkDone(updated, status) });
        onDone();
      },
      (error: Error) =>
        toast({
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : error.message,
          variant: "destructive",
        }),
    );
  }

  return (
    <section
      aria-label="Change the selected applications"
      className="sticky bottom-0 z-30 space-y-2 rounded-lg border bg-background/95 p-3 shadow-lg backdrop-blur"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium" aria-live="polite">
          {ids.length} selected
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={bulk.isPending}>
          Clear
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div className="space-y-1">
          <label htmlFor={statusId} className="text-sm font-medium">
            Move to
          </label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ApplicationStatus);
              setConfirming(false);
            }}
          >
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            Note (optional)
          </label>
          <Input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <Button
          type="button"
          className="col-span-2 sm:col-span-1"
          disabled={bulk.isPending || confirming}
          onClick={() => (warning ? setConfirming(true) : run())}
        >
          Apply to {ids.length} selected
        </Button>
      </div>
      {confirming && warning && (
        <div
          role="group"
          aria-label="Confirm the change"
          className="flex flex-col gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center dark:bg-amber-950/30 dark:text-amber-100"
        >
          <p className="flex-1">{warning}</p>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={run}>
              {status === "rejected" ? "Reject" : "Approve"} {count}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
