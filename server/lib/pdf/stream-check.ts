/**
 * pdf-lib unpacks a PDF's object streams and cross-reference streams whole while it loads
 * the file, in one synchronous step. A 255 KB PDF whose object stream unpacks to 256 MB
 * held the event loop for 5 s and took the process's RSS from 85 to 600 MB (measured,
 * docs/decisions/086-watermarked-resumes.md); a 10 MB one could end the server. So those
 * streams are unpacked first with zlib, which stops at a limit, and a file past it is
 * refused before pdf-lib sees it.
 */
import { inflateSync } from "node:zlib";

/** Far above any real résumé's object stream (tens of KB), far below the server's memory. */
export const LOADED_STREAM_MAX_BYTES = 16 * 1024 * 1024;

/** A stream pdf-lib decodes at load: /Type /ObjStm or /XRef, or a /Type it cannot see yet. */
function decodedAtLoad(dictionary: string): boolean {
  // Names may spell characters as #xx ("/Obj#53tm"): compare them as pdf-lib reads them.
  const plain = dictionary.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return /\/Type\s*\/(ObjStm|XRef)\b/.test(plain) || /\/Type\s+\d+\s+\d+\s+R/.test(plain);
}

const FLATE_ONLY = /\/Filter\s*(\/FlateDecode|\[\s*\/FlateDecode\s*\])/;

/** Why the file is refused, or null when every stream pdf-lib unpacks at load is small. */
export function oversizedLoadedStream(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  const start = /\bstream(\r\n|\n|\r)/g;
  let previousEnd = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd < 0) return null;
    const dictionary = text.slice(
      Math.max(previousEnd, text.lastIndexOf("obj", match.index)),
      match.index,
    );
    start.lastIndex = dataEnd + "endstream".length;
    previousEnd = start.lastIndex;
    if (!decodedAtLoad(dictionary) || !/\/Filter/.test(dictionary)) continue;
    // Other filters (LZW, chains) are rare in these streams and not checked: refused.
    if (!FLATE_ONLY.test(dictionary)) return "an object stream with filters other than Flate";
    try {
      inflateSync(buffer.subarray(dataStart, dataEnd), {
        maxOutputLength: LOADED_STREAM_MAX_BYTES,
      });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        return "an object stream unpacks to more than a résumé holds";
      }
      // Damaged data: pdf-lib reports it (or reads what it can) itself.
    }
  }
  return null;
}
