/**
 * The pipeline board (product-extensions §6): a column per stage, in order. A card moves
 * three ways, all ending in the same PUT:
 * - by mouse, dragging it onto another column;
 * - by keyboard or touch, with its "Move to…" control (a native select: the platform's own
 *   picker on a phone), after which focus stays on the card's control in its new column;
 * - to Rejected only with a reason: chosen in the same control, or asked for after a drop.
 * Columns sit side by side in rows on wide screens (all seven on the widest, no sideways
 * scrolling to drag across) and stack on a phone.
 */
import { useQuery } from "@tanstack/react-query";
import { GripVertical, Handshake, X } from "lucide-react";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { PipelineEntry } from "#common/job-order.ts";
import {
  PIPELINE_STAGES,
  type PipelineStage,
  REJECTION_REASONS,
  type RejectionReason,
} from "#common/job-order-values.ts";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
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
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/utils";
import {
  jobOrderQuery,
  pipelineQuery,
  useMovePipelineEntry,
  useRemovePipelineEntry,
} from "./api.ts";
import { jobOrderCopy, reasonLabels, stageLabels } from "./copy.ts";
import { RemoveDialog } from "./remove-dialog.tsx";

interface Move {
  candidateId: string;
  stage: PipelineStage;
  reason?: RejectionReason;
}

/** The "Move to…" select's value for a stage, or for rejection with a reason. */
const rejectValue = (reason: RejectionReason) => `rejected:${reason}`;
function parseMoveValue(value: string): Omit<Move, "candidateId"> | null {
  if (value.startsWith("rejected:")) {
    const reason = value.slice("rejected:".length) as RejectionReason;
    return REJECTION_REASONS.includes(reason) ? { stage: "rejected", reason } : null;
  }
  return PIPELINE_STAGES.includes(value as PipelineStage)
    ? { stage: value as PipelineStage }
    : null;
}

const DRAG_TYPE = "application/x-pipeline-candidate";

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : "The move failed.";
}

function PipelineCard({
  entry,
  focusRequested,
  onFocused,
  onMove,
  onRemove,
  onHire,
  busy,
}: {
  entry: PipelineEntry;
  focusRequested: boolean;
  onFocused: () => void;
  onMove: (move: Omit<Move, "candidateId">) => void;
  onRemove: () => void;
  /** "Hire": starts an engagement (engagements/hire-dialog.tsx). */
  onHire: () => void;
  busy: boolean;
}) {
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState("");
  const name = entry.candidate.fullName;

  // After a move the card is drawn anew in its new column: focus comes back to its control.
  useEffect(() => {
    if (!focusRequested) return;
    selectRef.current?.focus();
    onFocused();
  }, [focusRequested, onFocused]);

  const submit = () => {
    const move = parseMoveValue(choice);
    if (!move) return;
    setChoice("");
    onMove(move);
  };

  return (
    <li
      className="rounded-md border bg-card p-3 shadow-sm"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, entry.candidateId);
        e.dataTransfer.setData("text/plain", name);
        e.dataTransfer.effectAllowed = "move";
      }}
      data-testid="pipeline-card"
      data-candidate-id={entry.candidateId}
    >
      <div className="flex items-start gap-2">
        <GripVertical
          className="mt-0.5 hidden h-4 w-4 shrink-0 cursor-grab text-muted-foreground md:block"
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <Link
            to={`/developers/${encodeURIComponent(entry.candidateId)}`}
            className="block truncate font-medium hover:underline"
            draggable={false}
          >
            {name}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            {entry.candidate.title}
            {entry.candidate.hourlyRate !== null ? ` · $${entry.candidate.hourlyRate}/h` : ""}
          </p>
          {entry.stage === "rejected" && entry.reason && (
            <Badge variant="secondary" className="mt-1">
              {reasonLabels[entry.reason]}
            </Badge>
          )}
          {entry.candidate.isActive !== "active" && (
            <Badge variant="outline" className="mt-1">
              Not active
            </Badge>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="h-8 w-8 shrink-0"
          aria-label={`Remove ${name} from the pipeline`}
          disabled={busy}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {entry.stage !== "hired" && entry.stage !== "rejected" && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-2 h-9 w-full"
          aria-label={`Hire ${name}`}
          onClick={onHire}
        >
          <Handshake aria-hidden="true" />
          Hire
        </Button>
      )}
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          Move {name} to
        </label>
        <NativeSelect
          id={selectId}
          ref={selectRef}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="h-9 min-w-0 flex-1 px-2"
          disabled={busy}
        >
          <option value="">Move to…</option>
          {PIPELINE_STAGES.filter((s) => s !== entry.stage && s !== "rejected").map((s) => (
            <option key={s} value={s}>
              {stageLabels[s]}
            </option>
          ))}
          <optgroup label="Rejected because…">
            {REJECTION_REASONS.filter((r) => entry.stage !== "rejected" || r !== entry.reason).map(
              (r) => (
                <option key={r} value={rejectValue(r)}>
                  {reasonLabels[r]}
                </option>
              ),
            )}
          </optgroup>
        </NativeSelect>
        <Button type="submit" size="sm" className="h-9" disabled={busy || !choice}>
          Move
        </Button>
      </form>
    </li>
  );
}

