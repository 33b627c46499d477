/**
 * A link's workspace summary on its admin row: visits, distinct
 * viewers, verdicts by kind and interview requests. Older servers without the summary
 * show nothing rather than zeros that would mislead.
 */
import type { LinkSummary as Summary } from "#common/link-activity.ts";

const items: Array<{ key: keyof Summary; label: string }> = [
  { key: "visits", label: "Visits" },
  { key: "viewers", label: "Viewers" },
  { key: "interested", label: "Interested" },
  { key: "maybe", label: "Maybe" },
  { key: "notAFit", label: "Not a fit" },
  { key: "interviewRequests", label: "Interview requests" },
];

export function LinkSummary({ summary }: { summary: Summary | undefined }) {
  if (!summary) return null;
  return (
    <dl
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      aria-label="Activity summary"
      data-testid="link-summary"
    >
      {items.map(({ key, label }) => (
        <div key={key} className="flex gap-1">
          <dt>{label}:</dt>
          <dd className="font-medium text-foreground">{summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Date and time for activity entries, e.g. "11/23/2026, 9:05 PM". */
export const formatDateTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "short", timeStyle: "short", timeZone });

/** Time on a profile, e.g. "45 s" or "3 min 5 s". */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const rest = s % 60;
  return rest ? `${Math.floor(s / 60)} min ${rest} s` : `${s / 60} min`;
}
