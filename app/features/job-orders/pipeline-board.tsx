/**
 * The pipeline board: a column per stage, in order. A card moves
 * two ways, both ending in the same PUT:
 * - by mouse, dragging it onto another column;
 * - by keyboard or touch, with its actions menu ("Move to" a stage), after which focus
 *   stays on the card's menu button in its new column;
 * - to Rejected only with a reason, asked for (the menu's "Reject…", or after a drop).
 * The stages are one row, as a recruiter reads a funnel: all seven side by side from
 * 1280 px (no sideways scrolling to drag across); narrower, the row scrolls sideways inside
 * the board, a column at a time (scroll snapping), and the page itself never does.
 */
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, startTransition, useState } from "react";
import type { PipelineEntry } from "#common/job-order.ts";
import { PIPELINE_STAGES, type PipelineStage } from "#common/job-order-values.ts";
import { Spinner } from "~/components/spinner";
import { toast } from "~/components/ui/use-toast";
import {
  jobOrderQuery,
  pipelineQuery,
  useMovePipelineEntry,
  useRemovePipelineEntry,
} from "./api.ts";
import { jobOrderCopy, stageLabels } from "./copy.ts";
import { PipelineBulkBar } from "./pipeline-bulk-bar.tsx";
import { errorText, type Move, PipelineCard } from "./pipeline-card.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { RemoveDialog } from "./remove-dialog.tsx";
import { StageColumn } from "./stage-column.tsx";

/**
 * The dialog that hires a candidate from a card. It is the engagements feature's, handed in
 * by the route module: engagements builds on job orders, never the reverse (decision 071).
 */
export type HireDialogSlot = ComponentType<{
  jobOrderId: string;
  hoursPerWeek: number | null;
  entry: PipelineEntry | null;
  onClose: () => void;
}>;

export function PipelineBoard({
  jobOrderId,
  HireDialog,
}: {
  jobOrderId: string;
  HireDialog: HireDialogSlot;
}) {
  const pipeline = useQuery(pipelineQuery(jobOrderId));
  const move = useMovePipelineEntry(jobOrderId);
  const remove = useRemovePipelineEntry(jobOrderId);
  const [focusAfterMove, setFocusAfterMove] = useState<Move | null>(null);
  const [rejecting, setRejecting] = useState<PipelineEntry | null>(null);
  const [hiring, setHiring] = useState<PipelineEntry | null>(null);
  const [removing, setRemoving] = useState<PipelineEntry | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const order = useQuery(jobOrderQuery(jobOrderId));
  const entries = pipeline.data ?? [];
  // Only cards still on the board count: one removed meanwhile is no longer chosen.
  const chosen = entries.filter((e) => selected.has(e.candidateId)).map((e) => e.candidateId);
  const select = (candidateId: string, on: boolean) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(candidateId);
      else next.delete(candidateId);
      return next;
    });

  const doMove = ({ candidateId, stage, reason }: Move) => {
    const entry = entries.find((e) => e.candidateId === candidateId);
    if (!entry || (entry.stage === stage && (stage !== "rejected" || entry.reason === reason))) {
      return;
    }
    // A menu's select runs inside a synchronous render (Radix flushes it): the board's
    // re-render for the focus to follow the card waits for the next frame, so the menu
    // closes at once instead of after the whole board has rendered again. The same for the
    // dialogs the menu opens (below): the menu goes at once, the dialog a frame later.
    startTransition(() => setFocusAfterMove({ candidateId, stage }));
    move.mutate(
      { candidateId, stage, reason: reason ?? null },
      {
        onSuccess: () =>
          toast({
            title: "Moved",
            description: `${entry.candidate.fullName} → ${stageLabels[stage]}`,
          }),
        onError: (error) => {
          setFocusAfterMove(null);
          toast({ title: "Error", description: errorText(error), variant: "destructive" });
        },
      },
    );
  };

  const onDrop = (stage: PipelineStage) => (candidateId: string) => {
    const entry = entries.find((e) => e.candidateId === candidateId);
    if (!entry || entry.stage === stage) return;
    if (stage === "rejected") setRejecting(entry);
    else doMove({ candidateId, stage });
  };

  if (pipeline.isLoading) return <Spinner label="Loading the pipeline..." />;
  if (pipeline.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the pipeline: {errorText(pipeline.error)}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {entries.length === 0 && (
        <p className="text-sm text-muted-foreground">{jobOrderCopy.emptyPipeline}</p>
      )}
      {/* Positioned: what is placed absolutely inside a card (a link's words for screen
          readers) is then clipped by the row instead of widening the page. */}
      <div
        data-testid="pipeline-stages"
        className="relative -mx-1 flex snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto px-1 pb-2 xl:grid xl:snap-none xl:grid-cols-7 xl:overflow-visible xl:pb-0"
      >
        {PIPELINE_STAGES.map((stage) => {
          const inStage = entries.filter((e) => e.stage === stage);
          return (
            <StageColumn
              key={stage}
              stage={stage}
              entries={inStage}
              onDropCandidate={onDrop(stage)}
            >
              {inStage.map((entry) => (
                <PipelineCard
                  key={entry.candidateId}
                  entry={entry}
                  busy={remove.isPending && remove.variables === entry.candidateId}
                  focusRequested={
                    focusAfterMove?.candidateId === entry.candidateId &&
                    focusAfterMove.stage === entry.stage
                  }
                  onFocused={() => setFocusAfterMove(null)}
                  onMove={(stage) => doMove({ candidateId: entry.candidateId, stage })}
                  onReject={() => startTransition(() => setRejecting(entry))}
                  onHire={() => startTransition(() => setHiring(entry))}
                  onRemove={() => startTransition(() => setRemoving(entry))}
                  selected={selected.has(entry.candidateId)}
                  onSelect={(on) => select(entry.candidateId, on)}
                />
              ))}
            </StageColumn>
          );
        })}
      </div>
      <PipelineBulkBar
        jobOrderId={jobOrderId}
        candidateIds={chosen}
        onDone={() => setSelected(new Set())}
      />
      <HireDialog
        jobOrderId={jobOrderId}
        hoursPerWeek={order.data?.hoursPerWeek ?? null}
        entry={hiring}
        onClose={() => setHiring(null)}
      />
      <RemoveDialog
        entry={removing}
        onCancel={() => setRemoving(null)}
        onRemove={(entry) => {
          setRemoving(null);
          remove.mutate(entry.candidateId, {
            onSuccess: () => {
              document.querySelector<HTMLElement>(`section[data-stage="${entry.stage}"]`)?.focus();
              toast({
                title: "Removed",
                description: `${entry.candidate.fullName} left the pipeline.`,
              });
            },
            onError: (error) =>
              toast({ title: "Error", description: errorText(error), variant: "destructive" }),
          });
        }}
      />
      <RejectDialog
        title={rejecting ? `Reject ${rejecting.candidate.fullName}` : null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) doMove({ candidateId: rejecting.candidateId, stage: "rejected", reason });
          setRejecting(null);
        }}
      />
    </div>
  );
}
