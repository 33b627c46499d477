/**
 * The pipeline (product-extensions §6): one entry per candidate and job order, moved by
 * admins (any stage), by links tied to the job order (to `shortlisted`) and by the
 * customer's actions on such a link. Every move is one event with its actor, and is audited.
 *
 * Two kinds of move:
 * - `admin`: the board; any stage, back and forth. Moving to the current stage and reason
 *   changes nothing and records nothing.
 * - `forward` (links and customers): never backwards, never touching `hired`, never out of
 *   `rejected` — except a customer taking back their own `customer-declined`.
 *
 * One move runs in one transaction: the entry is inserted if absent (ON CONFLICT DO NOTHING
 * waits for a concurrent insert of the same entry), otherwise locked (SELECT … FOR UPDATE),
 * so concurrent moves of one entry apply one after the other, each to the stage the other
 * left, and each records its own event.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CandidateStatus } from "#common/constants.ts";
import {
  JOB_ORDER_MESSAGES,
  PIPELINE_STAGES,
  type PipelineEntry,
  type PipelineEvent,
  type PipelineStage,
  type RejectionReason,
} from "#common/job-order.ts";
import type { Verdict } from "#common/verdict.ts";
import type { Db } from "../../db/client.ts";
import {
  candidates,
  jobOrders,
  pipelineEntries,
  pipelineEvents,
  shareableLinks,
} from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { isUuid, jobOrderRow } from "./service.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The stages in order; `rejected` stands outside it. */
const RANK: Record<PipelineStage, number> = {
  sourced: 0,
  shortlisted: 1,
  "customer-interested": 2,
  interview: 3,
  offer: 4,
  hired: 5,
  rejected: -1,
};

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

interface MoveRequest {
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
  const from = {
    stage: current.stage as PipelineStage,
    reason: current.reason as RejectionReason | null,
  };
  if (request.kind === "forward") return movesForward(from, request.stage, request.actor);
  return from.stage !== request.stage || from.reason !== request.reason;
}

/** One move in its own transaction; the entry as it stands after it, and the move if any. */
async function moveEntry(
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
      from = current.stage as PipelineStage;
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

async function audit(db: Db, request: FastifyRequest | null, move: Move, viewer?: string | null) {
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

const entryColumns = {
  candidateId: pipelineEntries.candidateId,
  stage: pipelineEntries.stage,
  reason: pipelineEntries.reason,
  updatedAt: pipelineEntries.updatedAt,
  id: candidates.id,
  fullName: candidates.fullName,
  title: candidates.title,
  hourlyRate: candidates.hourlyRate,
  isActive: candidates.isActive,
  // The card's link to its engagement: one indexed look-up per entry inside the query.
  engagementId: sql<string | null>`(SELECT e.id FROM engagements e
    WHERE e.job_order_id = ${pipelineEntries.jobOrderId}
      AND e.candidate_id = ${pipelineEntries.candidateId}
    ORDER BY e.created_at DESC LIMIT 1)`,
};

interface EntryWithCandidate {
  candidateId: string;
  stage: string;
  reason: string | null;
  updatedAt: Date;
  id: string;
  fullName: string;
  title: string;
  hourlyRate: number | null;
  isActive: string;
  engagementId: string | null;
}

function toEntry(row: EntryWithCandidate): PipelineEntry {
  return {
    candidateId: row.candidateId,
    stage: row.stage as PipelineStage,
    reason: row.reason as RejectionReason | null,
    updatedAt: row.updatedAt.toISOString(),
    candidate: {
      id: row.id,
      fullName: row.fullName,
      title: row.title,
      hourlyRate: row.hourlyRate,
      isActive: row.isActive as CandidateStatus,
    },
    engagementId: row.engagementId,
  };
}

const stageOrder = sql.raw(
  `array_position(ARRAY[${PIPELINE_STAGES.map((s) => `'${s}'`).join(", ")}]::text[], ${"pipeline_entries.stage"})`,
);

/** The board: by stage in order, then the candidates' names. */
export async function listPipeline(db: Db, jobOrderId: string): Promise<PipelineEntry[]> {
  const order = await jobOrderRow(db, jobOrderId);
  const rows = await db
    .select(entryColumns)
    .from(pipelineEntries)
    .innerJoin(candidates, eq(candidates.id, pipelineEntries.candidateId))
    .where(eq(pipelineEntries.jobOrderId, order.id))
    .orderBy(stageOrder, asc(candidates.fullName), asc(candidates.id));
  return rows.map(toEntry);
}

async function entryOf(db: Db, jobOrderId: string, candidateId: string): Promise<PipelineEntry> {
  const [row] = await db
    .select(entryColumns)
    .from(pipelineEntries)
    .innerJoin(candidates, eq(candidates.id, pipelineEntries.candidateId))
    .where(
      and(eq(pipelineEntries.jobOrderId, jobOrderId), eq(pipelineEntries.candidateId, candidateId)),
    );
  if (!row) throw notFound(JOB_ORDER_MESSAGES.notInPipeline);
  return toEntry(row);
}

async function assertCandidate(db: Db, candidateId: string) {
  if (!isUuid(candidateId)) throw notFound(JOB_ORDER_MESSAGES.candidateNotFound);
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) throw notFound(JOB_ORDER_MESSAGES.candidateNotFound);
}

/** PUT …/pipeline/{candidateId}: the admin's move; adds the candidate when absent. */
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
  if (move) await audit(db, request, move);
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
  if (made) await audit(db, request, made, move.viewer);
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
    from: row.fromStage as PipelineStage | null,
    to: row.toStage as PipelineStage,
    reason: row.reason as RejectionReason | null,
    actor: row.actor,
  }));
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
      await audit(db, request, move);
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
    if (move) await audit(db, request, move, action.viewerEmail);
  } catch (error) {
    request.log.error({ err: error, linkId: action.linkId }, "could not move the pipeline");
  }
}
