/**
 * Résumé text: when a candidate's résumé changes, a background job (the shared queue,
 * server/jobs/queue.ts) reads the file and stores its text in candidates.resume_text, which
 * feeds the search document, matching's résumé evidence and the suggestions, and is never
 * sent to anyone. An application's résumé is read by the same job into
 * applications.resume_text, for the suggestions its review offers. The reading happens in a
 * child process with limits (read-resume-text.ts); a file that cannot be read leaves the
 * candidate searchable by everything else and records why in resume_text_failure, which
 * admins see. The job writes only if the résumé is still the one it read.
 */
import type { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, candidates } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { storedFile } from "../objects/service.ts";
import type { Extracted } from "./extract-text.ts";
import type { ResumeChanged } from "./files.ts";
import { readResumeText } from "./read-resume-text.ts";

export const RESUME_TEXT_JOB = "candidate-resume-text";

/** What a new or removed résumé sets: the old text and its failure no longer apply. */
export const RESUME_TEXT_CLEARED = { resumeText: null, resumeTextFailure: null } as const;

export interface ResumeTextDeps {
  db: Db;
  storage: ObjectStorage;
  log: { warn(obj: unknown, msg?: string): void };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The text of the stored résumé at `resumeUrl`, or why there is none; null when the file is
 * not (or no longer) stored.
 */
async function readStored(
  deps: ResumeTextDeps,
  resumeUrl: string | null,
): Promise<Extracted | null> {
  if (!resumeUrl?.startsWith("/objects/")) return null;
  const key = resumeUrl.slice("/objects/".length);
  const file = await storedFile(deps.db, key);
  const stream = file ? await deps.storage.stream(key) : null;
  if (!file || !stream) return null;
  // The file is at most the upload limit (10 MB): the server's heap holds it while a child
  // process reads it. Every outcome of reading is final; only storage or database errors retry.
  return readResumeText(await readAll(stream), file.contentType);
}

/** What an outcome stores: the text, or why there is none. */
const stored = (outcome: Extracted) =>
  "text" in outcome
    ? { resumeText: outcome.text, resumeTextFailure: null }
    : { resumeText: null, resumeTextFailure: outcome.failure };

function logFailure(deps: ResumeTextDeps, outcome: Extracted, target: object) {
  if ("failure" in outcome) {
    deps.log.warn(
      { ...target, failure: outcome.failure, detail: outcome.detail },
      "résumé text could not be read",
    );
  }
}

/**
 * Reads the candidate's stored résumé into its text now (the job's work, also done by a
 * watermarked download that finds the job has not run yet).
 */
export async function extractForCandidate(
  deps: ResumeTextDeps,
  candidateId: string,
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ resumeUrl: candidates.resumeUrl })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const resumeUrl = row?.resumeUrl ?? null;
  const outcome = await readStored(deps, resumeUrl);
  if (!outcome || !resumeUrl) return;
  logFailure(deps, outcome, { candidateId });
  await db
    .update(candidates)
    // Not an edit by anyone: the candidate's updatedAt stays as it was.
    .set({ ...stored(outcome), updatedAt: sql`${candidates.updatedAt}` })
    .where(and(eq(candidates.id, candidateId), eq(candidates.resumeUrl, resumeUrl)));
}

/** An application's résumé, read the same way, for the suggestions its review offers. */
async function extractForApplication(deps: ResumeTextDeps, applicationId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ resumeUrl: applications.resumeUrl })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const resumeUrl = row?.resumeUrl ?? null;
  const outcome = await readStored(deps, resumeUrl);
  if (!outcome || !resumeUrl) return;
  logFailure(deps, outcome, { applicationId });
  await db
    .update(applications)
    .set({ ...stored(outcome), updatedAt: sql`${applications.updatedAt}` })
    .where(and(eq(applications.id, applicationId), eq(applications.resumeUrl, resumeUrl)));
}

/** The job's data: whose résumé to read. */
export type ResumeTextTarget = { candidateId: string } | { applicationId: string };

/**
 * Starts the worker and returns what the candidate routes call on a résumé change: the old
 * text is dropped at once (it no longer describes the file), the new one is queued.
 */
export async function startResumeText(
  jobs: JobQueue,
  deps: ResumeTextDeps,
): Promise<ResumeChanged> {
  await jobs.work<ResumeTextTarget>(RESUME_TEXT_JOB, (data) =>
    "applicationId" in data
      ? extractForApplication(deps, data.applicationId)
      : extractForCandidate(deps, data.candidateId),
  );
  return async (candidateId, resumeUrl) => {
    await deps.db
      .update(candidates)
      .set({ ...RESUME_TEXT_CLEARED, updatedAt: sql`${candidates.updatedAt}` })
      .where(eq(candidates.id, candidateId));
    if (resumeUrl) await jobs.send(RESUME_TEXT_JOB, { candidateId });
  };
}
