/**
 * Reads a résumé's text in a child process with a heap limit of its own and a deadline
 * (lib/limited-process.ts), so a file built to exhaust memory or time ends that process and
 * never the server. Passing a limit is the file's fault and final: it becomes a failure
 * reason, like a damaged file, and the job does not retry it.
 */
import {
  ProcessLimitReached,
  type ProcessLimits,
  runInLimitedProcess,
} from "../../lib/limited-process.ts";
import { processEntryUrl } from "../../lib/process-entries.ts";
import type { Extracted } from "./extract-text.ts";

/**
 * The reader's limits. Heap: what the readers need for the largest résumé the checks let
 * through, with room (measured: a 9 MB PDF of text 96–128 MB, 2.4 MB of dense Word XML
 * under 192 MB; the Word checks allow 2 MB, objects/docx-limits.ts). One résumé is read at a time per
 * server process (the job's concurrency is 1), so a replica's memory is bounded by its own
 * heap plus one reader. Time: a 10 MB résumé reads in under 10 s on a busy 2-core machine.
 */
export const RESUME_TEXT_READER_LIMITS: ProcessLimits = {
  dataMb: 1024,
  heapMb: 192,
  semiSpaceMb: 4,
  timeoutMs: 30_000,
};

/**
 * The file's text or why there is none. Throws only what is not the file's fault (the
 * reader could not start): the job then retries as for any other error.
 */
export async function readResumeText(
  bytes: Uint8Array,
  contentType: string,
  limits: ProcessLimits = RESUME_TEXT_READER_LIMITS,
): Promise<Extracted> {
  try {
    return await runInLimitedProcess<Extracted>(
      processEntryUrl("resume-text-reader"),
      { bytes, contentType },
      limits,
    );
  } catch (error) {
    if (!(error instanceof ProcessLimitReached)) throw error;
    return {
      failure: error.limit === "memory" ? "out-of-memory" : "timeout",
      detail: error.message,
    };
  }
}
