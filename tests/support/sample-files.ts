/**
 * Small real files for upload tests, built in code: a PNG, a PDF and a DOCX (a zip with the
 * Office content types) that carry a given text, a Word "zip bomb", a legacy DOC header,
 * padding for limits.
 */
import { once } from "node:events";
import { crc32, createDeflate, createDeflateRaw, deflateSync } from "node:zlib";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour; `padTo` appends a private chunk to reach a size. */
export function png(options: { padTo?: number; rgb?: [number, number, number] } = {}): Buffer {
  const [r, g, b] = options.rgb ?? [37, 99, 235];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([r, g, b]).flat()])),
  );
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(rows)),
  ];
  const end = pngChunk("IEND", Buffer.alloc(0));
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  if (options.padTo && options.padTo > size + 12) {
    parts.push(pngChunk("prVt", Buffer.alloc(options.padTo - size - 12)));
  }
  return Buffer.concat([...parts, end]);
}

/** A PDF file of `objects` (1 the catalog), with its cross-reference table and trailer. */
export function assemblePdf(version: string, objects: Buffer[]): Buffer {
  const parts = [Buffer.from(`%PDF-${version}\n`)];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((object, i) => {
    offsets.push(size);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      object,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    size += part.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) trailer += `${String(offset).padStart(10, "0")} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(trailer)]);
}

/**
 * A valid one-page PDF whose page shows `text` (Helvetica), with a correct cross-reference
 * table, so PDF readers extract the text.
 */
export function pdf(text = "Resume"): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A PDF "bomb": one page whose content stream shows a line of text and then unpacks to
 * `unpackedBytes` (default 1 GB) of spaces, deflated to about a thousandth of that. It is
 * deflated as a stream from one repeated chunk, so the test never holds the spaces.
 */
export async function pdfBomb(unpackedBytes = 1024 * 1024 * 1024): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  deflate.write("BT /F1 12 Tf 72 720 Td (Hidden) Tj ET ");
  const spaces = Buffer.alloc(64 * 1024, " ");
  for (let size = 0; size < unpackedBytes; size += spaces.length) {
    // Waits while the stream's buffer is full: it would otherwise hold every chunk written.
    if (!deflate.write(spaces)) await once(deflate, "drain");
  }
  deflate.end();
  await done;
  const stream = Buffer.concat(out);
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
  return assemblePdf("1.4", objects);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => (c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&amp;"));

/** One entry of a zip archive: its bytes as stored (deflated or not) and what they unpack to. */
interface ZipEntry {
  name: string;
  data: Buffer;
  /** 0: stored as is, 8: deflated. */
  method: 0 | 8;
  crc: number;
  size: number;
}

const stored = (name: string, content: Buffer): ZipEntry => ({
  name,
  data: content,
  method: 0,
  crc: crc32(content),
  size: content.length,
});

/** A zip archive of the given entries, with its central directory. */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, crc, size } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_START = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_END = "</w:body></w:document>";
const paragraph = (text: string) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`;

/** A Word document around the given document.xml entry. */
const wordPackage = (document: ZipEntry) =>
  zip([
    stored("[Content_Types].xml", Buffer.from(CONTENT_TYPES)),
    document,
    stored("_rels/.rels", Buffer.from(RELS)),
  ]);

/** A minimal Word document (.docx) whose one paragraph is `text`. */
export function docx(text = "Resume"): Buffer {
  return wordPackage(
    stored("word/document.xml", Buffer.from(DOCUMENT_START + paragraph(text) + DOCUMENT_END)),
  );
}

interface BombOptions {
  /** What document.xml unpacks to (default 150 MB). */
  unpackedBytes?: number;
  /** Another unpacked size written into the headers: an archive that lies. */
  declaredBytes?: number;
  /** 0 deflates without packing (a large document that is no bomb); default 9. */
  level?: number;
  /** Numbered paragraphs, which pack about as well as real text (not a thousand to one). */
  varied?: boolean;
  /** The document part's name, which the package's relationships point to. */
  partName?: string;
}

/**
 * A "zip bomb": a valid Word document whose document part is `unpackedBytes` of
 * paragraphs, deflated to a few hundred KB. It is deflated as a stream, chunk by chunk, so
 * the test never holds the unpacked document.
 */
export async function docxBomb(options: BombOptions = {}): Promise<Buffer> {
  const unpackedBytes = options.unpackedBytes ?? 150 * 1024 * 1024;
  const start = Buffer.from(DOCUMENT_START);
  const end = Buffer.from(DOCUMENT_END);
  let n = 0;
  const chunk = () => {
    const paragraphs: string[] = [];
    for (let length = 0; length < 64 * 1024; n++) {
      paragraphs.push(paragraph(options.varied ? `Bomb ${n * 7919}` : "Bomb"));
      length += paragraphs.at(-1)!.length;
    }
    return Buffer.from(paragraphs.join(""));
  };
  const repeated = chunk();
  const deflate = createDeflateRaw({ level: options.level ?? 9 });
  const out: Buffer[] = [];
  deflate.on("data", (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  let crc = crc32(start);
  let size = start.length;
  deflate.write(start);
  for (;;) {
    const next = options.varied ? chunk() : repeated;
    if (size + next.length + end.length > unpackedBytes) break;
    deflate.write(next);
    crc = crc32(next, crc);
    size += next.length;
    // Lets the stream drain: its buffer would otherwise hold every chunk written.
    if (deflate.writableNeedDrain) await once(deflate, "drain");
  }
  deflate.end(end);
  crc = crc32(end, crc);
  size += end.length;
  await done;
  const partName = options.partName ?? "word/document.xml";
  return zip([
    stored("[Content_Types].xml", Buffer.from(CONTENT_TYPES)),
    {
      name: partName,
      data: Buffer.concat(out),
      method: 8,
      crc,
      size: options.declaredBytes ?? size,
    },
    stored("_rels/.rels", Buffer.from(RELS.replace("word/document.xml", partName))),
  ]);
}

/** The header of an OLE compound file, the container of legacy .doc files. */
export function doc(): Buffer {
  const b = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  return b;
}

/** Bytes that are no known file type. */
export function plainText(size = 100): Buffer {
  return Buffer.alloc(size, "a");
}
