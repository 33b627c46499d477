/**
 * Interview requests a customer sends from a link, and the admin's
 * list with a status. A request belongs to its link (deleted with it).
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type {
  InterviewRequest,
  InterviewRequestBody,
  InterviewRequestStatus,
  SharedInterviewRequest,
} from "#common/interview-request.ts";
import type { Db } from "../../db/client.ts";
import { candidates, interviewRequests, jobOrders, shareableLinks } from "../../db/schema.ts";

export const INTERVIEW_REQUEST_NOT_FOUND = "Interview request not found";

const columns = {
  id: interviewRequests.id,
  linkId: interviewRequests.linkId,
  customerName: shareableLinks.customerName,
  jobOrderId: shareableLinks.jobOrderId,
  jobOrderTitle: jobOrders.title,
  developerId: interviewRequests.candidateId,
  developerName: candidates.fullName,
  slots: interviewRequests.slots,
  timezone: interviewRequests.timezone,
  message: interviewRequests.message,
  contactEmail: interviewRequests.contactEmail,
  viewerEmail: interviewRequests.viewerEmail,
  status: interviewRequests.status,
  scheduledAt: interviewRequests.scheduledAt,
  durationMinutes: interviewRequests.durationMinutes,
  meetingUrl: interviewRequests.meetingUrl,
  createdAt: interviewRequests.createdAt,
  updatedAt: interviewRequests.updatedAt,
};

type Row = Omit<
  InterviewRequest,
  "slots" | "status" | "scheduledAt" | "createdAt" | "updatedAt"
> & {
  slots: Date[];
  status: string;
  scheduledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toInterviewRequest(row: Row): InterviewRequest {
  return {
    ...row,
    slots: row.slots.map((s) => new Date(s).toISOString()),
    status: row.status as InterviewRequestStatus,
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first; all links, or one. */
export async function listInterviewRequests(
  db: Db,
  filter: { linkId?: string; id?: string } = {},
): Promise<InterviewRequest[]> {
  const where: SQL[] = [];
  if (filter.linkId) where.push(eq(interviewRequests.linkId, filter.linkId));
  if (filter.id) where.push(eq(interviewRequests.id, filter.id));
  const rows = await db
    .select(columns)
    .from(interviewRequests)
    .innerJoin(shareableLinks, eq(shareableLinks.id, interviewRequests.linkId))
    .innerJoin(candidates, eq(candidates.id, interviewRequests.candidateId))
    .leftJoin(jobOrders, eq(jobOrders.id, shareableLinks.jobOrderId))
    .where(and(...where))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id));
  return rows.map(toInterviewRequest);
}

/**
 * A link's requests as its viewers see them, newest first: what was asked and where it
 * stands, never who asked nor their message (the admin's list keeps those).
 */
export async function listSharedInterviewRequests(
  db: Db,
  linkId: string,
): Promise<SharedInterviewRequest[]> {
  const all = await listInterviewRequests(db, { linkId });
  return all.map(({ id, developerId, slots, timezone, status, scheduledAt, createdAt }) => ({
    id,
    developerId,
    slots,
    timezone,
    status,
    scheduledAt,
    createdAt,
  }));
}

export async function createInterviewRequest(
  db: Db,
  linkId: string,
  viewerEmail: string | null,
  input: InterviewRequestBody,
): Promise<InterviewRequest> {
  const [row] = await db
    .insert(interviewRequests)
    .values({
      linkId,
      candidateId: input.developerId,
      viewerEmail,
      contactEmail: input.contactEmail.toLowerCase(),
      slots: [...new Set(input.slots.map((s) => new Date(s).toISOString()))].map(
        (s) => new Date(s),
      ),
      timezone: input.timezone,
      message: input.message?.trim() || null,
    })
    .returning({ id: interviewRequests.id });
  const [created] = await listInterviewRequests(db, { id: row!.id });
  return created!;
}
