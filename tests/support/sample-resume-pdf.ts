/**
 * Résumé-like PDFs for the watermark tests and bench: `pages` A4 pages of wrapped text
 * (Helvetica), each starting with "Page N", written by pdf-lib with object streams as most
 * office tools write them.
 */
import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { assemblePdf } from "./sample-files.ts";

const WORDS =
  "Designed and ran the payments platform, moved services to Kubernetes, led four engineers, reviewed code, wrote TypeScript and Go, tuned PostgreSQL queries and mentored juniors.".split(
    " ",
  );

/** About `words` words of résumé-like prose. */
export function resumeProse(words: number): string {
  return Array.from({ length: words }, (_, i) => WORDS[i % WORDS.length]).join(" ");
}

export async function resumePdf(pages: number, heading = "Curriculum vitae"): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Page ${n} ${heading}`, { x: 56, y: 780, size: 14, font });
    const line = resumeProse(14);
    for (let y = 750; y > 80; y -= 15) page.drawText(line, { x: 56, y, size: 10, font });
  }
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/**
 * A one-page PDF whose object stream (named `/Type /<typeName>`) unpacks to
 * `unpackedBytes` of spaces: small on disk, large once pdf-lib loads it.
 */
export function objectStreamBomb(unpackedBytes: number, typeName = "ObjStm"): Buffer {
  const stream = deflateSync(
    Buffer.concat([Buffer.from("6 0 << /Bomb true >>"), Buffer.alloc(unpackedBytes, " ")]),
    { level: 9 },
  );
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"),
    Buffer.concat([
      Buffer.from(
        `<< /Type /${typeName} /N 1 /First 4 /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      stream,
      Buffer.from("\nendstream"),
    ]),
  ];
  return assemblePdf("1.5", objects);
}
