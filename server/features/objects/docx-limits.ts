/**
 * How much a Word résumé (.docx, a zip archive) may unpack to. A few hundred KB of zip can
 * declare, and hold, 150 MB of XML or more (a "zip bomb"); a reader that unpacks and parses
 * it runs out of memory. The archive's directory is checked before anything is unpacked:
 * at upload, to refuse the file with a clear answer, and again before the text is read,
 * since a file may reach storage by another way (a presigned upload attached later).
 */
import { MIB } from "#common/constants.ts";
import {
  type ReadRange,
  readZipDirectory,
  ZipDirectoryTooLarge,
  type ZipEntry,
  ZipFormatError,
} from "../../lib/zip-directory.ts";

/** A Word document's type, as file-type names it and as it is stored. */
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The limits, each far above a real résumé and below what the reader can hold. A résumé's
 * XML (document.xml and the small parts beside it) is tens to hundreds of KB; its largest
 * entries are pictures, which do not compress and which the text reader never unpacks.
 */
export const DOCX_LIMITS = {
  /** A Word document has 10–30 parts, a few hundred with many pictures or embedded fonts. */
  entries: 1_000,
  /**
   * All XML parts together, unpacked: what mammoth parses into a tree, at 30–80 bytes of
   * heap per byte of XML (measured with the reader's 192 MB heap, read-resume-text.ts:
   * 2.4 MB of very dense Word XML read, 2.9 MB did not). 2 MB is some fifty pages of
   * formatted text. A part named otherwise but parsed as XML (the package may point
   * anywhere) is not counted here: the reader's heap limit stops it.
   */
  xmlBytes: 2 * MIB,
  /** Any one part, unpacked: a picture up to the 10 MB a whole résumé may be, with room. */
  entryBytes: 20 * MIB,
  /** All parts together, unpacked: pictures (about their packed size) and the XML. */
  totalBytes: 50 * MIB,
  /**
   * Unpacked per packed byte, for parts above `ratioFromBytes`: Word's XML packs about 5–20
   * to 1 (very regular tables 30–50); a bomb packs hundreds to a thousand to 1. Small parts
   * are left out: a few KB of repeated XML may pack 200 to 1 and harm nothing.
   */
  ratio: 100,
  ratioFromBytes: 1 * MIB,
  /** The directory itself: about 100 bytes per entry. */
  directoryBytes: 1 * MIB,
} as const;

export type DocxRefusal = "too-large" | "damaged";

/** A Word file refused before it is unpacked: too large unpacked, or an unreadable archive. */
export class DocxRefused extends Error {
  override name = "DocxRefused";
  readonly refusal: DocxRefusal;

  constructor(refusal: DocxRefusal, detail: string) {
    super(detail);
    this.refusal = refusal;
  }
}

const tooLarge = (detail: string) => new DocxRefused("too-large", detail);

/** The entries' declared sizes against the limits; throws DocxRefused("too-large"). */
function checkDeclaredSizes(entries: ZipEntry[]): void {
  if (entries.length > DOCX_LIMITS.entries) throw tooLarge(`${entries.length} entries`);
  let total = 0;
  let xml = 0;
  for (const entry of entries) {
    const { name, compressedSize, uncompressedSize } = entry;
    if (uncompressedSize > DOCX_LIMITS.entryBytes) {
      throw tooLarge(`${name} unpacks to ${uncompressedSize} bytes`);
    }
    if (
      uncompressedSize > DOCX_LIMITS.ratioFromBytes &&
      uncompressedSize > DOCX_LIMITS.ratio * compressedSize
    ) {
      throw tooLarge(`${name} unpacks ${compressedSize} bytes to ${uncompressedSize}`);
    }
    total += uncompressedSize;
    if (/\.(xml|rels)$/i.test(name)) xml += uncompressedSize;
  }
  if (xml > DOCX_LIMITS.xmlBytes) throw tooLarge(`the XML parts unpack to ${xml} bytes`);
  if (total > DOCX_LIMITS.totalBytes) throw tooLarge(`all entries unpack to ${total} bytes`);
}

/**
 * Reads the archive's directory (two small reads) and checks its declared sizes; returns
 * the entries. Throws DocxRefused: "too-large" past a limit, "damaged" when the directory
 * cannot be read as one a document has.
 */
export async function checkDocxDirectory(size: number, read: ReadRange): Promise<ZipEntry[]> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(size, read, DOCX_LIMITS.directoryBytes);
  } catch (error) {
    if (error instanceof ZipDirectoryTooLarge) throw tooLarge(error.message);
    if (error instanceof ZipFormatError) throw new DocxRefused("damaged", error.message);
    throw error;
  }
  checkDeclaredSizes(entries);
  return entries;
}

/** Reads ranges of an archive held in memory. */
export const readFromBytes =
  (bytes: Uint8Array): ReadRange =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);

/** `checkDocxDirectory` for an archive held in memory. */
export function checkDocxBytes(bytes: Uint8Array): Promise<ZipEntry[]> {
  return checkDocxDirectory(bytes.length, readFromBytes(bytes));
}

/**
 * The upload's question: does the directory declare more than a résumé may (a "zip
 * bomb")? An archive the check cannot read is not refused at upload: file-type already
 * took it for a Word file, and the résumé-text job checks it again and records what it
 * finds, for admins to see.
 */
export async function declaresTooMuch(size: number, read: ReadRange): Promise<boolean> {
  try {
    await checkDocxDirectory(size, read);
    return false;
  } catch (error) {
    if (error instanceof DocxRefused) return error.refusal === "too-large";
    throw error;
  }
}
