/**
 * One admin's change to one application (status, note, scorecard) and everything that
 * follows it: the candidate approval made (its audit and résumé-text job), the welcome or
 * the one rejection e-mail, and the review's audit. The single PATCH and the bulk call both
 * come here, so a change made in bulk is exactly the change made one by one.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApplicationDetail, ApplicationPatch } from "#common/application.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { recordAudit } from "../audit/service.ts";
import { RESUME_TEXT_JOB } from "../candidates/resume-text.ts";
import { queueRejection, queueWelcome } from "./mail.ts";
import { patchApplication } from "./vetting.ts";

export interface ReviewDeps {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/** The suggestions from the résumé this change confirmed, by field name (for the audit). */
function confirmedFields(patch: ApplicationPatch) {
  const fields = (["skills", "experience", "githubUrl", "linkedinUrl"] as const).filter(
    (key) => patch[key] !== undefined,
  );
  return fields.length > 0 ? { confirmed: fields } : {};
}

export async function reviewApplication(
  { app, db, config }: ReviewDeps,
  request: FastifyRequest,
  id: string,
  patch: ApplicationPatch,
): Promise<ApplicationDetail> {
  const outcome = await patchApplication(db, id, patch, request.user!.id);
  const { application } = outcome;
  if (outcome.createdCandidateId) {
    if (application.resumeUrl) {
      await app.jobs.send(RESUME_TEXT_JOB, { candidateId: outcome.createdCandidateId });
    }
    await recordAudit(db, request, {
      action: "candidate.create",
      targetType: "candidate",
      targetId: outcome.createdCandidateId,
      details: { fromApplication: application.id },
    });
  }
  if (outcome.approvedNow) {
    await queueWelcome(app.jobs, application, siteOrigin(request, config));
  }
  if (outcome.sendRejection) await queueRejection(app.jobs, application);
  await recordAudit(db, request, {
    action: "application.review",
    targetType: "application",
    targetId: application.id,
    details: {
      from: outcome.previousStatus,
      to: application.status,
      ...(patch.scorecard ? { scorecard: patch.scorecard } : {}),
      note: patch.note !== undefined,
      candidateId: application.candidateId,
      ...confirmedFields(patch),
    },
  });
  return application;
}
