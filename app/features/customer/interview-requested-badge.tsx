/**
 * "Interview requested": an interview was asked for this developer on the link and is still
 * under way (./interview-requests-store.ts), so a colleague does not ask twice. On a listing
 * card it sits on the card's top edge, opposite the 'New' badge; on a profile, in the flow.
 */
import { CalendarCheck } from "lucide-react";
import { INTERVIEW_REQUESTED } from "#common/customer-values.ts";

const LOOK =
  "inline-flex items-center gap-1 rounded-full border border-transparent bg-sky-800 px-2.5 py-0.5 text-xs font-semibold text-white";
const ON_CARD_EDGE = "absolute -top-2.5 left-4 z-10";

export function InterviewRequestedBadge({ onCardEdge = false }: { onCardEdge?: boolean }) {
  return (
    <span
      data-slot="badge"
      className={onCardEdge ? `${LOOK} ${ON_CARD_EDGE}` : LOOK}
      data-testid="interview-requested"
    >
      <CalendarCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {INTERVIEW_REQUESTED}
    </span>
  );
}
