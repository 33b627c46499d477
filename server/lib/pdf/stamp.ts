/**
 * Stamps every page of an existing PDF with a watermark line (pdf-lib). What cannot be
 * stamped (an encrypted file, one pdf-lib cannot parse, one without pages) is a
 * PdfRefused: the caller decides what to answer, and never hands out the original instead.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { drawMark } from "./mark.ts";
import { oversizedLoadedStream } from "./stream-check.ts";
import { toFontCharacters } from "./win-ansi.ts";

export class PdfRefused extends Error {
  readonly reason: "encrypted" | "damaged";
  constructor(reason: "encrypted" | "damaged", detail: string) {
    super(detail);
    this.name = "PdfRefused";
    this.reason = reason;
  }
}

/**
 * Objects parsed (and, when saving, written) between yields to the event loop: a large
 * résumé is worked on in slices, so other requests are answered in between.
 */
export const OBJECTS_PER_TICK = 100;

export async function stampPdf(bytes: Uint8Array, line: string): Promise<Uint8Array> {
  const oversized = oversizedLoadedStream(bytes);
  if (oversized) throw new PdfRefused("damaged", oversized);
  let document: PDFDocument;
  try {
    // Encryption is checked below: pdf-lib's own EncryptedPDFError is built for ES5, where
    // `instanceof` on a subclass of Error does not hold.
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      parseSpeed: OBJECTS_PER_TICK,
      updateMetadata: false,
    });
  } catch (error) {
    throw new PdfRefused("damaged", (error as Error).message);
  }
  // Its streams are ciphertext: a stamp added beside them would be all a reader could show.
  if (document.isEncrypted) throw new PdfRefused("encrypted", "the PDF is encrypted");
  try {
    const pages = document.getPages();
    if (pages.length === 0) throw new Error("the document has no pages");
    const font = await document.embedFont(StandardFonts.Helvetica);
    const text = toFontCharacters(line, new Set(font.getCharacterSet()));
    for (const page of pages) drawMark(page, font, text);
    return await document.save({ objectsPerTick: OBJECTS_PER_TICK });
  } catch (error) {
    // A page tree or content pdf-lib parsed but cannot draw on or write back.
    throw new PdfRefused("damaged", (error as Error).message);
  }
}
