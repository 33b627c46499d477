/**
 * E-mails of the customer workspace, all queued as `mail.send` jobs (retried, never failing
 * the customer's request): one-time codes to viewers, and notifications to the link's
 * creator when the link has `notifyOnActivity` (first visit, each 'interested' verdict,
 * each interview request).
 *
 * Safeguards:
 * - A code is in the body only: never in the subject (which logs and job rows keep), and
 *   the mail worker drops the body from the job once sent (mail/mailer.ts).
 * - Verdict notifications are throttled: one per link, candidate and viewer in
 *   `notifyThrottleMinutes`; later ones are held (link_notices) and one `link.digest` job,
 *   due at the window's end, sends them in one e-mail.
 * - A link whose verification locks after too many wrong codes sends its creator one note
 *   per lock, whatever `notifyOnActivity` says (it is about security, not activity).
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WORKSPACE_LIMITS } from "#common/viewer-access.ts";
import type { Db } from "../../db/client.ts";
import { linkNotices, shareableLinks, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type MailMessage, queueMail } from "../../mail/mailer.ts";
import type { OpenLink } from "./service.ts";

/** The job that sends a link's digest of held notifications: data `{ linkId }`. */
export const LINK_DIGEST_JOB = "link.digest";
const THROTTLE_MS = WORKSPACE_LIMITS.notifyThrottleMinutes * 60_000;

export interface WorkspaceMail {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export type Activity =
  | { kind: "first-visit"; viewerEmail: string | null }
  | {
      kind: "interested";
      viewerEmail: string | null;
      developerId: string;
      developerName: string;
      reason: string | null;
    }
  | {
      kind: "interview-request";
      viewerEmail: string | null;
      developerName: string;
      /** The job order the link was made for, if any: the recruiter sees which role. */
      jobOrderTitle: string | null;
      contactEmail: string;
      slots: string[];
      timezone: string;
      message: string | null;
    };

/**
 * The throttle's topic of a verdict notification: one per candidate and viewer. Erasure
 * finds a candidate's held lines by its prefix (`verdictTopicPrefix`).
 */
export const verdictTopicPrefix = (developerId: string) => `verdict:${developerId}:`;
const verdictTopic = (developerId: string, viewerEmail: string | null) =>
  `${verdictTopicPrefix(developerId)}${viewerEmail ?? ""}`;

/** The code's e-mail: the code is in the body only (subjects are logged and kept). */
export function codeMessage(
  link: Pick<OpenLink, "id" | "customerInfo">,
  email: string,
  code: string,
): MailMessage {
  return {
    to: email,
    subject: `Your code to open ${link.customerInfo.name}'s shortlist`,
    text: [
      `Your one-time code is ${code}.`,
      "",
      `It works once, for ${WORKSPACE_LIMITS.codeTtlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join("\n"),
  };
}

export async function sendCode(mail: WorkspaceMail, link: OpenLink, email: string, code: string) {
  // The customer gets the same 202 whether or not this works (it reveals nothing).
  try {
    await queueMail(mail.jobs, codeMessage(link, email, code));
  } catch (error) {
    mail.log.error({ err: error, linkId: link.id }, "could not queue a one-time code");
  }
}

const who = (email: string | null) => email ?? "An anonymous viewer";

function compose(link: OpenLink, activity: Activity): { subject: string; text: string[] } {
  const customer = link.customerInfo.name;
  switch (activity.kind) {
    case "first-visit":
      return {
        subject: `${customer} opened their shared link`,
        text: [`${who(activity.viewerEmail)} opened the link you shared with ${customer}.`],
      };
    case "interested":
      return {
        subject: `${customer} is interested in ${activity.developerName}`,
        text: [
          `${who(activity.viewerEmail)} marked ${activity.developerName} as Interested.`,
          ...(activity.reason ? [`Reason: ${activity.reason}`] : []),
        ],
      };
    case "interview-request": {
      const slots = activity.slots.map((s) =>
        new Intl.DateTimeFormat("en-GB", {
          dateStyle: "full",
          timeStyle: "short",
          timeZone: activity.timezone,
        }).format(new Date(s)),
      );
      return {
        subject: `${customer} asks to interview ${activity.developerName}`,
        text: [
          `${who(activity.viewerEmail)} asks to interview ${activity.developerName}.`,
          ...(activity.jobOrderTitle ? [`Job order: ${activity.jobOrderTitle}`] : []),
          `Contact: ${activity.contactEmail}`,
          `Proposed times (${activity.timezone}):`,
          ...slots.map((s) => `  - ${s}`),
          ...(activity.message ? ["", activity.message] : []),
        ],
      };
    }
  }
}

const SEE_ACTIVITY = "See the link's activity in the admin area, tab Shareable Links.";

async function creatorEmail(db: Db, createdBy: string): Promise<string | null> {
  const [creator] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, createdBy));
  return creator?.email ?? null;
}

/** "2026-11-25 14:05 UTC": the creator's own time zone is not known. */
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * Queues the creator's notification if the link asks for them; failures are only logged.
 * A verdict inside its topic's window is held for the digest instead.
 */
export async function notifyCreator(mail: WorkspaceMail, link: OpenLink, activity: Activity) {
  if (!link.notifyOnActivity) return;
  try {
    const to = await creatorEmail(mail.db, link.createdBy);
    if (!to) return;
    const { subject, text } = compose(link, activity);
    if (activity.kind === "interested") {
      const topic = verdictTopic(activity.developerId, activity.viewerEmail);
      if (await heldForDigest(mail, link, topic, text.join(" "), new Date())) return;
    }
    await queueMail(mail.jobs, { to, subject, text: [...text, "", SEE_ACTIVITY].join("\n") });
  } catch (error) {
    mail.log.error({ err: error, linkId: link.id }, "could not queue a link notification");
  }
}

/**
 * Records the event under its topic: the first in a window goes out now (false); later ones
 * are held (true) and the link's digest is queued for the window's end. The advisory lock
 * makes parallel events of one topic take turns, so exactly one opens each window.
 */
async function heldForDigest(
  mail: WorkspaceMail,
  link: OpenLink,
  topic: string,
  line: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_MS);
  const windowEnd = await mail.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`notice:${link.id}:${topic}`}))`);
    const [open] = await tx
      .select({ at: linkNotices.at })
      .from(linkNotices)
      .where(
        and(
          eq(linkNotices.linkId, link.id),
          eq(linkNotices.topic, topic),
          eq(linkNotices.held, false),
          gt(linkNotices.at, since),
        ),
      )
      .orderBy(desc(linkNotices.at))
      .limit(1);
    await tx.insert(linkNotices).values({
      linkId: link.id,
      topic,
      line: `${utc(now)}: ${line}`,
      held: open !== undefined,
      at: now,
    });
    // Rows whose window has passed and that are sent or digested are of no further use.
    await tx
      .delete(linkNotices)
      .where(
        and(
          eq(linkNotices.linkId, link.id),
          lt(linkNotices.at, since),
          or(eq(linkNotices.held, false), isNotNull(linkNotices.digestedAt)),
        ),
      );
    return open ? new Date(open.at.getTime() + THROTTLE_MS) : null;
  });
  if (!windowEnd) return false;
  // One digest job per link and window end; a job already waiting for it takes this one too.
  await mail.jobs.send(
    LINK_DIGEST_JOB,
    { linkId: link.id },
    { startAfter: windowEnd, singletonKey: `${link.id}@${windowEnd.toISOString()}` },
  );
  return true;
}

