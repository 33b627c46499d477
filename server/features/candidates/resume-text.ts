/**
 * Résumé text (issue 15): when a candidate's résumé changes, a background job (the shared
 * queue, server/jobs/queue.ts) reads the file and stores its text in candidates.resume_text,
 * which feeds the search document only and is never sent to anyone. PDF via unpdf (pdf.js
 * built for servers), .docx via mammoth; a legacy .doc has no reader here and stays
 * unsearched. The job writes only if the résumé is still the one it read.
 */
import type { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { storedFile } from "../objects/service.ts";
import type { ResumeChanged } from "./files.ts";

export const RESUME_TEXT_JOB = "candidate-resume-text";
/** As much as the search document takes (schema.ts caps it the same way). */
export const RESUME_TEXT_MAX_CHARS = 100_000;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

interface Deps {
  db: Db;
  storage: ObjectStorage;
  log: { warn(obj: unknown, msg?: string): void };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The document's words as plain text, or null for a type without a reader. */
export async function extractText(bytes: Buffer, contentType: string): Promise<string | null> {
  let text: string;
  if (contentType === "application/pdf") {
    const { extractText: pdfText, getDocumentProxy } = await import("unpdf");
    const document = await getDocumentProxy(new Uint8Array(bytes));
    text = (await pdfText(document, { mergePages: true })).text;
  } else if (contentType === DOCX) {
    const mammoth = await import("mammoth");
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } else {
    return null;
  }
  return text.replace(/\s+/g, " ").trim().slice(0, RESUME_TEXT_MAX_CHARS);
}

async function extractFor(deps: Deps, candidateId: string): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db
    .select({ resumeUrl: candidates.resumeUrl })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const resumeUrl = row?.resumeUrl;
  if (!resumeUrl?.startsWith("/objects/")) return;
  const key = resumeUrl.slice("/objects/".length);
  const file = await storedFile(db, key);
  const stream = file ? await storage.stream(key) : null;
  if (!file || !stream) return;
  let text: string | null;
  try {
    text = await extractText(await readAll(stream), file.contentType);
  } catch (error) {
    // A damaged or encrypted file: retrying cannot help, the résumé stays unsearched.
    deps.log.warn({ err: error, candidateId }, "résumé text could not be extracted");
    return;
  }
  if (!text) return;
  await db
    .update(candidates)
    // Not an edit by anyone: the candidate's updatedAt stays as it was.
    .set({ resumeText: text, updatedAt: sql`${candidates.updatedAt}` })
    .where(and(eq(candidates.id, candidateId), eq(candidates.resumeUrl, resumeUrl)));
}

/**
 * Starts the worker and returns what the candidate routes call on a résumé change: the old
 * text is dropped at once (it no longer describes the file), the new one is queued.
 */
export async function startResumeText(jobs: JobQueue, deps: Deps): Promise<ResumeChanged> {
  await jobs.work<{ candidateId: string }>(RESUME_TEXT_JOB, (data) =>
    extractFor(deps, data.candidateId),
  );
  return async (candidateId, resumeUrl) => {
    await deps.db
      .update(candidates)
      .set({ resumeText: null, updatedAt: sql`${candidates.updatedAt}` })
      .where(eq(candidates.id, candidateId));
    if (resumeUrl) await jobs.send(RESUME_TEXT_JOB, { candidateId });
  };
}
