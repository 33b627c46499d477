/**
 * E-mails of the customer workspace, all queued as `mail.send` jobs (retried, never failing
 * the customer's request): one-time codes to viewers, and notifications to the link's
 * creator when the link has `notifyOnActivity` (first visit, each 'interested' verdict,
 * each interview request).
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WORKSPACE_LIMITS } from "#common/workspace.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { queueMail } from "../../mail/mailer.ts";
import type { OpenLink } from "./service.ts";

export interface WorkspaceMail {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export type Activity =
  | { kind: "first-visit"; viewerEmail: string | null }
  | { kind: "interested"; viewerEmail: string | null; developerName: string; reason: string | null }
  | {
      kind: "interview-request";
      viewerEmail: string | null;
      developerName: string;
      contactEmail: string;
      slots: string[];
      timezone: string;
      message: string | null;
    };

export async function sendCode(mail: WorkspaceMail, link: OpenLink, email: string, code: string) {
  // The customer gets the same 202 whether or not this works (it reveals nothing).
  try {
    await queueMail(mail.jobs, {
      to: email,
      subject: `Your code to open ${link.customerInfo.name}'s shortlist: ${code}`,
      text: [
        `Your one-time code is ${code}.`,
        "",
        `It works once, for ${WORKSPACE_LIMITS.codeTtlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
      ].join("\n"),
    });
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
          `Contact: ${activity.contactEmail}`,
          `Proposed times (${activity.timezone}):`,
          ...slots.map((s) => `  - ${s}`),
          ...(activity.message ? ["", activity.message] : []),
        ],
      };
    }
  }
}

/** Queues the creator's notification if the link asks for them; failures are only logged. */
export async function notifyCreator(mail: WorkspaceMail, link: OpenLink, activity: Activity) {
  if (!link.notifyOnActivity) return;
  try {
    const [creator] = await mail.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, link.createdBy));
    if (!creator) return;
    const { subject, text } = compose(link, activity);
    await queueMail(mail.jobs, {
      to: creator.email,
      subject,
      text: [...text, "", "See the link's activity in the admin area, tab Shareable Links."].join(
        "\n",
      ),
    });
  } catch (error) {
    mail.log.error({ err: error, linkId: link.id }, "could not queue a link notification");
  }
}
