/**
 * The pipeline: one entry per candidate and job order, moved by admins (any stage), by
 * links tied to the job order (to `shortlisted`) and by the customer's actions on such a
 * link; engagements move it too (a hire, a free replacement). Every move is one event with
 * its actor, and is audited: ./pipeline-move.ts makes each one; the board's reads are in
 * ./pipeline-board.ts.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  JOB_ORDER_MESSAGES,
  type PipelineEntry,
  type PipelineStage,
  type RejectionReason,
} from "#common/job-order.ts";
import type { Verdict } from "#common/verdict.ts";
import type { Db } from "../../db/client.ts";
import { candidates, pipelineEntries, shareableLinks } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { entryOf } from "./pipeline-board.ts";
import { auditMove, customerActor, type Move, moveEntry, SYSTEM_ACTOR } from "./pipeline-move.ts";
import { isUuid, jobOrderRow } from "./service.ts";

export { customerActor, type Move, movesForward, SYSTEM_ACTOR } from "./pipeline-move.ts";

async function assertCandidate(db: Db, candidateId: string) {
  if (!isUuid(candidateId)) throw notFound(JOB_ORDER_MESSAGES.candidateNotFound);
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) throw notFound(JOB_ORDER_MESSAGES.candidateNotFound);
}

/** The board's move of one card (jobOrderEndpoints.move); adds the candidate when absent. */
export async function adminMove(
  db: Db,
  request: FastifyRequest,
  jobOrderId: string,
  candidateId: string,
  body: { stage: PipelineStage; reason?: RejectionReason | null },
): Promise<PipelineEntry> {
  const order = await jobOrderRow(db, jobOrderId);
  await assertCandidate(db, candidateId);
  await applyAdminMove(db, request, order.id, candidateId, body);
  return entryOf(db, order.id, candidateId);
}

/**
 * The admin's move of one card, its event and audit row, on a job order and candidate
 * already checked: the single PUT and the bulk call (./bulk.ts) make each move here.
 */
export async function applyAdminMove(
  db: Db,
  request: FastifyRequest,
  jobOrderId: string,
  candidateId: string,
  body: { stage: PipelineStage; reason?: RejectionReason | null },
): Promise<Move | null> {
  const { move } = await moveEntry(db, {
    jobOrderId,
    candidateId,
    stage: body.stage,
    reason: body.reason ?? null,
    actor: request.user?.email ?? SYSTEM_ACTOR,
    kind: "admin",
  });
  if (move) await auditMove(db, request, move);
  return move;
}

/**
 * A move made by another feature (engagements: a hire → `hired`, a free replacement →
 * `rejected` with reason `replaced`): any stage, like an admin's, with its event and a
 * `pipeline.move` audit row. `viewer` is the audit actor's e-mail when no admin made it
 * (a customer on their decision page). Resolves to the move, or null when nothing changed.
 */
export async function recordMove(
  db: Db,
  request: FastifyRequest | null,
  move: {
    jobOrderId: string;
    candidateId: string;
    stage: PipelineStage;
    reason?: RejectionReason | null;
    actor: string;
    viewer?: string | null;
  },
): Promise<Move | null> {
  const { move: made } = await moveEntry(db, {
    jobOrderId: move.jobOrderId,
    candidateId: move.candidateId,
    stage: move.stage,
    reason: move.reason ?? null,
    actor: move.actor,
    kind: "admin",
  });
  if (made) await auditMove(db, request, made, move.viewer);
  return made;
}

export async function removeFromPipeline(
  db: Db,
  request: FastifyRequest,
  jobOrderId: string,
  candidateId: string,
): Promise<void> {
  const order = await jobOrderRow(db, jobOrderId);
  if (!isUuid(candidateId)) throw notFound(JOB_ORDER_MESSAGES.notInPipeline);
  const deleted = await db
    .delete(pipelineEntries)
    .where(
      and(eq(pipelineEntries.jobOrderId, order.id), eq(pipelineEntries.candidateId, candidateId)),
    )
    .returning({ stage: pipelineEntries.stage });
  if (deleted.length === 0) throw notFound(JOB_ORDER_MESSAGES.notInPipeline);
  await recordAudit(db, request, {
    action: "pipeline.remove",
    targetType: "job-order",
    targetId: order.id,
    details: { candidateId, stage: deleted[0]!.stage },
  });
}

/**
 * A link tied to a job order puts its chosen candidates at `shortlisted` (never moving one
 * back). Called after a link is created or updated, and by POST …/shortlist.
 */
export async function shortlistFromLink(
  db: Db,
  request: FastifyRequest | null,
  link: { jobOrderId: string | null; candidateIds: string[] },
): Promise<Move[]> {
  if (!link.jobOrderId) return [];
  const moves: Move[] = [];
  for (const candidateId of [...new Set(link.candidateIds)]) {
    const { move } = await moveEntry(db, {
      jobOrderId: link.jobOrderId,
      candidateId,
      stage: "shortlisted",
      reason: null,
      actor: request?.user?.email ?? SYSTEM_ACTOR,
      kind: "forward",
    });
    if (move) {
      moves.push(move);
      await auditMove(db, request, move);
    }
  }
  return moves;
}

export type CustomerAction = Verdict | "interview-request";

const CUSTOMER_MOVES: Record<
  CustomerAction,
  { stage: PipelineStage; reason: RejectionReason | null } | null
> = {
  interested: { stage: "customer-interested", reason: null },
  maybe: null,
  "not-a-fit": { stage: "rejected", reason: "customer-declined" },
  "interview-request": { stage: "interview", reason: null },
};

/**
 * A customer's verdict or interview request on a link tied to a job order moves that
 * candidate's entry forward. Never fails the customer's call: a failure is only logged.
 */
export async function recordCustomerAction(
  db: Db,
  request: FastifyRequest,
  action: {
    linkId: string;
    candidateId: string;
    viewerEmail: string | null;
    action: CustomerAction;
  },
): Promise<void> {
  const target = CUSTOMER_MOVES[action.action];
  if (!target) return;
  try {
    const [link] = await db
      .select({ jobOrderId: shareableLinks.jobOrderId })
      .from(shareableLinks)
      .where(eq(shareableLinks.id, action.linkId));
    if (!link?.jobOrderId) return;
    const { move } = await moveEntry(db, {
      jobOrderId: link.jobOrderId,
      candidateId: action.candidateId,
      stage: target.stage,
      reason: target.reason,
      actor: customerActor(action.viewerEmail),
      kind: "forward",
    });
    if (move) await auditMove(db, request, move, action.viewerEmail);
  } catch (error) {
    request.log.error({ err: error, linkId: action.linkId }, "could not move the pipeline");
  }
}
