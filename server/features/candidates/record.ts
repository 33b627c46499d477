/**
 * A candidate's record with the company (GET /api/admin/candidates/{id}/record): three small
 * reads, each through an index on the candidate (or the application's e-mail).
 */
import { desc, eq, inArray, or } from "drizzle-orm";
import type { ApplicationStatus, Scorecard } from "#common/application.ts";
import type { CandidateRecord } from "#common/candidate-record.ts";
import type { EngagementStatus } from "#common/engagement-values.ts";
import type { PipelineStage } from "#common/job-order-values.ts";
import type { Db } from "../../db/client.ts";
import {
  applicationReviews,
  applications,
  candidates,
  engagements,
  jobOrders,
  pipelineEntries,
} from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function candidateRecord(db: Db, id: string): Promise<CandidateRecord> {
  if (!uuidPattern.test(id)) throw notFound("Developer not found");
  const [candidate] = await db
    .select({ email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, id));
  if (!candidate) throw notFound("Developer not found");

  const [apps, pipelines, hires] = await Promise.all([
    db
      .select()
      .from(applications)
      // Linked at approval, or applied with the same address before (never linked).
      .where(or(eq(applications.candidateId, id), eq(applications.email, candidate.email)))
      .orderBy(desc(applications.createdAt)),
    db
      .select({
        jobOrderId: pipelineEntries.jobOrderId,
        title: jobOrders.title,
        customerName: jobOrders.customerName,
        stage: pipelineEntries.stage,
        updatedAt: pipelineEntries.updatedAt,
      })
      .from(pipelineEntries)
      .innerJoin(jobOrders, eq(jobOrders.id, pipelineEntries.jobOrderId))
      .where(eq(pipelineEntries.candidateId, id))
      .orderBy(desc(pipelineEntries.updatedAt)),
    db
      .select({
        id: engagements.id,
        jobOrderId: engagements.jobOrderId,
        title: jobOrders.title,
        customerName: engagements.customerName,
        status: engagements.status,
        startDate: engagements.startDate,
      })
      .from(engagements)
      .innerJoin(jobOrders, eq(jobOrders.id, engagements.jobOrderId))
      .where(eq(engagements.candidateId, id))
      .orderBy(desc(engagements.startDate)),
  ]);

  const notes = apps.length
    ? await db
        .select({ applicationId: applicationReviews.applicationId, note: applicationReviews.note })
        .from(applicationReviews)
        .where(
          inArray(
            applicationReviews.applicationId,
            apps.map((a) => a.id),
          ),
        )
        .orderBy(desc(applicationReviews.createdAt))
    : [];
  const latestNote = (applicationId: string) =>
    notes.find((n) => n.applicationId === applicationId && n.note)?.note ?? null;

  return {
    applications: apps.map((a) => ({
      id: a.id,
      status: a.status as ApplicationStatus,
      scorecard: (a.scorecard as Scorecard | null) ?? null,
      note: latestNote(a.id),
      createdAt: a.createdAt.toISOString(),
    })),
    pipelines: pipelines.map((p) => ({
      ...p,
      stage: p.stage as PipelineStage,
      updatedAt: p.updatedAt.toISOString(),
    })),
    engagements: hires.map((e) => ({ ...e, status: e.status as EngagementStatus })),
  };
}