/** Asked after a card is dropped on Rejected: the reason is required. */
function RejectDialog({
  entry,
  onCancel,
  onReject,
}: {
  entry: PipelineEntry | null;
  onCancel: () => void;
  onReject: (reason: RejectionReason) => void;
}) {
  const selectId = useId();
  const [reason, setReason] = useState<RejectionReason | "">("");
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {entry?.candidate.fullName}</DialogTitle>
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

function StageColumn({
  stage,
  entries,
  children,
  onDropCandidate,
}: {
  stage: PipelineStage;
  entries: PipelineEntry[];
  children: React.ReactNode;
  onDropCandidate: (candidateId: string) => void;
}) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage}
      // Focus lands here when a card of this column is removed.
      tabIndex={-1}
      className={cn(
        "flex min-w-0 flex-col rounded-lg border bg-muted/40 p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        over && "border-primary bg-accent",
      )}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const candidateId = e.dataTransfer.getData(DRAG_TYPE);
        if (!candidateId) return;
        e.preventDefault();
        onDropCandidate(candidateId);
      }}
    >
      <h3 id={headingId} className="flex items-center justify-between px-1 pb-2 font-semibold">
        {stageLabels[stage]}
        <span className="rounded-full bg-background px-2 text-xs font-medium text-muted-foreground">
          {entries.length}
        </span>
      </h3>
      {entries.length === 0 ? (
        <p className="px-1 pb-2 text-sm text-muted-foreground">{jobOrderCopy.emptyStage}</p>
      ) : (
        <ul className="space-y-2" aria-label={stageLabels[stage]}>
          {children}
        </ul>
      )}
    </section>
  );
}

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
  const order = useQuery(jobOrderQuery(jobOrderId));
  const entries = pipeline.data ?? [];

  const doMove = ({ candidateId, stage, reason }: Move) => {
    const entry = entries.find((e) => e.candidateId === candidateId);
    if (!entry || (entry.stage === stage && (stage !== "rejected" || entry.reason === reason))) {
      return;
    }
    setFocusAfterMove({ candidateId, stage });
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
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
                  onMove={(m) => doMove({ candidateId: entry.candidateId, ...m })}
                  onHire={() => setHiring(entry)}
                  onRemove={() => setRemoving(entry)}
                />
              ))}
            </StageColumn>
          );
        })}
      </div>
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
        entry={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) doMove({ candidateId: rejecting.candidateId, stage: "rejected", reason });
          setRejecting(null);
        }}
      />
    </div>
  );
}
