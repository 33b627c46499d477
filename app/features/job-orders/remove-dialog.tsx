/**
 * Asked before a card leaves the pipeline: one tap on the card's small X must not drop a
 * candidate the recruiter meant to keep (the history keeps the moves, the board does not).
 */
import type { PipelineEntry } from "#common/job-order.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { stageLabels } from "./copy.ts";

export function RemoveDialog({
  entry,
  onCancel,
  onRemove,
}: {
  entry: PipelineEntry | null;
  onCancel: () => void;
  onRemove: (entry: PipelineEntry) => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {entry?.candidate.fullName} from the pipeline?</DialogTitle>
          <DialogDescription>
            {entry
              ? `They leave ${stageLabels[entry.stage]}; the activity keeps their moves. You can add them again from the matches.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={() => entry && onRemove(entry)}>
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
