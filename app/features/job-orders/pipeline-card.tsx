/**
 * One card of the pipeline board, compact enough for seven columns side by side: the
 * candidate's name, their headline facts and badges, a tick for the board's bulk actions,
 * and one menu of the card's actions (open, hire, move, reject, remove: ./card-actions.tsx,
 * loaded on its first tap). A hired card
 * links to its engagement.
 */
import { Handshake } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { PipelineEntry } from "#common/job-order.ts";
import type { PipelineStage, RejectionReason } from "#common/job-order-values.ts";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { ApiError } from "~/lib/api";
import { CardActions } from "./card-actions.tsx";
import { reasonLabels, stageLabels } from "./copy.ts";
import { DRAG_TYPE } from "./stage-column.tsx";

export interface Move {
  candidateId: string;
  stage: PipelineStage;
  reason?: RejectionReason;
}

export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : "The move failed.";
}

export function PipelineCard({
  entry,
  focusRequested,
  onFocused,
  onMove,
  onReject,
  onRemove,
  onHire,
  busy,
  selected,
  onSelect,
}: {
  entry: PipelineEntry;
  focusRequested: boolean;
  onFocused: () => void;
  onMove: (stage: PipelineStage) => void;
  /** Asks for the reason first (./reject-dialog.tsx). */
  onReject: () => void;
  onRemove: () => void;
  /** "Hire": starts an engagement (engagements/hire-dialog.tsx). */
  onHire: () => void;
  busy: boolean;
  /** Ticked for the board's bulk actions (./pipeline-bulk-bar.tsx). */
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const tickId = useId();
  const menuRef = useRef<HTMLButtonElement>(null);
  const name = entry.candidate.fullName;
  const rejected = entry.stage === "rejected";

  // After a move the card is drawn anew in its new column: focus comes back to its menu.
  useEffect(() => {
    if (!focusRequested) return;
    menuRef.current?.focus();
    onFocused();
  }, [focusRequested, onFocused]);

  return (
    <li
      className="rounded-md border bg-card p-2 shadow-sm md:cursor-grab md:active:cursor-grabbing"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, entry.candidateId);
        e.dataTransfer.setData("text/plain", name);
        e.dataTransfer.effectAllowed = "move";
      }}
      data-testid="pipeline-card"
      data-candidate-id={entry.candidateId}
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1 pl-0.5 pt-0.5">
          <Link
            to={`/developers/${encodeURIComponent(entry.candidateId)}`}
            className="line-clamp-2 break-words text-sm font-medium leading-snug hover:underline"
            draggable={false}
          >
            {name}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            {entry.candidate.title}
            {entry.candidate.hourlyRate !== null ? ` · $${entry.candidate.hourlyRate}/h` : ""}
          </p>
        </div>
        <CardActions
          triggerRef={menuRef}
          entry={entry}
          busy={busy}
          onMove={onMove}
          onReject={onReject}
          onRemove={onRemove}
          onHire={onHire}
        />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {/* A 40 px touch target around the box: ticked with a thumb on a phone. */}
        <label htmlFor={tickId} className="-my-2 -ml-1.5 flex shrink-0 cursor-pointer p-2 pr-1">
          <Checkbox
            id={tickId}
            checked={selected}
            onCheckedChange={(on) => onSelect(on === true)}
            aria-label={`Select ${name}`}
          />
        </label>
        <Badge variant="outline" className="px-1.5 py-0 text-[11px] font-normal">
          {stageLabels[entry.stage]}
        </Badge>
        {rejected && entry.reason && (
          <Badge variant="secondary" className="px-1.5 py-0 text-[11px]">
            {reasonLabels[entry.reason]}
          </Badge>
        )}
        {/* A hired candidate is busy with the customer: not "not active". */}
        {entry.candidate.isActive !== "active" && entry.stage !== "hired" && (
          <Badge variant="outline" className="px-1.5 py-0 text-[11px]">
            Not active
          </Badge>
        )}
        {entry.stage === "hired" && entry.engagementId && (
          <Link
            to={`/admin/engagements/${encodeURIComponent(entry.engagementId)}`}
            className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
            draggable={false}
          >
            <Handshake className="h-3.5 w-3.5" aria-hidden="true" />
            Engagement<span className="sr-only"> of {name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
