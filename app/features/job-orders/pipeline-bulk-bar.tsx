/**
 * The board's bulk actions, shown once cards are ticked: move them all to one stage, reject
 * them with one reason (asked for first), or remove them (confirmed first), in one call
 * (POST …/pipeline/bulk), each card moved as its own move would be.
 */
import { useId, useState } from "react";
import { PIPELINE_STAGES, type RejectionReason } from "#common/job-order-values.ts";
import type { PipelineBulkInput } from "#common/pipeline-bulk.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { useBulkPipeline } from "./api.ts";
import { stageLabels } from "./copy.ts";
import { errorText } from "./pipeline-card.tsx";
import { RejectDialog } from "./reject-dialog.tsx";

const REJECT = "rejected";
const cards = (n: number) => (n === 1 ? "1 candidate" : `${n} candidates`);

export function PipelineBulkBar({
  jobOrderId,
  candidateIds,
  onDone,
}: {
  jobOrderId: string;
  candidateIds: string[];
  onDone: () => void;
}) {
  const selectId = useId();
  const bulk = useBulkPipeline(jobOrderId);
  const [choice, setChoice] = useState("");
  const [asking, setAsking] = useState<"reject" | "remove" | null>(null);
  const count = candidateIds.length;
  if (count === 0) return null;

  const send = (body: Omit<PipelineBulkInput, "candidateIds">, done: string) => {
    setAsking(null);
    bulk.mutate(
      { candidateIds, ...body },
      {
        onSuccess: ({ updated }) => {
          setChoice("");
          onDone();
          toast({ title: done, description: `${cards(updated)} updated.` });
        },
        onError: (error) =>
          toast({ title: "Error", description: errorText(error), variant: "destructive" }),
      },
    );
  };

  const move = () => {
    if (choice === REJECT) setAsking("reject");
    else if (choice) {
      const stage = choice as (typeof PIPELINE_STAGES)[number];
      send({ stage }, `Moved to ${stageLabels[stage]}`);
    }
  };

  return (
    <section
      aria-label="Selected candidates"
      className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-3 shadow-md"
    >
      <p className="mr-auto text-sm font-medium">{cards(count)} selected</p>
      <label htmlFor={selectId} className="sr-only">
        Move the selected candidates to
      </label>
      <NativeSelect
        id={selectId}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="h-9 w-44"
        disabled={bulk.isPending}
      >
        <option value="">Move to…</option>
        {PIPELINE_STAGES.map((s) => (
          <option key={s} value={s}>
            {s === REJECT ? `${stageLabels[s]}…` : stageLabels[s]}
          </option>
        ))}
      </NativeSelect>
      <Button size="sm" className="h-9" disabled={!choice || bulk.isPending} onClick={move}>
        Move selected
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="h-9"
        disabled={bulk.isPending}
        onClick={() => setAsking("remove")}
      >
        Remove selected
      </Button>
      <Button size="sm" variant="ghost" className="h-9" onClick={onDone}>
        Clear
      </Button>
      <RejectDialog
        title={asking === "reject" ? `Reject ${cards(count)}` : null}
        onCancel={() => setAsking(null)}
        onReject={(reason: RejectionReason) => send({ stage: "rejected", reason }, "Rejected")}
      />
      <Dialog open={asking === "remove"} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove {cards(count)} from the pipeline?</DialogTitle>
            <DialogDescription>
              They leave the board; the activity keeps their moves. You can add them again from the
              matches.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              variant="destructive"
              onClick={() => send({ remove: true }, "Removed")}
            >
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
