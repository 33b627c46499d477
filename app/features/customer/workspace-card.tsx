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
    // Two rows of the listing's grid: the card, then what the viewer does with it. Cards of
    // one row share a height and their buttons a line; a reason form opened under one card's
    // 'Not a fit' only lengthens the second row, below its neighbours' buttons. Its one column
    // may shrink below a long name (which the card truncates) rather than widen the page.
    <li className="row-span-2 grid grid-cols-1 grid-rows-subgrid gap-y-3">
      <div className="relative flex flex-col [&>a]:flex-1">
        {interviewRequested && <InterviewRequestedBadge onCardEdge />}
        {d.isNew && <NewBadge />}
        <CandidateCard developer={d} href={href} />
      </div>
      <div className="space-y-3">
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
    </li>
  );
}
