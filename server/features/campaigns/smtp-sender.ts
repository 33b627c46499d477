/**
 * One SMTP connection that sends campaign messages in two steps, so that "sent" can be
 * recorded between them: the whole message is streamed, and the final "." that makes the
 * server accept it (RFC 5321 §4.1.1.4) is written only after `commit()` resolves true.
 *
 * Why not the shared mailer: its send is one step, and then a crash between the server's
 * "250 OK" and our database write leaves a row that cannot be told apart from one never
 * sent. Here a message without a recorded "sent" never got its final dot, so the server
 * dropped it and sending it again is safe. What is left is the time between the commit
 * and writing the dot (one event-loop turn): a crash there loses that message rather than
 * sending it twice. See server/features/campaigns/README.md ("Sending: exactly once") and
 * docs/decisions/047-email-campaigns.md.
 */
import { Readable } from "node:stream";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import type { Config } from "../../config.ts";
import { lazy } from "../../lib/lazy.ts";

// Loaded on the first campaign message, not at start-up (scripts/build-server.ts).
const nodemailerParts = lazy(async () => ({
  MailComposer: (await import("nodemailer/lib/mail-composer")).default,
  SMTPConnection: (await import("nodemailer/lib/smtp-connection")).default,
}));

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

export type SendOutcome =
  | { kind: "sent"; response: string }
  /** The claim expired before the commit: aborted without the dot, the row is not ours. */
  | { kind: "claim-lost" }
  /** Refused before the final dot: nothing was delivered. */
  | { kind: "not-sent"; error: string; permanent: boolean }
  /** Refused at the final dot: not delivered; or the connection died after it: unknown. */
  | { kind: "after-commit"; error: string; delivered: "no" | "unknown"; permanent: boolean };

export function smtpFrom(config: Config): string {
  return config.SMTP_FROM ?? `no-reply@${config.SMTP_HOST}`;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

const smtpReply = (error: SmtpError) => error.response ?? error.message;
/** 5xx is the server's final word (RFC 5321 §4.2.1); 4xx and lost connections may pass. */
const isPermanent = (error: SmtpError) => (error.responseCode ?? 0) >= 500;

export class CampaignSmtpSender {
  private connection: SMTPConnection | null = null;
  private readonly config: Config;

  constructor(config: Config) {
    this.config = config;
  }

  private async connect(): Promise<SMTPConnection> {
    if (this.connection) return this.connection;
    const { config } = this;
    const { SMTPConnection } = await nodemailerParts();
    const connection = new SMTPConnection({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE ?? config.SMTP_PORT === 465,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    connection.on("error", () => this.drop());
    connection.on("end", () => {
      if (this.connection === connection) this.connection = null;
    });
    await new Promise<void>((resolve, reject) => {
      connection.once("error", reject);
      connection.connect(() => {
        connection.removeListener("error", reject);
        resolve();
      });
    });
    if (config.SMTP_USER) {
      await new Promise<void>((resolve, reject) =>
        connection.login({ user: config.SMTP_USER!, pass: config.SMTP_PASSWORD ?? "" }, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
    }
    this.connection = connection;
    return connection;
  }

  /** Closes the connection without a final dot: a message in progress is discarded. */
  private drop() {
    const connection = this.connection;
    this.connection = null;
    connection?.close();
  }

  async send(message: OutgoingMessage, commit: () => Promise<boolean>): Promise<SendOutcome> {
    const { MailComposer } = await nodemailerParts();
    const mail = new MailComposer({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: message.messageId,
    }).compile();
    const raw = await mail.build();
    let connection: SMTPConnection;
    try {
      connection = await this.connect();
    } catch (error) {
      this.drop();
      return { kind: "not-sent", error: smtpReply(error as SmtpError), permanent: false };
    }

    let committed = false;
    let commitError: Error | null = null;
    // Read by SMTPConnection only after MAIL FROM and RCPT TO were accepted: the body
    // first, then (next read) the commit, and only after it the end of the stream.
    let step = 0;
    const body = new Readable({
      read() {
        if (step++ === 0) {
          this.push(raw);
          return;
        }
        commit().then(
          (ok) => {
            committed = ok;
            if (ok) this.push(null);
            else this.destroy(new Error("claim lost"));
          },
          (error: Error) => {
            commitError = error;
            this.destroy(error);
          },
        );
      },
    });

    return new Promise<SendOutcome>((resolve) => {
      connection.send({ from: message.from, to: [message.to] }, body, (err, info) => {
        if (!err) return resolve({ kind: "sent", response: info.response ?? "" });
        const error = err as SmtpError;
        // After a refusal or a broken stream the session's state is unclear: start afresh.
        this.drop();
        if (!committed) {
          if (!commitError && error.code === "ESTREAM") return resolve({ kind: "claim-lost" });
          return resolve({
            kind: "not-sent",
            error: commitError ? `database: ${commitError.message}` : smtpReply(error),
            permanent: isPermanent(error),
          });
        }
        resolve({
          kind: "after-commit",
          error: smtpReply(error),
          delivered: error.responseCode ? "no" : "unknown",
          permanent: isPermanent(error),
        });
      });
    });
  }

  close() {
    const connection = this.connection;
    this.connection = null;
    connection?.quit();
  }
}
