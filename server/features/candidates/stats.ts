import { sql } from "drizzle-orm";
import type { CandidateStats } from "#common/candidate.ts";
import type { Db } from "../../db/client.ts";
import { candidatePoolStats } from "../../db/schema.ts";

/**
 * The developer list's figures over the whole pool: one row, kept by the
 * candidates table's triggers (candidate_pool_stats, migration 0020), so they cost the same
 * after a write as before it, at any pool size. Means are rounded over active candidates,
 * a missing rate or score counted as 0; an empty pool answers zeros.
 */
export async function candidateStats(db: Db): Promise<CandidateStats> {
  const active = candidatePoolStats.active;
  const [row] = await db
    .select({
      total: candidatePoolStats.total,
      active,
      avgRate: sql<
        number | null
      >`round(${candidatePoolStats.activeRateSum} / nullif(${active}, 0))`.mapWith(Number),
      avgScore: sql<
        number | null
      >`round(${candidatePoolStats.activeScoreSum} / nullif(${active}, 0))`.mapWith(Number),
    })
    .from(candidatePoolStats);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    avgRate: row?.avgRate ?? 0,
    avgScore: row?.avgScore ?? 0,
  };
}
