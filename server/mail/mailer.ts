/**
 * Outgoing e-mail. With SMTP_HOST set, nodemailer hands each message to that server; without
 * it (a newcomer's `npm start`) each message is written to DATA_DIR/outbox/ as an `.eml`
 * file, which any mail program opens, so one-time codes and notifications are never lost.
 *
 * Mail that may wait (notifications, codes) goes through the job queue as `mail.send`
 * (see `queueMail`), so a slow or failing mail server is retried and never fails a request.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { lazy } from "../lib/lazy.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../lib/private-data-dir.ts";

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** A calendar invitation (RFC 5545): sent as a `text/calendar; method=…` part. */
  icalEvent?: { method: string; content: string; filename?: string };
}

export interface Mailer {
  /** True when SMTP_HOST is set; false: messages go to DATA_DIR/outbox/. */
  configured: boolean;
  /** Resolves once the SMTP server accepted the message (or the .eml file is written). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
}

export const MAIL_SEND_JOB = "mail.send";

// nodemailer is loaded with the first e-mail, not at start-up (scripts/build-server.ts).
const nodemailer = lazy(async () => (await import("nodemailer")).default);

/**
 * How long one SMTP conversation may wait on the server. nodemailer's own defaults are 2
 * minutes to connect, 30 s for the greeting and 10 minutes of silence once greeted, and the
 * `mail.send` job runs two messages at a time: two conversations with a server that stopped
 * answering (a relay whose backend died behind a load balancer) held every queued e-mail for
 * minutes. Past these limits the send fails, its slot goes to the next message, and the job
 * is retried later. The silence allowed after the final dot stays well above what a relay's
 * content scan takes, since giving up there may send the message twice.
 */
export const SMTP_TIMEOUTS_MS = { connect: 10_000, greeting: 10_000, silence: 15_000 };

export interface MailerOptions {
  /** Overrides SMTP_TIMEOUTS_MS (tests: a hanging server is given up on sooner). */
  timeoutsMs?: Partial<typeof SMTP_TIMEOUTS_MS>;
}

export function createMailer(config: Config, log: Logger, options: MailerOptions = {}): Mailer {
  const from = config.SMTP_FROM ?? `no-reply@${config.SMTP_HOST ?? "localhost"}`;
  if (config.SMTP_HOST) {
    const timeouts = { ...SMTP_TIMEOUTS_MS, ...options.timeoutsMs };
    let transport: Transporter | undefined;
    return {
      configured: true,
      async send(message) {
        transport ??= (await nodemailer()).createTransport({
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE ?? config.SMTP_PORT === 465,
          auth: config.SMTP_USER
            ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD }
            : undefined,
          connectionTimeout: timeouts.connect,
          greetingTimeout: timeouts.greeting,
          socketTimeout: timeouts.silence,
        });
        await transport.sendMail({ from, ...message });
      },
      close: () => transport?.close(),
    };
  }

  const outbox = path.join(config.dataDir, "outbox");
  // Builds the raw RFC 5322 message without a server.
  let writer: Transporter | undefined;
  return {
    configured: false,
    async send(message) {
      // CRLF throughout, as on the wire (RFC 5322): mail clients and parsers reading the
      // file otherwise meet CRLF headers over a body of bare LF lines.
      writer ??= (await nodemailer()).createTransport({
        streamTransport: true,
        buffer: true,
        newline: "windows",
      });
      const info = await writer.sendMail({ from, ...message });
      // Its messages hold sign-in links and codes: for the server's account alone.
      await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // Written whole, then renamed: whoever lists the outbox never reads half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await fs.rename(`${file}.part`, file);
      log.info(
        { file, to: message.to, subject: message.subject },
        "e-mail is not configured (SMTP_HOST): message written to the outbox",
      );
    },
    close() {},
  };
}

/** Queues a message to be sent by the `mail.send` worker (retried when SMTP fails). */
export function queueMail(jobs: JobQueue, message: MailMessage): Promise<string | null> {
  return jobs.send(MAIL_SEND_JOB, message);
}

/**
 * Starts the worker that sends queued mail. Once a message is sent (or given up on), its
 * job keeps only the recipient and subject: a body may hold a one-time code or a link's
 * token, and nothing in a subject is secret.
 */
export function startMailWorker(jobs: JobQueue, mailer: Mailer): Promise<void> {
  return jobs.work<MailMessage>(MAIL_SEND_JOB, (message) => mailer.send(message), {
    concurrency: 2,
    redact: ({ to, subject }) => ({ to, subject }),
  });
}
