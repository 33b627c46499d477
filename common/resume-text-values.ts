/**
 * Reading a candidate's résumé text in the background: the states an admin sees, why a
 * résumé's text could not be read, and the words for each. Without zod, so a screen that
 * shows the state loads no schemas (common/candidate.ts builds the response schema on it).
 */

/**
 * `none`: no résumé; `pending`: the background job has not read it yet; `read`: its words
 * are searchable; `failed`: they are not, for the reason given.
 */
export const RESUME_TEXT_STATES = ["none", "pending", "read", "failed"] as const;
export type ResumeTextState = (typeof RESUME_TEXT_STATES)[number];

/**
 * Why a résumé's text could not be read. Each is final: the same file fails the same way
 * again, so the job records it and does not retry.
 */
export const RESUME_TEXT_FAILURES = [
  "too-large",
  "out-of-memory",
  "timeout",
  "damaged",
  "unsupported",
  "no-text",
] as const;
export type ResumeTextFailure = (typeof RESUME_TEXT_FAILURES)[number];

const failureReasons: Record<ResumeTextFailure, string> = {
  "too-large": "the Word file unpacks to far more than a résumé holds",
  "out-of-memory": "reading it needed more memory than a résumé may use",
  timeout: "reading it took longer than a résumé may take",
  damaged: "the file is damaged or password-protected",
  unsupported: "Word 97–2003 (.doc) files are not read; a PDF or .docx is",
  "no-text": "it holds no text, only images such as a scanned page",
};

/** What the admin's candidate screen and API say about a résumé whose text was not read. */
export function resumeTextFailureMessage(failure: ResumeTextFailure): string {
  return `The résumé's text could not be read (${failureReasons[failure]}). The candidate is still found by everything else on the profile.`;
}

/**
 * An upload refused at once because its Word file declares more unpacked data than the
 * limits allow (422): the file is well-formed, but no résumé needs that much.
 */
export const RESUME_UNPACKS_TOO_LARGE_MESSAGE =
  "This Word file unpacks to far more than a résumé holds. Please upload a PDF or save the document again.";
