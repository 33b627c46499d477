/**
 * One move of a pipeline entry, whoever makes it: the entry, its event and its audit row.
 * The callers (./pipeline.ts: the board, links, customers, engagements) choose the kind:
 *
 * - `admin`: any stage, back and forth. Moving to the current stage and reason changes
 *   nothing and records nothing.
 * - `forward` (links and customers): never backwards, never touching `hired`, never out of
 *   `rejected` — except a customer taking back their own `customer-declined`.
 *
 * One move runs in one transaction: the entry is inserted if absent (ON CONFLICT DO NOTHING
 * waits for a concurrent insert of the same entry), otherwise locked (SELECT … FOR UPDATE),
 * so concurrent moves of one entry apply one after the other, each to the stage the other
 * left, and each records its own event.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { PIPELINE_STAGES, type PipelineStage, type RejectionReason } from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates, jobOrders, pipelineEntries, pipelineEvents } from "../../db/schema.ts";
import { recordAudit } from "../audit/service.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The stages in the order of common/'s list; `rejected` stands outside it. */
const RANK = Object.fromEntries(
  PIPELINE_STAGES.map((stage, index) => [stage, stage === "rejected" ? -1 : index]),
) as Record<PipelineStage, number>;

/**
 * The stages a candidate at `stage` has reached: it and those after it (`rejected` is not
 * after any: a rejected candidate has left the funnel). The job orders' counts read these.
 */
export const stagesReached = (stage: PipelineStage): PipelineStage[] =>
  PIPELINE_STAGES.filter((s) => RANK[s] >= RANK[stage]);

export const SYSTEM_ACTOR = "system";
export const customerActor = (viewerEmail: string | null) =>
  `customer:${viewerEmail ?? "anonymous"}`;

export interface Move {
  jobOrderId: string;
  candidateId: string;
  from: PipelineStage | null;
  to: PipelineStage;
  reason: RejectionReason | null;
  actor: string;
}

export interface MoveRequest {
  jobOrderId: string;
  candidateId: string;
  stage: PipelineStage;
  reason: RejectionReason | null;
  actor: string;
  kind: "admin" | "forward";
}

type EntryRow = typeof pipelineEntries.$inferSelect;

/** Whether a link's or a customer's move may take an entry from `from` to `to`. */
export function movesForward(
  from: { stage: PipelineStage; reason: RejectionReason | null },
  to: PipelineStage,
  actor: string,
): boolean {
  if (from.stage === "hired" || to === from.stage) return false;
  if (from.stage === "rejected") {
    // A customer may change their mind about a candidate they declined, nobody else's no.
    return from.reason === "customer-declined" && actor.startsWith("customer:") && to !== "sourced";
  }
  return to === "rejected" || RANK[to] > RANK[from.stage];
}

function decide(current: EntryRow, request: MoveRequest): boolean {
  if (request.kind === "forward") return movesForward(current, request.stage, request.actor);
  return current.stage !== request.stage || current.reason !== request.reason;
}

/** One move in its own transaction; the entry as it stands after it, and the move if any. */
export async function moveEntry(
  db: Db,
  request: MoveRequest,
): Promise<{ entry: EntryRow; move: Move | null }> {
  const reason = request.stage === "rejected" ? request.reason : null;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [inserted] = await tx
      .insert(pipelineEntries)
      .values({
        jobOrderId: request.jobOrderId,
        candidateId: request.candidateId,
        stage: request.stage,
        reason,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    let entry: EntryRow;
    let from: PipelineStage | null = null;
    if (inserted) {
      entry = inserted;
    } else {
      const [current] = await tx
        .select()
        .from(pipelineEntries)
        .where(
          and(
            eq(pipelineEntries.jobOrderId, request.jobOrderId),
            eq(pipelineEntries.candidateId, request.candidateId),
          ),
        )
        .for("update");
      if (!current || !decide(current, { ...request, reason })) {
        return { entry: current!, move: null };
      }
      from = current.stage;
      const [updated] = await tx
        .update(pipelineEntries)
        .set({ stage: request.stage, reason, updatedAt: now })
        .where(
          and(
            eq(pipelineEntries.jobOrderId, request.jobOrderId),
            eq(pipelineEntries.candidateId, request.candidateId),
          ),
        )
        .returning();
      entry = updated!;
    }
    const move: Move = {
      jobOrderId: request.jobOrderId,
      candidateId: request.candidateId,
      from,
      to: request.stage,
      reason,
      actor: request.actor,
    };
    await tx.insert(pipelineEvents).values({
      jobOrderId: move.jobOrderId,
      candidateId: move.candidateId,
      candidateName: sql`(SELECT ${candidates.fullName} FROM ${candidates} WHERE ${candidates.id} = ${move.candidateId})`,
      fromStage: move.from,
      toStage: move.to,
      reason: move.reason,
      actor: move.actor,
      // Microseconds, so the events of one request keep their order.
      at: sql`clock_timestamp()`,
    });
    if (RANK[move.to] >= RANK.shortlisted) await markFirstShortlist(tx, move.jobOrderId, now);
    return { entry, move };
  });
}

/** The 24-hour promise's clock stops at the first candidate to reach `shortlisted`. */
async function markFirstShortlist(tx: Tx, jobOrderId: string, now: Date) {
  await tx
    .update(jobOrders)
    .set({ firstShortlistAt: now })
    .where(and(eq(jobOrders.id, jobOrderId), isNull(jobOrders.firstShortlistAt)));
}

/** The move's `pipeline.move` audit row; `viewer` is its actor's e-mail when no admin made it. */
export async function auditMove(
  db: Db,
  request: FastifyRequest | null,
  move: Move,
  viewer?: string | null,
) {
  await recordAudit(db, request, {
    action: "pipeline.move",
    targetType: "job-order",
    targetId: move.jobOrderId,
    details: {
      candidateId: move.candidateId,
      from: move.from,
      to: move.to,
      reason: move.reason,
      actor: move.actor,
    },
    ...(viewer !== undefined ? { actor: { id: null, email: viewer } } : {}),
  });
}
