/**
 * POST …/pipeline/bulk: the board's selected cards moved to one stage, or removed, in one
 * call, each exactly as its single call would be (its own transaction, event and audit
 * row), so the history reads as if the recruiter had moved them one by one. As with the
 * single calls, a move takes any candidate of the pool (adding one not yet on the board)
 * and a removal only one on it; all are checked first, so a 404 changes nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { JOB_ORDER_MESSAGES } from "#common/job-order.ts";
import type { PipelineBulk } from "#common/pipeline-bulk.ts";
import type { Db } from "../../db/client.ts";
import { candidates, pipelineEntries } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { applyAdminMove, removeFromPipeline } from "./pipeline.ts";
import { isUuid, jobOrderRow } from "./service.ts";

export async function bulkPipeline(
  db: Db,
  request: FastifyRequest,
  jobOrderId: string,
  bulk: PipelineBulk,
): Promise<{ updated: number }> {
  const order = await jobOrderRow(db, jobOrderId);
  const ids = [...new Set(bulk.candidateIds)];
  const missing = bulk.remove
    ? JOB_ORDER_MESSAGES.notInPipeline
    : JOB_ORDER_MESSAGES.candidateNotFound;
  if (!ids.every(isUuid)) throw notFound(missing);
  const found = bulk.remove
    ? await db
        .select({ id: pipelineEntries.candidateId })
        .from(pipelineEntries)
        .where(
          and(eq(pipelineEntries.jobOrderId, order.id), inArray(pipelineEntries.candidateId, ids)),
        )
    : await db.select({ id: candidates.id }).from(candidates).where(inArray(candidates.id, ids));
  if (found.length !== ids.length) throw notFound(missing);

  let updated = 0;
  for (const candidateId of ids) {
    if (bulk.remove) {
      await removeFromPipeline(db, request, order.id, candidateId);
      updated += 1;
    } else if (bulk.stage) {
      const move = await applyAdminMove(db, request, order.id, candidateId, {
        stage: bulk.stage,
        reason: bulk.reason ?? null,
      });
      if (move) updated += 1;
    }
  }
  return { updated };
}
