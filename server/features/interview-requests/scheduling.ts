/**
 * Scheduling an interview request: the admin's status change that sends the invitation
 * (or its update, or its cancellation) to everyone who meets, and the calendar file as the
 * last message left it. The request's row is locked while it changes, so two admins
 * scheduling at once send two sequences, never the same one twice.
 */
import { eq } from "drizzle-orm";
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewRequest,
  type InterviewStatusBody,
} from "#common/interview-request.ts";
import { isErasedEmail } from "#common/talent-values.ts";
import type { Db } from "../../db/client.ts";
import {
  candidates,
  interviewRequests,
  jobOrders,
  shareableLinks,
  users,
} from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { queueMail } from "../../mail/mailer.ts";
import {
  type Interview,
  type InvitationMethod,
  invitationCalendar,
  invitationMail,
  type Person,
} from "./invitation.ts";
import { INTERVIEW_REQUEST_NOT_FOUND, listInterviewRequests } from "./service.ts";

/** What scheduling needs of a request: its times, its people and its invitation state. */
async function lockedRequest(tx: Pick<Db, "select">, id: string) {
  const [row] = await tx
    .select({
      id: interviewRequests.id,
      status: interviewRequests.status,
      timezone: interviewRequests.timezone,
      contactEmail: interviewRequests.contactEmail,
      scheduledAt: interviewRequests.scheduledAt,
      durationMinutes: interviewRequests.durationMinutes,
      meetingUrl: interviewRequests.meetingUrl,
      inviteSequence: interviewRequests.inviteSequence,
      invitedAt: interviewRequests.invitedAt,
      viewerEmail: interviewRequests.viewerEmail,
      candidateName: candidates.fullName,
      candidateEmail: candidates.email,
      customerName: shareableLinks.customerName,
      jobOrderTitle: jobOrders.title,
      creatorEmail: users.email,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(interviewRequests)
    .innerJoin(shareableLinks, eq(shareableLinks.id, interviewRequests.linkId))
    .innerJoin(candidates, eq(candidates.id, interviewRequests.candidateId))
    .leftJoin(users, eq(users.id, shareableLinks.createdBy))
    .leftJoin(jobOrders, eq(jobOrders.id, shareableLinks.jobOrderId))
    .where(eq(interviewRequests.id, id))
    .for("update", { of: interviewRequests });
  return row;
}
type Locked = NonNullable<Awaited<ReturnType<typeof lockedRequest>>>;

/**
 * Everyone who meets, each named: the customer's contact, the candidate (an erased one has no
 * address left to invite) and the link's creator, who organises it so that replies reach a
 * person; SMTP_FROM organises when the creator is gone.
 */
function interviewOf(
  row: Locked,
  at: Date,
  durationMinutes: number,
  meetingUrl: string | null,
  sequence: number,
  fallbackOrganizer: Person,
): Interview {
  const creatorName = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(" ");
  const organizer = row.creatorEmail
    ? { name: creatorName || row.creatorEmail, email: row.creatorEmail }
    : fallbackOrganizer;
  const people: Person[] = [{ name: row.customerName, email: row.contactEmail }];
  if (!isErasedEmail(row.candidateEmail)) {
    people.push({ name: row.candidateName, email: row.candidateEmail });
  }
  people.push(organizer);
  const seen = new Set<string>();
  const attendees = people.filter((p) => {
    const key = p.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    id: row.id,
    candidateName: row.candidateName,
    customerName: row.customerName,
    jobOrderTitle: row.jobOrderTitle,
    requestedBy: row.viewerEmail,
    timezone: row.timezone,
    scheduledAt: at,
    durationMinutes,
    meetingUrl,
    organizer,
    attendees,
    sequence,
  };
}

export interface InterviewDeps {
  db: Db;
  jobs: JobQueue;
  /** Organises an interview whose link's creator is gone (SMTP_FROM). */
  organizer: Person;
}

/**
 * PATCH /api/admin/interview-requests/{id}. The status alone
 * is recorded and sends nothing. `scheduled` with a time (or a new duration or meeting URL)
 * e-mails the contact and the link's creator an invitation, or its update when one is out
 * (same UID, SEQUENCE raised); nothing changed, nothing sent. `declined` while an
 * invitation is out sends METHOD:CANCEL. The row is locked meanwhile, so two admins
 * scheduling at once send two sequences, never the same one twice.
 */
export async function updateInterviewRequest(
  deps: InterviewDeps,
  id: string,
  body: InterviewStatusBody,
  now: Date,
): Promise<InterviewRequest> {
  const { status } = body;
  const scheduling =
    body.scheduledAt !== undefined ||
    body.durationMinutes !== undefined ||
    body.meetingUrl !== undefined;
  if (scheduling && status !== "scheduled") {
    throw badRequest(INTERVIEW_MESSAGES.scheduleNeedsStatus);
  }
  if (body.scheduledAt !== undefined && new Date(body.scheduledAt).getTime() <= now.getTime()) {
    throw badRequest(INTERVIEW_MESSAGES.scheduledInPast, {
      scheduledAt: INTERVIEW_MESSAGES.scheduledInPast,
    });
  }

  const outgoing = await deps.db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    if (!row) throw notFound(INTERVIEW_REQUEST_NOT_FOUND);
    const values: Partial<typeof interviewRequests.$inferInsert> = { status, updatedAt: now };
    let message: { interview: Interview; method: InvitationMethod } | null = null;

    if (scheduling) {
      const at = body.scheduledAt ? new Date(body.scheduledAt) : row.scheduledAt;
      if (!at) {
        throw badRequest(INTERVIEW_MESSAGES.scheduledInPast, {
          scheduledAt: "Enter the interview's date and time",
        });
      }
      const duration =
        body.durationMinutes ?? row.durationMinutes ?? INTERVIEW_LIMITS.defaultDurationMinutes;
      const meetingUrl = body.meetingUrl === undefined ? row.meetingUrl : body.meetingUrl;
      Object.assign(values, { scheduledAt: at, durationMinutes: duration, meetingUrl });
      const unchanged =
        row.invitedAt !== null &&
        row.status === "scheduled" &&
        row.scheduledAt?.getTime() === at.getTime() &&
        row.durationMinutes === duration &&
        row.meetingUrl === meetingUrl;
      if (!unchanged) {
        message = {
          interview: interviewOf(row, at, duration, meetingUrl, row.inviteSequence, deps.organizer),
          method: "REQUEST",
        };
        Object.assign(values, { inviteSequence: row.inviteSequence + 1, invitedAt: now });
      }
    } else if (status === "declined" && row.invitedAt !== null && row.scheduledAt) {
      message = {
        interview: interviewOf(
          row,
          row.scheduledAt,
          row.durationMinutes ?? INTERVIEW_LIMITS.defaultDurationMinutes,
          row.meetingUrl,
          row.inviteSequence,
          deps.organizer,
        ),
        method: "CANCEL",
      };
      Object.assign(values, { inviteSequence: row.inviteSequence + 1, invitedAt: null });
    }
    await tx.update(interviewRequests).set(values).where(eq(interviewRequests.id, id));
    return message;
  });

  // Queued once the change is stored: a rolled-back change sends nothing.
  if (outgoing) {
    for (const attendee of outgoing.interview.attendees) {
      await queueMail(deps.jobs, invitationMail(outgoing.interview, outgoing.method, attendee));
    }
  }
  const [request] = await listInterviewRequests(deps.db, { id });
  return request!;
}

/**
 * GET …/{id}/invite.ics: the calendar as the last message left it (its UID and SEQUENCE);
 * a declined interview answers its cancellation. 404 before it is scheduled.
 */
export async function interviewCalendar(
  deps: Pick<InterviewDeps, "db" | "organizer">,
  id: string,
): Promise<string> {
  const row = await deps.db.transaction((tx) => lockedRequest(tx, id));
  if (!row) throw notFound(INTERVIEW_REQUEST_NOT_FOUND);
  if (!row.scheduledAt) throw notFound(INTERVIEW_MESSAGES.notScheduled);
  const cancelled = row.status === "declined" && row.invitedAt === null && row.inviteSequence > 0;
  const interview = interviewOf(
    row,
    row.scheduledAt,
    row.durationMinutes ?? INTERVIEW_LIMITS.defaultDurationMinutes,
    row.meetingUrl,
    Math.max(0, row.inviteSequence - 1),
    deps.organizer,
  );
  return invitationCalendar(interview, cancelled ? "CANCEL" : "REQUEST");
}
