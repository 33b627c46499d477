/**
 * What the job order screen reads of its pipeline: the board (the entries by stage, each
 * with its candidate and latest engagement) and the activity (the moves, newest first).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  JOB_ORDER_MESSAGES,
  PIPELINE_STAGES,
  type PipelineEntry,
  type PipelineEvent,
} from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates, engagements, pipelineEntries, pipelineEvents } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { jobOrderRow } from "./service.ts";

const entryColumns = {
  candidateId: pipelineEntries.candidateId,
  stage: pipelineEntries.stage,
  reason: pipelineEntries.reason,
  updatedAt: pipelineEntries.updatedAt,
  candidate: {
    id: candidates.id,
    fullName: candidates.fullName,
    title: candidates.title,
    hourlyRate: candidates.hourlyRate,
    isActive: candidates.isActive,
  },
  // The card's link to its engagement: one indexed look-up per entry inside the query.
  engagementId: sql<string | null>`(SELECT ${engagements.id} FROM ${engagements}
    WHERE ${engagements.jobOrderId} = ${pipelineEntries.jobOrderId}
      AND ${engagements.candidateId} = ${pipelineEntries.candidateId}
    ORDER BY ${engagements.createdAt} DESC LIMIT 1)`,
};

function toEntry(row: Omit<PipelineEntry, "updatedAt"> & { updatedAt: Date }): PipelineEntry {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The stages in common/'s order, as the board shows its columns. */
const stageOrder = sql`array_position(ARRAY[${sql.join(
  PIPELINE_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${pipelineEntries.stage})`;

function selectEntries(db: Db) {
  return db
    .select(entryColumns)
    .from(pipelineEntries)
    .innerJoin(candidates, eq(candidates.id, pipelineEntries.candidateId));
}

/** The board: by stage in order, then the candidates' names. */
export async function listPipeline(db: Db, jobOrderId: string): Promise<PipelineEntry[]> {
  const order = await jobOrderRow(db, jobOrderId);
  const rows = await selectEntries(db)
    .where(eq(pipelineEntries.jobOrderId, order.id))
    .orderBy(stageOrder, asc(candidates.fullName), asc(candidates.id));
  return rows.map(toEntry);
}

/** One card as the board shows it; 404 when the candidate is not on the pipeline. */
export async function entryOf(
  db: Db,
  jobOrderId: string,
  candidateId: string,
): Promise<PipelineEntry> {
  const [row] = await selectEntries(db).where(
    and(eq(pipelineEntries.jobOrderId, jobOrderId), eq(pipelineEntries.candidateId, candidateId)),
  );
  if (!row) throw notFound(JOB_ORDER_MESSAGES.notInPipeline);
  return toEntry(row);
}

export async function listEvents(db: Db, jobOrderId: string): Promise<PipelineEvent[]> {
  const order = await jobOrderRow(db, jobOrderId);
  const rows = await db
    .select()
    .from(pipelineEvents)
    .where(eq(pipelineEvents.jobOrderId, order.id))
    .orderBy(desc(pipelineEvents.at), desc(pipelineEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    from: row.fromStage,
    to: row.toStage,
    reason: row.reason,
    actor: row.actor,
  }));
}
