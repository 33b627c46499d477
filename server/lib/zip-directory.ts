/**
 * Reads a zip archive's central directory: the list of entries with the sizes they declare,
 * without unpacking anything. It needs only the archive's last bytes and the directory
 * itself, so a stored file is checked from two small reads.
 *
 * It accepts only what a reader such as JSZip (mammoth's) reads the same way, so that the
 * entries checked here are the entries unpacked later: the end record found as JSZip finds
 * it (the last signature), the directory ending exactly where the end record starts (no
 * bytes before or between, which JSZip would skip), and no zip64 (sizes of 4 GB or 65,535
 * entries, never needed by a document; JSZip would read a second, zip64 directory instead).
 */
import { inflateRawSync } from "node:zlib";

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_BYTES = 22;
const ENTRY_BYTES = 46;
const LOCAL_BYTES = 30;
/** The end record's comment is at most 65,535 bytes, so the record lies within this tail. */
export const ZIP_TAIL_BYTES = END_BYTES + 0xffff;

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated (the two methods Office files use). */
  method: number;
  compressedSize: number;
  /** What the archive says the entry unpacks to (it may lie: see `unpacksWithin`). */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** An archive this reader refuses: damaged, or built in a way a document never is. */
export class ZipFormatError extends Error {
  override name = "ZipFormatError";
}

/** A directory larger than the caller reads: more entries, or longer names, than it allows. */
export class ZipDirectoryTooLarge extends ZipFormatError {
  override name = "ZipDirectoryTooLarge";
}

/** Reads `length` bytes at `offset` of the archive (fewer only past its end). */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The entries of the archive of `size` bytes. `maxDirectoryBytes` bounds the one read of the
 * directory, so a directory that claims to be huge is refused before it is read.
 */
export async function readZipDirectory(
  size: number,
  read: ReadRange,
  maxDirectoryBytes: number,
): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await read(tailStart, size - tailStart);
  const t = view(tail);
  let end = -1;
  for (let i = tail.length - 4; i >= 0; i--) {
    if (t.getUint32(i, true) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0 || end + END_BYTES > tail.length) throw new ZipFormatError("no end record");
  const count = t.getUint16(end + 10, true);
  const directorySize = t.getUint32(end + 12, true);
  const directoryOffset = t.getUint32(end + 16, true);
  if (
    t.getUint16(end + 4, true) !== 0 ||
    t.getUint16(end + 6, true) !== 0 ||
    t.getUint16(end + 8, true) !== count
  ) {
    throw new ZipFormatError("a split archive");
  }
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipFormatError("zip64");
  }
  if (end >= 20 && t.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) {
    throw new ZipFormatError("zip64");
  }
  if (directoryOffset + directorySize !== tailStart + end) {
    throw new ZipFormatError("the directory does not end at the end record");
  }
  if (directorySize > maxDirectoryBytes) {
    throw new ZipDirectoryTooLarge(`a directory of ${directorySize} bytes`);
  }
  const directory = await read(directoryOffset, directorySize);
  if (directory.length !== directorySize) throw new ZipFormatError("a short directory");
  return parseEntries(directory, count);
}

function parseEntries(directory: Uint8Array, count: number): ZipEntry[] {
  const d = view(directory);
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + ENTRY_BYTES <= directory.length && d.getUint32(at, true) === ENTRY_SIGNATURE) {
    const nameLength = d.getUint16(at + 28, true);
    const next =
      at + ENTRY_BYTES + nameLength + d.getUint16(at + 30, true) + d.getUint16(at + 32, true);
    if (next > directory.length) throw new ZipFormatError("an entry past the directory");
    const entry: ZipEntry = {
      name: new TextDecoder().decode(
        directory.subarray(at + ENTRY_BYTES, at + ENTRY_BYTES + nameLength),
      ),
      method: d.getUint16(at + 10, true),
      compressedSize: d.getUint32(at + 20, true),
      uncompressedSize: d.getUint32(at + 24, true),
      localHeaderOffset: d.getUint32(at + 42, true),
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.localHeaderOffset === 0xffffffff
    ) {
      throw new ZipFormatError("zip64");
    }
    entries.push(entry);
    at = next;
  }
  // JSZip reads entries for as long as their signature repeats, whatever the count says.
  if (at !== directory.length || entries.length !== count) {
    throw new ZipFormatError("the directory holds other entries than it counts");
  }
  return entries;
}

/**
 * Whether the entry, unpacked, is at most the size it declares: a directory may lie, and a
 * reader unpacks what the data holds. Unpacks into at most `uncompressedSize + 1` bytes and
 * drops them, so the check costs no more memory than the declared size allows.
 */
export function unpacksWithin(archive: Uint8Array, entry: ZipEntry): boolean {
  const local = entry.localHeaderOffset;
  if (local + LOCAL_BYTES > archive.length) throw new ZipFormatError("an entry past the end");
  const l = view(archive);
  if (l.getUint32(local, true) !== LOCAL_SIGNATURE) throw new ZipFormatError("no local header");
  const start = local + LOCAL_BYTES + l.getUint16(local + 26, true) + l.getUint16(local + 28, true);
  const data = archive.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipFormatError("an entry past the end");
  if (entry.method === 0) return entry.compressedSize === entry.uncompressedSize;
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  try {
    return (
      inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 }).length <=
      entry.uncompressedSize
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return false;
    throw new ZipFormatError(`an entry that does not unpack: ${(error as Error).message}`);
  }
}
