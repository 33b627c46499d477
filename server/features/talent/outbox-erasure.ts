/**
 * Without SMTP_HOST every e-mail is an .eml file in DATA_DIR/outbox (server/mail): erasure
 * deletes the ones to or about the erased person, found by their address or their full
 * name in the message as a reader sees it (headers and parts decoded). The files are copies
 * of notifications already delivered to nobody else, so they are removed, not rewritten.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { readableText } from "../../mail/readable-text.ts";
import { mentionsName } from "./name-in-text.ts";

export interface ErasedPerson {
  email: string;
  /** Full names as written (namesToErase). */
  names: string[];
}

/** Deletes the outbox messages that mention `person`; resolves to how many. */
export async function removeOutboxMail(dataDir: string, person: ErasedPerson): Promise<number> {
  const outbox = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = await fs.readdir(outbox);
  } catch {
    return 0;
  }
  const address = person.email.toLowerCase();
  let removed = 0;
  for (const name of files.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(outbox, name);
    const raw = await fs.readFile(file).catch(() => null);
    if (!raw) continue;
    const text = readableText(raw);
    const mentions =
      raw.toString("latin1").toLowerCase().includes(address) ||
      text.toLowerCase().includes(address) ||
      mentionsName(text, person.names);
    if (mentions) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
