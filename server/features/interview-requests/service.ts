/**
 * Interview requests a customer sends from a link (product-extensions §1), and the admin's
 * list with a status. A request belongs to its link (deleted with it).
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type {
  InterviewRequest,
  InterviewRequestBody,
  InterviewRequestStatus,
} from "#common/workspace.ts";
import type { Db } from "../../db/client.ts";
import { candidates, interviewRequests, shareableLinks } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";

export const INTERVIEW_REQUEST_NOT_FOUND = "Interview request not found";

const columns = {
  id: interviewRequests.id,
  linkId: interviewRequests.linkId,
  customerName: shareableLinks.customerName,
  developerId: interviewRequests.developerId,
  developerName: candidates.fullName,
  slots: interviewRequests.slots,
  timezone: interviewRequests.timezone,
  message: interviewRequests.message,
  contactEmail: interviewRequests.contactEmail,
  viewerEmail: interviewRequests.viewerEmail,
  status: interviewRequests.status,
  createdAt: interviewRequests.createdAt,
  updatedAt: interviewRequests.updatedAt,
};

type Row = Omit<InterviewRequest, "slots" | "status" | "createdAt" | "updatedAt"> & {
  slots: Date[];
  status: string;
  createdAt: Date;
  updatedAt: Date;
};

function toInterviewRequest(row: Row): InterviewRequest {
  return {
    ...row,
    slots: row.slots.map((s) => new Date(s).toISOString()),
    status: row.status as InterviewRequestStatus,
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
    .innerJoin(candidates, eq(candidates.id, interviewRequests.developerId))
    .where(and(...where))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id));
  return rows.map(toInterviewRequest);
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
      developerId: input.developerId,
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

export async function setInterviewRequestStatus(
  db: Db,
  id: string,
  status: InterviewRequestStatus,
): Promise<InterviewRequest> {
  const updated = await db
    .update(interviewRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(interviewRequests.id, id))
    .returning({ id: interviewRequests.id });
  if (updated.length === 0) throw notFound(INTERVIEW_REQUEST_NOT_FOUND);
  const [request] = await listInterviewRequests(db, { id });
  return request!;
}