/**
 * The `link.digest` job: every held notification of the link in one e-mail. The rows are
 * claimed by one UPDATE (a parallel digest finds none); if the e-mail cannot be queued they
 * are released again and the job is retried.
 */
export async function sendDigest(mail: WorkspaceMail, linkId: string): Promise<void> {
  const claimed = await mail.db
    .update(linkNotices)
    .set({ digestedAt: new Date() })
    .where(
      and(
        eq(linkNotices.linkId, linkId),
        eq(linkNotices.held, true),
        isNull(linkNotices.digestedAt),
      ),
    )
    .returning({ id: linkNotices.id, line: linkNotices.line, at: linkNotices.at });
  if (claimed.length === 0) return;
  try {
    const [link] = await mail.db
      .select({
        customerName: shareableLinks.customerName,
        createdBy: shareableLinks.createdBy,
        notifyOnActivity: shareableLinks.notifyOnActivity,
      })
      .from(shareableLinks)
      .where(eq(shareableLinks.id, linkId));
    // Switched off in the meantime: the held ones are dropped, as new ones would be.
    if (!link?.notifyOnActivity) return;
    const to = await creatorEmail(mail.db, link.createdBy);
    if (!to) return;
    const lines = claimed.sort((a, b) => a.at.getTime() - b.at.getTime()).map((c) => c.line);
    const n = lines.length;
    await queueMail(mail.jobs, {
      to,
      subject: `${link.customerName}: ${n} more ${n === 1 ? "update" : "updates"} on their shared link`,
      text: [
        `At most one e-mail per developer and viewer is sent each hour; this came later on the link you shared with ${link.customerName}:`,
        "",
        ...lines.map((line) => `  - ${line}`),
        "",
        SEE_ACTIVITY,
      ].join("\n"),
    });
  } catch (error) {
    await mail.db
      .update(linkNotices)
      .set({ digestedAt: null })
      .where(
        inArray(
          linkNotices.id,
          claimed.map((c) => c.id),
        ),
      );
    throw error;
  }
}

/** Tells the creator, once per lock, that the link's verification is paused. */
export async function notifyVerificationLocked(mail: WorkspaceMail, link: OpenLink, until: Date) {
  try {
    const to = await creatorEmail(mail.db, link.createdBy);
    if (!to) return;
    const customer = link.customerInfo.name;
    await queueMail(mail.jobs, {
      to,
      subject: `Verification on ${customer}'s link is paused after repeated wrong codes`,
      text: [
        `${WORKSPACE_LIMITS.linkWrongCodesPerWindow} wrong one-time codes were entered on the link you shared with ${customer} within ${WORKSPACE_LIMITS.codeWindowMinutes} minutes.`,
        `Until ${utc(until)} nobody can verify an e-mail address on it; viewers already verified keep their access.`,
        "",
        "If this was not your customer, switch the link off or share a new one in the admin area, tab Shareable Links.",
      ].join("\n"),
    });
  } catch (error) {
    mail.log.error({ err: error, linkId: link.id }, "could not queue a verification lock note");
  }
}
