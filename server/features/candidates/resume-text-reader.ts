/**
 * The child process that reads one résumé's text (started by read-resume-text.ts through
 * lib/limited-process.ts, with a heap limit of its own and a deadline): it gets the file's
 * bytes and type as one message and answers with the Extracted outcome.
 */
import { answerParent } from "../../lib/limited-process.ts";
import { extractResumeText } from "./extract-text.ts";

answerParent(({ bytes, contentType }: { bytes: Uint8Array; contentType: string }) =>
  extractResumeText(bytes, contentType),
);
