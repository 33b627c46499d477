/**
 * The three figures of the customer listing: how many
 * developers, and their rounded mean experience and AI score. A missing value counts as 0,
 * as on the developer list, so the two screens agree.
 */
export interface ListingStats {
  available: number;
  avgExperience: number;
  avgScore: number;
}

export function listingStats(
  developers: ReadonlyArray<{ experience: number | null; aiAssessmentScore: number | null }>,
): ListingStats {
  const n = developers.length;
  const mean = (pick: (d: (typeof developers)[number]) => number | null) =>
    n === 0 ? 0 : Math.round(developers.reduce((sum, d) => sum + (pick(d) ?? 0), 0) / n);
  return {
    available: n,
    avgExperience: mean((d) => d.experience),
    avgScore: mean((d) => d.aiAssessmentScore),
  };
}
