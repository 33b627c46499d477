/**
 * A developer card on the customer listing with the workspace's parts: the 'New' and
 * "Interview requested" badges, the viewer's verdict buttons (with the reason form under
 * 'Not a fit', as on the profile) and the compare checkbox. The card itself is one link to
 * the profile, so the buttons sit below it rather than inside it.
 */
import type { SharedDeveloper } from "#common/link.ts";
import type { VerdictItem } from "#common/verdict.ts";
import { CompareCheckbox } from "~/components/compare-selection";
import { CandidateCard } from "~/features/candidates/candidate-card";
import { InterviewRequestedBadge } from "./interview-requested-badge.tsx";
import { NewBadge } from "./new-badge.tsx";
import { VerdictButtons } from "./verdicts.tsx";

/** A 'Not a fit' given from the listing asks why, as the profile does for every verdict. */
const DETAILS_ON_CARD = ["not-a-fit"] as const;

export type WorkspaceDeveloper = SharedDeveloper & { isNew?: boolean };

export function WorkspaceCard({
  token,
  developer,
  href,
  mine,
  teamCount,
  interviewRequested,
  selected,
  onToggleCompare,
}: {
  token: string;
  developer: WorkspaceDeveloper;
  href: string;
  mine: VerdictItem | undefined;
  /** How many verdicts the link's viewers gave this developer. */
  teamCount: number;
  interviewRequested: boolean;
  selected: string[];
  onToggleCompare: (id: string, on: boolean) => void;
}) {
  const d = developer;
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="relative flex-1">
        {interviewRequested && <InterviewRequestedBadge onCardEdge />}
        {d.isNew && <NewBadge />}
        <CandidateCard developer={d} href={href} />
      </div>
      <VerdictButtons
        token={token}
        developerId={d.id}
        developerName={d.fullName}
        mine={mine}
        detailsFor={DETAILS_ON_CARD}
      />
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <CompareCheckbox
          id={d.id}
          name={d.fullName}
          selected={selected}
          onToggle={onToggleCompare}
        />
        {teamCount > 0 && (
          <span>
            {teamCount} {teamCount === 1 ? "verdict" : "verdicts"} from your team
          </span>
        )}
      </div>
    </div>
  );
}
