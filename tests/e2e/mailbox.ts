/**
 * The browser tests' inbox: start-server.ts runs a real SMTP server beside the app and
 * writes each message it receives as JSON into E2E_MAIL_DIR (set in playwright.config.ts).
 *
 *   const mail = await waitForMail("buyer-123@acme.example", (m) => m.subject.includes("code"));
 *   const code = oneTimeCode(mail);
 *
 * Journeys share one server, so address messages to unique addresses per test.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Header names lower-cased. */
  headers: Record<string, string>;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  return dir;
}

/** Every message received so far for `to` (any address when omitted), oldest first. */
export function readMail(to?: string): ReceivedMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  const want = to?.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => {
      const [ta, na] = a.split(/[-.]/).map(Number) as [number, number];
      const [tb, nb] = b.split(/[-.]/).map(Number) as [number, number];
      return ta - tb || na - nb;
    })
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as ReceivedMail)
    .filter((m) => !want || m.to.includes(want));
}

/** Waits for a message to `to` that matches `predicate`, and returns the newest such one. */
export async function waitForMail(
  to: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  options: { timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMail(to).filter(predicate).at(-1);
        return found !== undefined;
      },
      { timeout: options.timeout ?? 15_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit one-time code in a message's text. */
export function oneTimeCode(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No 6-digit code in the e-mail "${mail.subject}"`);
  return match[1]!;
}
