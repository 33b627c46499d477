/**
 * The applicant's e-mails, queued through the job queue (server/mail `queueMail`): the
 * acknowledgement, the welcome on approval, and one courteous rejection.
 */
import { site } from "#common/site.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { queueMail } from "../../mail/mailer.ts";

interface Applicant {
  fullName: string;
  email: string;
  title: string;
}

const signature = `Kind regards,\nThe ${site.brandName} team`;

export function queueAcknowledgement(jobs: JobQueue, applicant: Applicant) {
  return queueMail(jobs, {
    to: applicant.email,
    subject: `We received your application to ${site.brandName}`,
    text: [
      `Hello ${applicant.fullName},`,
      "",
      `Thank you for applying to join ${site.brandName} as ${applicant.title}. We review every application ourselves and will write to you after we have looked at yours, usually within a few working days.`,
      "",
      "We keep your application only to assess it and, if you join, to propose you to customers. You can ask for a copy of your data or for its erasure at any time by replying to this e-mail.",
      "",
      signature,
    ].join("\n"),
  });
}

export function queueWelcome(jobs: JobQueue, applicant: Applicant, origin: string) {
  return queueMail(jobs, {
    to: applicant.email,
    subject: `Welcome to ${site.brandName}`,
    text: [
      `Hello ${applicant.fullName},`,
      "",
      `Good news: your application was approved and your profile is now part of the ${site.brandName} talent pool.`,
      "",
      `Keep your availability, rate and skills current at ${origin}/talent/sign-in (we e-mail you a sign-in link; no password needed).`,
      "",
      signature,
    ].join("\n"),
  });
}

export function queueRejection(jobs: JobQueue, applicant: Applicant) {
  return queueMail(jobs, {
    to: applicant.email,
    subject: `Your application to ${site.brandName}`,
    text: [
      `Hello ${applicant.fullName},`,
      "",
      `Thank you for the time you gave to your application to ${site.brandName} and to our conversations. After careful consideration we will not be moving forward with it at this time.`,
      "",
      "This is not a judgement of your worth as an engineer: our customers' needs change often, and you are welcome to apply again in six months. We wish you every success.",
      "",
      signature,
    ].join("\n"),
  });
}
