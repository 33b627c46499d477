/**
 * Whom the job order is looking to replace: the candidate its pipeline last rejected as
 * `replaced` (a trial's `replace` decision, or an admin's), until someone is hired after
 * that. The job order screen then shows replacements like them (GET …/matches?like=).
 */
import type { PipelineEntry } from "#common/job-order.ts";

export function replacing(entries: readonly PipelineEntry[]): { id: string; name: string } | null {
  const replaced = entries
    .filter((e) => e.stage === "rejected" && e.reason === "replaced")
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (!replaced) return null;
  const hiredSince = entries.some(
    (e) => e.stage === "hired" && e.updatedAt.localeCompare(replaced.updatedAt) > 0,
  );
  return hiredSince ? null : { id: replaced.candidateId, name: replaced.candidate.fullName };
}
