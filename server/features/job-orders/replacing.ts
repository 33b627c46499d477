/**
 * Whom each job order is looking to replace: the candidate its pipeline last rejected as
 * `replaced` (a trial's `replace` decision, or an admin's), until someone is hired on it
 * after that, and never on a closed job order. The list says "Replacement owed" by it
 * until it is filled; the job order screen shows replacements like that candidate
 * (GET …/matches?like=). Read from the pipeline, the job order's own data: engagements
 * build on job orders, never the reverse (decision 071).
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { JobOrder, PipelineStage } from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates, jobOrders, pipelineEntries } from "../../db/schema.ts";

export type Replacing = NonNullable<JobOrder["replacing"]>;

export async function replacingOf(db: Db, ids: string[]): Promise<Map<string, Replacing>> {
  const byId = new Map<string, Replacing>();
  if (ids.length === 0) return byId;
  const hiredSince = sql`NOT EXISTS (
    SELECT 1 FROM pipeline_entries AS h
    WHERE h.job_order_id = ${pipelineEntries.jobOrderId}
      AND h.stage = ${"hired" satisfies PipelineStage}
      AND h.updated_at > ${pipelineEntries.updatedAt})`;
  // The latest replaced entry per job order; an older one is never owed when a newer one
  // has been filled, since the hire after the newer is after the older too.
  const rows = await db
    .selectDistinctOn([pipelineEntries.jobOrderId], {
      jobOrderId: pipelineEntries.jobOrderId,
      candidateId: pipelineEntries.candidateId,
      candidateName: candidates.fullName,
      since: pipelineEntries.updatedAt,
    })
    .from(pipelineEntries)
    .innerJoin(candidates, eq(candidates.id, pipelineEntries.candidateId))
    .innerJoin(jobOrders, eq(jobOrders.id, pipelineEntries.jobOrderId))
    .where(
      and(
        inArray(pipelineEntries.jobOrderId, ids),
        eq(pipelineEntries.stage, "rejected"),
        eq(pipelineEntries.reason, "replaced"),
        ne(jobOrders.status, "closed"),
        hiredSince,
      ),
    )
    .orderBy(pipelineEntries.jobOrderId, desc(pipelineEntries.updatedAt));
  for (const { jobOrderId, since, ...who } of rows) {
    byId.set(jobOrderId, { ...who, since: since.toISOString() });
  }
  return byId;
}
