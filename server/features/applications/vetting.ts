/**
 * An admin's change to one application: the status with the note and scorecard sent with
 * it, stored as one step; approval makes the candidate or links the one the pool's
 * duplicate check finds; a rejection's e-mail is claimed once.
 */
import { and, eq, isNull } from "drizzle-orm";
import type {
  ApplicationDetail,
  ApplicationPatch,
  ApplicationStatus,
} from "#common/application.ts";
import type { Db } from "../../db/client.ts";
import { applicationReviews, applications, candidates } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/http-error.ts";
import { findDuplicates } from "../candidates/duplicates.ts";
import { findRow, getApplication, type Row } from "./service.ts";

/**
 * The candidate an approved application becomes: the one the pool's duplicate check finds
 * (same e-mail, LinkedIn or GitHub profile), or a new one made from the application.
 */
async function candidateFor(db: Db, row: Row): Promise<{ id: string; created: boolean }> {
  if (row.candidateId) {
    const [existing] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, row.candidateId));
    if (existing) return { id: existing.id, created: false };
  }
  const [match] = await findDuplicates(db, {
    email: row.email,
    linkedinUrl: row.linkedinUrl ?? undefined,
    githubUrl: row.githubUrl ?? undefined,
  });
  if (match) return { id: match.candidateId, created: false };
  try {
    const [created] = await db
      .insert(candidates)
      .values({
        fullName: row.fullName,
        email: row.email,
        title: row.title,
        location: row.location,
        skills: row.skills,
        experience: row.experience,
        hourlyRate: row.hourlyRate,
        availability: row.availability,
        githubUrl: row.githubUrl,
        linkedinUrl: row.linkedinUrl,
        portfolioUrl: row.portfolioUrl,
        summary: row.summary,
        resumeUrl: row.resumeUrl,
      })
      .returning({ id: candidates.id });
    return { id: created!.id, created: true };
  } catch (error) {
    // Another approval (or an admin) made the candidate a moment ago: link that one.
    if (!isUniqueViolation(error, "candidates_email_unique")) throw error;
    const [existing] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, row.email));
    return { id: existing!.id, created: false };
  }
}

/** The suggestions from the résumé an admin confirmed (fields sent), as columns. */
function confirmed(patch: ApplicationPatch) {
  return {
    ...(patch.skills ? { skills: [...new Set(patch.skills)] } : {}),
    ...(patch.experience !== undefined ? { experience: patch.experience } : {}),
    ...(patch.githubUrl ? { githubUrl: patch.githubUrl } : {}),
    ...(patch.linkedinUrl ? { linkedinUrl: patch.linkedinUrl } : {}),
  };
}

export interface PatchOutcome {
  application: ApplicationDetail;
  /** The candidate approval made (for the résumé-text job and the audit). */
  createdCandidateId: string | null;
  /** True the one time the rejection e-mail is due. */
  sendRejection: boolean;
  /** True when this change approved the application. */
  approvedNow: boolean;
  previousStatus: ApplicationStatus;
}

export async function patchApplication(
  db: Db,
  id: string,
  patch: ApplicationPatch,
  authorId: string | null,
): Promise<PatchOutcome> {
  const row = await findRow(db, id);
  const previousStatus = row.status as ApplicationStatus;
  const status = patch.status ?? previousStatus;
  let candidateId = row.candidateId;
  let createdCandidateId: string | null = null;
  if (status === "approved") {
    const candidate = await candidateFor(db, row);
    candidateId = candidate.id;
    if (candidate.created) createdCandidateId = candidate.id;
  }
  // The status and the note and scorecard sent with it are one step: stored together or not at all.
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({
        status,
        candidateId,
        ...(patch.scorecard ? { scorecard: patch.scorecard } : {}),
        ...confirmed(patch),
        updatedAt: new Date(),
      })
      .where(eq(applications.id, row.id));
    if (patch.note || patch.scorecard) {
      await tx.insert(applicationReviews).values({
        applicationId: row.id,
        status,
        note: patch.note ?? null,
        scorecard: patch.scorecard ?? null,
        authorId,
      });
    }
  });
  // Claimed once: whoever sets the time sends the e-mail, however often it is rejected.
  let sendRejection = false;
  if (status === "rejected") {
    const claimed = await db
      .update(applications)
      .set({ rejectionSentAt: new Date() })
      .where(and(eq(applications.id, row.id), isNull(applications.rejectionSentAt)))
      .returning({ id: applications.id });
    sendRejection = claimed.length > 0;
  }
  return {
    application: await getApplication(db, row.id),
    createdCandidateId,
    sendRejection,
    approvedNow: status === "approved" && previousStatus !== "approved",
    previousStatus,
  };
}
