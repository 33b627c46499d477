/**
 * One card of the pipeline board: the candidate, a tick for the board's bulk actions, and
 * the card's own actions (hire, move, remove). A hired card links to its engagement.
 */
import { GripVertical, Handshake, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { PipelineEntry } from "#common/job-order.ts";
import {
  PIPELINE_STAGES,
  type PipelineStage,
  REJECTION_REASONS,
  type RejectionReason,
} from "#common/job-order-values.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { NativeSelect } from "~/components/ui/native-select";
import { ApiError } from "~/lib/api";
import { reasonLabels, stageLabels } from "./copy.ts";
import { DRAG_TYPE } from "./stage-column.tsx";

export interface Move {
  candidateId: string;
  stage: PipelineStage;
  reason?: RejectionReason;
}

/** The "Move to…" select's value for a stage, or for rejection with a reason. */
export const rejectValue = (reason: RejectionReason) => `rejected:${reason}`;
export function parseMoveValue(value: string): Omit<Move, "candidateId"> | null {
  if (value.startsWith("rejected:")) {
    const reason = value.slice("rejected:".length) as RejectionReason;
    return REJECTION_REASONS.includes(reason) ? { stage: "rejected", reason } : null;
  }
  return PIPELINE_STAGES.includes(value as PipelineStage)
    ? { stage: value as PipelineStage }
    : null;
}

export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : "The move failed.";
}

export function PipelineCard({
  entry,
  focusRequested,
  onFocused,
  onMove,
  onRemove,
  onHire,
  busy,
  selected,
  onSelect,
}: {
  entry: PipelineEntry;
  focusRequested: boolean;
  onFocused: () => void;
  onMove: (move: Omit<Move, "candidateId">) => void;
  onRemove: () => void;
  /** "Hire": starts an engagement (engagements/hire-dialog.tsx). */
  onHire: () => void;
  busy: boolean;
  /** Ticked for the board's bulk actions (./pipeline-bulk-bar.tsx). */
  selected: boolean;
  onSelect: (on: boolean) => void;
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
        {/* A 44 px touch target around the box: ticked with a thumb on a phone. */}
        <label htmlFor={`${selectId}-tick`} className="-m-2 flex shrink-0 cursor-pointer p-2">
          <Checkbox
            id={`${selectId}-tick`}
            checked={selected}
            onCheckedChange={(on) => onSelect(on === true)}
            aria-label={`Select ${name}`}
          />
        </label>
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
          {entry.stage === "hired" && entry.engagementId && (
            <Link
              to={`/admin/engagements/${encodeURIComponent(entry.engagementId)}`}
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              draggable={false}
            >
              <Handshake className="h-4 w-4" aria-hidden="true" />
              Engagement<span className="sr-only"> of {name}</span>
            </Link>
          )}
          {/* A hired candidate is busy with the customer: not "not active". */}
          {entry.candidate.isActive !== "active" && entry.stage !== "hired" && (
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
