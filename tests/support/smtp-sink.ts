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

/** An SMTP reply the sink gives instead of accepting, e.g. `{ code: 451, message: "4.7.1 Later" }`. */
export interface SinkRefusal {
  code: number;
  message: string;
}

/**
 * Where the sink refuses: at `RCPT TO` (the message is never sent) or at the final "." of
 * DATA (the whole message was streamed, then refused). `attempt` counts this address's
 * RCPT TOs, from 1.
 */
export type SinkRefuse = (
  address: string,
  stage: "rcpt" | "data",
  attempt: number,
) => SinkRefusal | undefined | Promise<SinkRefusal | undefined>;

export interface SmtpSink {
  port: number;
  /** The app's environment for this sink: SMTP_HOST, SMTP_PORT, SMTP_FROM. */
  env: Record<string, string>;
  messages: SinkMessage[];
  /** Resolves with the first message (received before or after the call) matching. */
  waitFor(predicate: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** Called for each message as it arrives (e.g. to write it to disk). */
  onMessage?: (message: SinkMessage) => void;
  /** Set to make the sink refuse some recipients (transient 4xx or permanent 5xx). */
  refuse?: SinkRefuse;
  /** Every RCPT TO the sink saw, accepted or not, with its time (ms since the epoch). */
  rcptLog: Array<{ address: string; at: number }>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const rcptLog: SmtpSink["rcptLog"] = [];
  const refusal = ({ code, message }: SinkRefusal) =>
    Object.assign(new Error(message), { responseCode: code });
  const attemptOf = (address: string) =>
    rcptLog.filter((entry) => entry.address === address).length;
  const waiters = new Set<() => void>();
  let sink: SmtpSink;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(rcpt, _session, callback) {
      const address = rcpt.address.toLowerCase();
      rcptLog.push({ address, at: Date.now() });
      Promise.resolve(sink.refuse?.(address, "rcpt", attemptOf(address))).then(
        (refused) => callback(refused ? refusal(refused) : undefined),
        (error: Error) => callback(error),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const address = session.envelope.rcptTo[0]?.address.toLowerCase() ?? "";
        const raw = Buffer.concat(chunks);
        Promise.resolve(sink.refuse?.(address, "data", attemptOf(address)))
          .then((refused) => {
            if (refused) throw refusal(refused);
            return simpleParser(raw);
          })
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
    rcptLog,
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
