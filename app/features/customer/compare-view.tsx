/**
 * 2–3 developers side by side, for a customer choosing between them. One table, a column per
 * developer and a row per fact, so a screen reader reads it as a comparison; on a phone the columns
 * shrink to about a third of the screen each and the facts wrap inside them. A fact the link hides
 * (e.g. rates) is absent from the data and so has no row.
 */

import { NOT_ASSESSED } from "#common/constants.ts";
import { VERDICTS } from "#common/customer-values.ts";
import type { SharedDeveloper } from "#common/link.ts";
import type { VerdictItem } from "#common/verdict.ts";
import { Badge } from "~/components/ui/badge";
import { AvailabilityBadge } from "~/features/candidates/candidate-card";
import { type CompareRow, CompareTable } from "~/features/candidates/compare-table";
import { VERDICT_LABELS, VerdictBadge } from "./verdicts.tsx";

interface Row {
  label: string;
  /** Shown only when at least one developer has the fact. */
  has: (d: SharedDeveloper) => boolean;
  render: (d: SharedDeveloper) => React.ReactNode;
}

const dash = <span className="text-muted-foreground">—</span>;

const rows: Row[] = [
  { label: "Title", has: (d) => !!d.title, render: (d) => d.title },
  { label: "Location", has: (d) => !!d.location, render: (d) => d.location ?? dash },
  {
    label: "Experience",
    has: (d) => d.experience != null,
    render: (d) => (d.experience != null ? `${d.experience} years` : dash),
  },
  {
    label: "Hourly rate",
    has: (d) => d.hourlyRate != null,
    render: (d) => (d.hourlyRate != null ? `$${d.hourlyRate}/hr` : dash),
  },
  {
    label: "AI score",
    has: (d) => d.aiAssessmentScore != null,
    render: (d) =>
      d.aiAssessmentScore != null ? `${Math.round(d.aiAssessmentScore)}%` : NOT_ASSESSED,
  },
  {
    label: "Availability",
    has: (d) => !!d.availability,
    render: (d) => (d.availability ? <AvailabilityBadge availability={d.availability} /> : dash),
  },
  {
    label: "Skills",
    has: (d) => d.skills.length > 0,
    render: (d) => (
      <ul className="flex flex-wrap gap-1">
        {d.skills.map((s) => (
          <li key={s}>
            <Badge variant="secondary">{s}</Badge>
          </li>
        ))}
      </ul>
    ),
  },
  {
    label: "Languages",
    has: (d) => (d.spokenLanguages?.length ?? 0) > 0,
    render: (d) => d.spokenLanguages.join(", ") || dash,
  },
];

function TeamVerdicts({ verdicts, developerId }: { verdicts: VerdictItem[]; developerId: string }) {
  const own = verdicts.filter((v) => v.developerId === developerId);
  if (own.length === 0) return dash;
  return (
    <ul className="flex flex-col items-start gap-1">
      {VERDICTS.map((value) => {
        const n = own.filter((v) => v.verdict === value).length;
        return n > 0 ? (
          <li key={value} aria-label={`${VERDICT_LABELS[value]}: ${n}`}>
            <VerdictBadge verdict={value} /> <span aria-hidden="true">×{n}</span>
          </li>
        ) : null;
      })}
    </ul>
  );
}

export function CustomerCompareTable({
  developers,
  verdicts,
  profileHref,
}: {
  developers: SharedDeveloper[];
  verdicts: VerdictItem[];
  profileHref: (id: string) => string;
}) {
  const shown: CompareRow<SharedDeveloper>[] = [
    ...rows.filter((row) => developers.some(row.has)),
    {
      label: "Team verdicts",
      render: (d) => <TeamVerdicts verdicts={verdicts} developerId={d.id} />,
    },
  ];
  return <CompareTable items={developers} rows={shown} href={(d) => profileHref(d.id)} />;
}
