/**
 * The customer listing's developers with the workspace around them: each card with its
 * badges, verdict buttons and compare checkbox, and the compare bar.
 */
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import { CompareBar, useCompareSelection } from "~/components/compare-selection";
import { useInterviewRequested } from "./interview-requests-store.ts";
import { ownVerdict } from "./verdicts.tsx";
import { useVerdicts } from "./verdicts-store.ts";
import { comparePath } from "./workspace-api.ts";
import { WorkspaceCard, type WorkspaceDeveloper } from "./workspace-card.tsx";

export function WorkspaceGrid({
  token,
  developers,
  viewerEmail,
  interviewRequests,
  profileHref,
}: {
  token: string;
  developers: WorkspaceDeveloper[];
  viewerEmail: string | null;
  /** What the server's page brought; absent on the app's screen, which reads them. */
  interviewRequests?: SharedInterviewRequest[];
  profileHref: (id: string) => string;
}) {
  const verdicts = useVerdicts(token);
  const interviewRequested = useInterviewRequested(token, interviewRequests);
  const compare = useCompareSelection();
  return (
    <>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
        {developers.map((d) => (
          <WorkspaceCard
            key={d.id}
            token={token}
            developer={d}
            href={profileHref(d.id)}
            mine={ownVerdict(verdicts.data, d.id, viewerEmail)}
            teamCount={verdicts.data?.filter((v) => v.developerId === d.id).length ?? 0}
            interviewRequested={interviewRequested(d.id)}
            selected={compare.selected}
            onToggleCompare={compare.toggle}
          />
        ))}
      </ul>
      <CompareBar
        compareHref={(ids) => comparePath(token, ids)}
        selected={compare.selected}
        onClear={compare.clear}
      />
    </>
  );
}
