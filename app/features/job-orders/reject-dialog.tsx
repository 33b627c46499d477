import { useId, useState } from "react";
import { REJECTION_REASONS, type RejectionReason } from "#common/job-order-values.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { reasonLabels } from "./copy.ts";

/** Asked after a card is dropped on Rejected, or cards are rejected together: the reason is required. */
export function RejectDialog({
  title,
  onCancel,
  onReject,
}: {
  /** "Reject Ada" / "Reject 3 candidates"; null: closed. */
  title: string | null;
  onCancel: () => void;
  onReject: (reason: RejectionReason) => void;
}) {
  const selectId = useId();
  const [reason, setReason] = useState<RejectionReason | "">("");
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Choose why, so the reports can tell.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return;
            onReject(reason);
            setReason("");
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={selectId}>Reason</Label>
            <NativeSelect
              id={selectId}
              value={reason}
              required
              onChange={(e) => setReason(e.target.value as RejectionReason)}
            >
              <option value="">Choose a reason</option>
              {REJECTION_REASONS.map((r) => (
                <option key={r} value={r}>
                  {reasonLabels[r]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
