/**
 * The company's viewers' roll-up as a table, and its CSV. On a phone the table scrolls
 * inside its own focusable region, so the page itself never scrolls sideways.
 */
import { Download } from "lucide-react";
import { ANONYMOUS_VIEWER } from "#common/company-values.ts";
import { Button } from "~/components/ui/button";
import { formatAge } from "~/features/job-orders/copy";
import type { CompanyActivity } from "./api.ts";
import { companyCsvUrl } from "./api.ts";
import { companyCopy } from "./copy.ts";

const numeric = "px-3 py-2 text-right tabular-nums";

export function ViewersTable({
  companyId,
  viewers,
}: {
  companyId: string;
  viewers: CompanyActivity["viewers"];
}) {
  if (viewers.length === 0) {
    return <p className="text-sm text-muted-foreground">{companyCopy.noViewers}</p>;
  }
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button asChild variant="outline" size="sm">
          <a href={companyCsvUrl(companyId)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <div
        className="overflow-x-auto rounded-md border"
        role="region"
        aria-label="Viewers' roll-up"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Viewer
              </th>
              <th scope="col" className={`${numeric} font-medium`}>
                Visits
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Last visit
              </th>
              <th scope="col" className={`${numeric} font-medium`}>
                Profiles viewed
              </th>
              <th scope="col" className={`${numeric} font-medium`}>
                Verdicts
              </th>
              <th scope="col" className={`${numeric} font-medium`}>
                Interview requests
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {viewers.map((viewer) => (
              <tr key={viewer.email} data-testid="viewer-row">
                <th
                  scope="row"
                  className="px-3 py-2 text-left font-medium [overflow-wrap:anywhere]"
                >
                  {viewer.email === ANONYMOUS_VIEWER ? (
                    <span className="italic text-muted-foreground">Anonymous viewers</span>
                  ) : (
                    viewer.email
                  )}
                </th>
                <td className={numeric}>{viewer.visits}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {viewer.lastVisitAt ? (
                    <time dateTime={viewer.lastVisitAt}>{formatAge(viewer.lastVisitAt)}</time>
                  ) : (
                    "Never"
                  )}
                </td>
                <td className={numeric}>{viewer.profilesViewed}</td>
                <td className={numeric}>{viewer.verdicts}</td>
                <td className={numeric}>{viewer.interviewRequests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
