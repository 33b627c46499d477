/**
 * /developers/compare?ids=a,b[,c]: 2–3 candidates side by side for an admin choosing between them.
 * One table, a column per candidate and a row per fact, so a screen reader reads it as a
 * comparison; on a phone the table keeps readable columns and scrolls sideways.
 */
import { useQueries } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Candidate } from "#common/candidate.ts";
import { NOT_ASSESSED } from "#common/constants.ts";
import { AdminOnly } from "~/components/admin/admin-only";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { candidateQueries } from "./api.ts";
import { AvailabilityBadge } from "./candidate-card.tsx";
import { COMPARE_MAX, COMPARE_MIN } from "./candidate-selection.tsx";
import { StatusBadge } from "./candidate-status.tsx";
import { type CompareRow, CompareTable } from "./compare-table.tsx";

const dash = <span className="text-muted-foreground">—</span>;

function List({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return dash;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {items.map((s) => (
        <li key={s}>
          <Badge variant="secondary">{s}</Badge>
        </li>
      ))}
    </ul>
  );
}

const rows: CompareRow<Candidate>[] = [
  { label: "Title", render: (c) => c.title },
  { label: "Status", render: (c) => <StatusBadge status={c.isActive} /> },
  { label: "Location", render: (c) => c.location ?? dash },
  { label: "Experience", render: (c) => (c.experience != null ? `${c.experience} years` : dash) },
  { label: "Hourly rate", render: (c) => (c.hourlyRate != null ? `$${c.hourlyRate}/hr` : dash) },
  {
    label: "AI score",
    render: (c) =>
      c.aiAssessmentScore != null ? `${Math.round(c.aiAssessmentScore)}%` : NOT_ASSESSED,
  },
  {
    label: "Availability",
    render: (c) => (c.availability ? <AvailabilityBadge availability={c.availability} /> : dash),
  },
  { label: "Skills", render: (c) => <List items={c.skills} label="Skills" /> },
  { label: "Languages", render: (c) => c.spokenLanguages.join(", ") || dash },
  { label: "Tags", render: (c) => <List items={c.tags} label="Tags" /> },
  { label: "E-mail", render: (c) => <span className="break-all">{c.email}</span> },
];

export function CandidateCompareTable({ candidates }: { candidates: Candidate[] }) {
  return <CompareTable items={candidates} rows={rows} href={(c) => `/developers/${c.id}`} />;
}

/** The ids of the URL, without repeats; the page asks for 2–3 of them. */
export function compareIds(params: URLSearchParams): string[] {
  const ids = (params.get("ids") ?? "").split(",").map((s) => s.trim());
  return [...new Set(ids.filter(Boolean))];
}

function CompareContent() {
  const [params] = useSearchParams();
  const ids = compareIds(params);
  const valid = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const results = useQueries({
    queries: (valid ? ids : []).map((id) => candidateQueries.one(id)),
  });
  const failed = results.find((r) => r.isError);
  const candidates = results.flatMap((r) => (r.data ? [r.data] : []));

  if (!valid) {
    return (
      <p role="alert" className="py-12 text-center text-muted-foreground">
        Pick {COMPARE_MIN} to {COMPARE_MAX} developers on the list to compare them.
      </p>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="py-12 text-center text-destructive">
        Could not load a developer. {failed.error?.message}
      </p>
    );
  }
  if (candidates.length < ids.length) {
    return <p className="py-12 text-center text-muted-foreground">Loading developers...</p>;
  }
  return <CandidateCompareTable candidates={candidates} />;
}

export function CandidateComparePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link to="/developers">
          <ArrowLeft aria-hidden="true" />
          Back to developers
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Compare developers</h1>
      <AdminOnly>
        <CompareContent />
      </AdminOnly>
    </div>
  );
}
