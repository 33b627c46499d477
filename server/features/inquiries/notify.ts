/**
 * E-mails the admins about each new inquiry when SMTP is configured (SMTP_HOST…). The mail
 * is queued (`mail.send` job) after the visitor's answer, so a slow or failing mail server
 * never fails a lead and is retried.
 */

import { eq } from "drizzle-orm";
import type { Inquiry } from "#common/inquiry.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type Mailer, queueMail } from "../../mail/mailer.ts";

export interface InquiryNotifier {
  /** Resolves when the mail is queued (tests then wait for it at their SMTP server). */
  notify(inquiry: Inquiry): Promise<void>;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

export function createInquiryNotifier(deps: {
  mailer: Mailer;
  jobs: JobQueue;
  db: Db;
  log: Logger;
}): InquiryNotifier | null {
  const { mailer, jobs, db, log } = deps;
  // Unchanged from before the mailer existed: without SMTP, admins read leads in the inbox.
  if (!mailer.configured) return null;
  return {
    async notify(inquiry) {
      try {
        const admins = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.isAdmin, true));
        if (admins.length === 0) return;
        await queueMail(jobs, {
          to: admins.map((a) => a.email),
          replyTo: inquiry.email,
          subject: `New inquiry from ${inquiry.firstName} ${inquiry.lastName} (${inquiry.company})`,
          text: [
            `Name: ${inquiry.firstName} ${inquiry.lastName}`,
            `Email: ${inquiry.email}`,
            `Company: ${inquiry.company}`,
            `Hiring needs: ${inquiry.hiringNeeds || "not chosen"}`,
            "",
            inquiry.message,
            "",
            "See all inquiries in the admin dashboard, tab Inquiries.",
          ].join("\n"),
        });
      } catch (error) {
        log.error({ err: error, inquiryId: inquiry.id }, "inquiry notification failed");
      }
    },
  };
}
