/**
 * E-mails the admins about each new inquiry when SMTP is configured (SMTP_HOST…). Sending
 * happens after the visitor's answer, so a slow or failing mail server never fails a lead.
 */

import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { ContactInquiry } from "../../../common/contact.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

export interface InquiryNotifier {
  /** Resolves when the mail was handed to the SMTP server (tests await it). */
  notify(inquiry: ContactInquiry): Promise<void>;
  close(): void;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

export function createInquiryNotifier(config: Config, db: Db, log: Logger): InquiryNotifier | null {
  if (!config.SMTP_HOST) return null;
  const transport: Transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE ?? config.SMTP_PORT === 465,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
  });
  const from = config.SMTP_FROM ?? `no-reply@${config.SMTP_HOST}`;
  return {
    async notify(inquiry) {
      try {
        const admins = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.isAdmin, true));
        if (admins.length === 0) return;
        await transport.sendMail({
          from,
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
    close() {
      transport.close();
    },
  };
}
