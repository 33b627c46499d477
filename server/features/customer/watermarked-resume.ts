/**
 * A résumé fetched through a link with `watermark`: always a PDF
 * made here and streamed by the server, stamped on every page with who it was handed to
 * and the day. A PDF résumé is stamped as it is; a Word résumé (or a PDF that cannot be
 * stamped, e.g. encrypted) is rebuilt from the text the background job stored (read
 * here first when the job has not run yet). The stored
 * file itself is never sent, whatever goes wrong. Why in-process, with a limit:
 * docs/decisions/086-watermarked-resumes.md.
 */
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { CONVERTED_NOTE, WATERMARK_MESSAGES, watermarkLine } from "#common/watermark-values.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { concurrencyLimit, LimitReached } from "../../lib/concurrency-limit.ts";
import { HttpError } from "../../lib/http-error.ts";
import { PdfRefused, stampPdf } from "../../lib/pdf/stamp.ts";
import { textPdf } from "../../lib/pdf/text-pdf.ts";
import { extractForCandidate, type ResumeTextDeps } from "../candidates/resume-text.ts";
import { objectKey } from "../objects/serve.ts";
import { storedFile } from "../objects/service.ts";
import { sharedNotFound } from "./service.ts";

/**
 * Stamps at once per process, and in line behind them: two keep one core free for every
 * other request on the 2-core machines measured; twenty in line cover a team opening a
 * shortlist's résumés together. Past that: 503 with Retry-After.
 */
export const WATERMARK_LIMIT = { running: 2, waiting: 20 };
const limit = concurrencyLimit(WATERMARK_LIMIT.running, WATERMARK_LIMIT.waiting);

const RETRY_AFTER_SECONDS = { busy: 5, pending: 60 };

const unavailable = (message: string, seconds: number) =>
  new HttpError(503, message, undefined, { "retry-after": String(seconds) });
const unreadable = () => new HttpError(422, WATERMARK_MESSAGES.unreadable);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface WatermarkRequest {
  objectPath: string;
  candidateId: string;
  fullName: string;
  /** The verified viewer's e-mail, or null for an anonymous one. */
  viewerEmail: string | null;
  customerName: string;
  /** The name the download is offered under, without its extension. */
  downloadName: string;
  now: Date;
}

/** The candidate's stored résumé text, and whether the job has finished with the file. */
async function storedText(db: Db, candidateId: string) {
  const [row] = await db
    .select({ text: candidates.resumeText, failure: candidates.resumeTextFailure })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return { text: row?.text ?? null, read: !!row && (row.text !== null || row.failure !== null) };
}

/** The résumé as a stamped PDF, or why not (an HttpError). */
async function watermarked(deps: ResumeTextDeps, request: WatermarkRequest): Promise<Uint8Array> {
  const key = objectKey(request.objectPath);
  const file = key ? await storedFile(deps.db, key) : null;
  if (!key || !file) throw sharedNotFound();
  const line = watermarkLine(request.viewerEmail, request.customerName, request.now);
  const fromText = async () => {
    let { text, read } = await storedText(deps.db, request.candidateId);
    if (!read) {
      // The background job has not read the file yet (it was just uploaded): read it now,
      // the same way and with the same limits, rather than turn the customer away.
      await extractForCandidate(deps, request.candidateId);
      ({ text, read } = await storedText(deps.db, request.candidateId));
    }
    if (text) return textPdf({ title: request.fullName, note: CONVERTED_NOTE, text }, line);
    if (!read) throw unavailable(WATERMARK_MESSAGES.pending, RETRY_AFTER_SECONDS.pending);
    throw unreadable();
  };
  if (file.contentType !== "application/pdf") return limit.run(fromText);
  return limit.run(async () => {
    const stream = await deps.storage.stream(key);
    if (!stream) throw sharedNotFound();
    try {
      return await stampPdf(await readAll(stream), line);
    } catch (error) {
      if (error instanceof PdfRefused) return fromText();
      throw error;
    }
  });
}

export async function sendWatermarkedResume(
  reply: FastifyReply,
  deps: ResumeTextDeps,
  request: WatermarkRequest,
): Promise<FastifyReply> {
  let bytes: Uint8Array;
  try {
    bytes = await watermarked(deps, request);
  } catch (error) {
    if (error instanceof LimitReached) {
      throw unavailable(WATERMARK_MESSAGES.busy, RETRY_AFTER_SECONDS.busy);
    }
    throw error;
  }
  const name = `${request.downloadName}.pdf`.replace(/["\\]/g, "");
  return reply
    .header("content-type", "application/pdf")
    .header("cache-control", "no-store")
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("content-length", String(bytes.byteLength))
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
