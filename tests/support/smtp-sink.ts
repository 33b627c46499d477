/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) for tests: the app's nodemailer
 * transport talks to it over TCP, and each message is parsed with mailparser.
 *
 *   const sink = await startSmtpSink();
 *   const ctx = await createTestApp(sink.env);
 *   const mail = await sink.waitFor((m) => m.to.includes("a@b.example"));
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SinkMessage {
  /** Envelope sender and recipients (lower-cased addresses). */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Header names lower-cased; structured values as their text. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** The app's environment for this sink: SMTP_HOST, SMTP_PORT, SMTP_FROM. */
  env: Record<string, string>;
  messages: SinkMessage[];
  /** Resolves with the first message (received before or after the call) matching. */
  waitFor(predicate: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** Called for each message as it arrives (e.g. to write it to disk). */
  onMessage?: (message: SinkMessage) => void;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  let sink: SmtpSink;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines) {
              headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
            }
            const message: SinkMessage = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : null,
              headers,
              raw: raw.toString("utf8"),
            };
            messages.push(message);
            sink.onMessage?.(message);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  sink = {
    port,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_FROM: "site@talent.example" },
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} seen)`));
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
