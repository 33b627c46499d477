/**
 * A pipeline card's menu of actions (open, hire, move, reject, remove), with Radix's
 * dropdown. Loaded on the first tap of a card's "Actions for …" button
 * (./card-actions.tsx), not with the job order screen: the menu and its positioning code
 * are script the board does not need to paint or to move cards by drag and keyboard.
 */
import { ArrowRight, Ban, Handshake, Trash2, UserRound } from "lucide-react";
import { type Ref, useRef } from "react";
import { Link } from "react-router";
import type { PipelineEntry } from "#common/job-order.ts";
import { PIPELINE_STAGES, type PipelineStage } from "#common/job-order-values.ts";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { TRIGGER, TriggerIcon, triggerLabel } from "./card-trigger.tsx";
import { stageLabels } from "./copy.ts";

export interface CardMenuProps {
  entry: PipelineEntry;
  busy: boolean;
  onMove: (stage: PipelineStage) => void;
  onReject: () => void;
  onRemove: () => void;
  onHire: () => void;
}

export default function CardMenu({
  entry,
  busy,
  onMove,
  onReject,
  onRemove,
  onHire,
  triggerRef,
  openedBy,
}: CardMenuProps & {
  triggerRef: Ref<HTMLButtonElement>;
  /** The first tap, taken before this loaded: the menu opens at once, as that tap asked. */
  openedBy: "pointer" | "keyboard";
}) {
  const rejected = entry.stage === "rejected";
  const open = entry.stage !== "hired" && !rejected;
  const firstFocused = useRef(false);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          {...TRIGGER}
          aria-label={triggerLabel(entry)}
          disabled={busy}
        >
          <TriggerIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // Opened from the keyboard before the menu listened for keys: when it takes focus
          // on opening, its first item takes it instead, as a keyboard opening does.
          if (openedBy !== "keyboard" || firstFocused.current) return;
          if (event.target !== event.currentTarget) return;
          firstFocused.current = true;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        <DropdownMenuItem asChild>
          <Link to={`/developers/${encodeURIComponent(entry.candidateId)}`}>
            <UserRound aria-hidden="true" />
            Open candidate
          </Link>
        </DropdownMenuItem>
        {entry.stage === "hired" && entry.engagementId && (
          <DropdownMenuItem asChild>
            <Link to={`/admin/engagements/${encodeURIComponent(entry.engagementId)}`}>
              <Handshake aria-hidden="true" />
              Open engagement
            </Link>
          </DropdownMenuItem>
        )}
        {open && (
          <DropdownMenuItem onSelect={onHire}>
            <Handshake aria-hidden="true" />
            Hire
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>Move to</DropdownMenuLabel>
          {PIPELINE_STAGES.filter((s) => s !== entry.stage && s !== "rejected").map((s) => (
            <DropdownMenuItem key={s} onSelect={() => onMove(s)}>
              <ArrowRight aria-hidden="true" />
              {stageLabels[s]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onReject}>
          <Ban aria-hidden="true" />
          {rejected ? "Change the reason…" : "Reject…"}
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove from the pipeline…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
