/**
 * The look and name of a pipeline card's "Actions for …" button, shared by the plain
 * button shown until the menu has loaded (./card-actions.tsx) and the menu's own trigger
 * (./card-menu.tsx), so the swap from one to the other is invisible.
 */
import { EllipsisVertical } from "lucide-react";
import type { PipelineEntry } from "#common/job-order.ts";

/** The trigger's look, shared with the button shown until the menu has loaded. */
export const TRIGGER = {
  variant: "ghost",
  size: "icon",
  className: "-mr-1 h-8 w-8 shrink-0",
} as const;

export const triggerLabel = (entry: PipelineEntry) => `Actions for ${entry.candidate.fullName}`;

export function TriggerIcon() {
  return <EllipsisVertical aria-hidden="true" />;
}
