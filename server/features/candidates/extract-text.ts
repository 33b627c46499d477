/**
 * A résumé file's words as plain text: PDF via unpdf (pdf.js built for servers), .docx via
 * mammoth. Runs in the résumé-text reader's child process (resume-text-reader.ts), never in
 * the server's: a file can be built to need any amount of memory. What it keeps is
 * capped, and a Word file is checked before it is unpacked (objects/docx-limits.ts).
 */
import type { ResumeTextFailure } from "#common/resume-text-values.ts";
import { saysOutOfMemory } from "../../lib/limited-process.ts";
import { unpacksWithin } from "../../lib/zip-directory.ts";
import { checkDocxBytes, DOCX, DocxRefused } from "../objects/docx-limits.ts";

/** As much as the search document takes (schema/candidates.ts caps it the same way). */
export const RESUME_TEXT_MAX_CHARS = 100_000;
/**
 * Text gathered before it is tidied and cut to the cap: whitespace and layout collapse, so
 * somewhat more than the cap is read, but never the whole of a document built to be huge.
 */
const RAW_TEXT_MAX_CHARS = 4 * RESUME_TEXT_MAX_CHARS;
/**
 * Pages read from a PDF. A résumé has a few; pages with no text cost time but add nothing
 * to the cap, so a PDF of thousands of blank pages would otherwise be read to the end.
 */
export const PDF_MAX_PAGES = 100;

const PDF = "application/pdf";

/** The text (at most RESUME_TEXT_MAX_CHARS, tidied), or why there is none. */
export type Extracted = { text: string } | { failure: ResumeTextFailure; detail: string };

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  // A copy, as a plain Uint8Array: pdf.js refuses a Buffer, and may take over what it is given.
  // verbosity 0: errors only; pdf.js warns about every odd font otherwise.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  let text = "";
  const pages = Math.min(document.numPages, PDF_MAX_PAGES);
  // One page at a time (not all at once): only one page's objects are held.
  for (let number = 1; number <= pages && text.length < RAW_TEXT_MAX_CHARS; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ("str" in item) text += `${item.str}${item.hasEOL ? "\n" : " "}`;
    }
    page.cleanup();
    text += "\n";
  }
  await document.loadingTask.destroy();
  return text;
}

/**
 * The declared sizes first (too many entries, or unpacking too large, ends here), then
 * the data against what it declares: the directory may lie, and mammoth unpacks the data.
 */
async function docxText(bytes: Uint8Array): Promise<string> {
  const entries = await checkDocxBytes(bytes);
  for (const entry of entries) {
    if (!unpacksWithin(bytes, entry)) {
      throw new DocxRefused("too-large", `${entry.name} unpacks to more than it declares`);
    }
  }
  const mammoth = await import("mammoth");
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (await mammoth.extractRawText({ buffer })).value;
}

/** The résumé's text, or the failure that keeps it unsearched (never throws). */
export async function extractResumeText(
  bytes: Uint8Array,
  contentType: string,
): Promise<Extracted> {
  let raw: string;
  try {
    if (contentType === PDF) raw = await pdfText(bytes);
    else if (contentType === DOCX) raw = await docxText(bytes);
    else return { failure: "unsupported", detail: contentType };
  } catch (error) {
    if (error instanceof DocxRefused) return { failure: error.refusal, detail: error.message };
    const detail = (error as Error).message ?? String(error);
    // A buffer the process's data limit refused (read-resume-text.ts): a document that
    // unpacks to more than a résumé may, e.g. a PDF stream of a gigabyte of spaces.
    if (saysOutOfMemory(detail)) return { failure: "out-of-memory", detail };
    // A damaged or encrypted file: reading it again cannot help.
    return { failure: "damaged", detail };
  }
  const text = raw.slice(0, RAW_TEXT_MAX_CHARS).replace(/\s+/g, " ").trim();
  if (!text) return { failure: "no-text", detail: contentType };
  return { text: text.slice(0, RESUME_TEXT_MAX_CHARS) };
}
