/**
 * One list of the Today tab: its heading with the count, the items linking to where the
 * work is done, and what it says when there is nothing to do. The count is the list's
 * whole; at most TODAY_RULES.listLimit items are shown, and the heading says so.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  TODAY_EMPTY,
  TODAY_RULES,
  TODAY_SECTION_LABELS,
  type TodaySection,
} from "#common/today.ts";
import { Card, CardContent, CardHeader } from "~/components/ui/card";

export interface SectionItem {
  key: string;
  to: string;
  title: string;
  detail: string;
  /** A short flag in front of the detail (e.g. "Overdue"), when the item needs it. */
  flag?: string;
}

export function TodaySectionCard({
  section,
  count,
  items,
}: {
  section: TodaySection;
  count: number;
  items: SectionItem[];
}) {
  const headingId = `today-${section}`;
  const label = TODAY_SECTION_LABELS[section];
  return (
    <Card id={headingId.replace("today-", "today-section-")} className="scroll-mt-24">
      <CardHeader className="pb-2">
        <h2 id={headingId} className="text-lg font-semibold leading-none tracking-tight">
          {label} ({count})
        </h2>
        {count > items.length && (
          <p className="text-sm text-muted-foreground">
            The first {TODAY_RULES.listLimit} of {count}.
          </p>
        )}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TODAY_EMPTY[section]}</p>
        ) : (
          <ul className="divide-y" aria-labelledby={headingId}>
            {items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="block rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="block font-medium">{item.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {item.flag && <Flag>{item.flag}</Flag>}
                    {item.detail}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Flag({ children }: { children: ReactNode }) {
  return (
    <span className="mr-2 rounded bg-destructive px-1.5 py-0.5 text-xs font-semibold text-destructive-foreground">
      {children}
    </span>
  );
}
