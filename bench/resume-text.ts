/**
 * Reading a résumé's text (server/features/candidates/read-resume-text.ts), run with the
 * server's heap flags (`npm run serve`'s):
 *
 * 1. A normal résumé's time: read in the server's own thread (as before the reader had a
 *    process of its own) against the child process, alternated so that machine load falls
 *    on both alike.
 * 2. Memory while reading normal files and files built to exhaust it: the reader's peak
 *    resident memory (the child, sampled every 20 ms), and this process's peak RSS and
 *    heap, which stand for the server's.
 *
 *   node --max-semi-space-size=16 --max-old-space-size=384 bench/resume-text.ts
 */
import fs from "node:fs";
import { readResumeText } from "../server/features/candidates/read-resume-text.ts";
import { docx, docxBomb, pdf, pdfBomb } from "../tests/support/sample-files.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MB = 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** The in-thread reading this bench compares with, as the server did it before. */
async function inThread(bytes: Buffer, contentType: string): Promise<string> {
  let text: string;
  if (contentType === "application/pdf") {
    const { extractText, getDocumentProxy } = await import("unpdf");
    const document = await getDocumentProxy(new Uint8Array(bytes));
    text = (await extractText(document, { mergePages: true })).text;
  } else {
    const mammoth = await import("mammoth");
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 100_000);
}

/** A PDF of `pages` pages of `lines` lines of text each, its streams not packed. */
function textPdf(pages: number, lines: number): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const kids: string[] = [];
  for (let p = 0; p < pages; p++) {
    let content = "BT /F1 10 Tf 72 760 Td 12 TL\n";
    for (let l = 0; l < lines; l++) {
      content += `(Senior engineer ${p}-${l}: built TypeScript services, led a Kubernetes migration) '\n`;
    }
    objects.push(`<< /Length ${content.length + 2} >>\nstream\n${content}ET\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${objects.length} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const normal: Array<[string, Buffer, string]> = [
  ["PDF", pdf("Led the Quetzalcoatl migration"), "application/pdf"],
  ["DOCX", docx("Built Zanzibarcode tooling"), DOCX],
];

const timings: Record<string, number[]> = {};
const time = async (label: string, run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  timings[label] = [...(timings[label] ?? []), performance.now() - started];
};
for (const [name, bytes, type] of normal) {
  await time(`${name} in the server's thread, first (loads the reader)`, () =>
    inThread(bytes, type),
  );
}
for (let i = 0; i < RUNS; i++) {
  for (const [name, bytes, type] of normal) {
    await time(`${name} in the server's thread`, () => inThread(bytes, type));
    await time(`${name} in a child process`, () => readResumeText(bytes, type));
  }
}
const quantile = (values: number[], q: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
console.log(`A normal résumé (${RUNS} runs each, alternated):`);
for (const [label, values] of Object.entries(timings)) {
  console.log(
    `  ${label}: median ${Math.round(quantile(values, 0.5))} ms, p90 ${Math.round(quantile(values, 0.9))} ms`,
  );
}

const kib = (pid: number, field: "VmRSS" | "VmHWM") => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0; // the child has just exited
  }
};
const children = () =>
  fs
    .readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const files: Array<[string, () => Promise<Buffer> | Buffer, string]> = [
  ["normal PDF", () => normal[0]![1], "application/pdf"],
  ["normal DOCX", () => normal[1]![1], DOCX],
  [
    "9 MB PDF of text, 100 pages (a résumé at the upload limit)",
    () => textPdf(100, 1000),
    "application/pdf",
  ],
  [
    "Word file with 1.9 MB of dense XML (at the XML limit)",
    () => docxBomb({ unpackedBytes: 1.9 * MB, varied: true }),
    DOCX,
  ],
  ["zip bomb, 150 MB of XML declared", () => docxBomb(), DOCX],
  ["zip bomb that declares 1 MB", () => docxBomb({ declaredBytes: MB }), DOCX],
  [
    "19 MB of XML under another name (passes the checks)",
    () => docxBomb({ unpackedBytes: 19 * MB, varied: true, partName: "word/a.dat" }),
    DOCX,
  ],
  ["PDF whose stream unpacks to 1 GB of spaces (1 MB file)", () => pdfBomb(), "application/pdf"],
];
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const idle = process.memoryUsage();
console.log(`\nMemory (this process idle: RSS ${mb(idle.rss)}, heap ${mb(idle.heapUsed)}):`);
for (const [name, make, type] of files) {
  const bytes = await make();
  let reader = 0;
  let rss = 0;
  let heap = 0;
  const sample = setInterval(() => {
    for (const pid of children()) reader = Math.max(reader, kib(pid, "VmHWM"));
    const own = process.memoryUsage();
    rss = Math.max(rss, own.rss);
    heap = Math.max(heap, own.heapUsed);
  }, 20);
  const started = performance.now();
  const outcome = await readResumeText(bytes, type);
  clearInterval(sample);
  const result = "text" in outcome ? `${outcome.text.length} characters` : outcome.failure;
  console.log(
    `  ${name}: ${result} in ${Math.round(performance.now() - started)} ms; reader's peak RSS ${mb(reader)}, this process's peak RSS ${mb(rss)}, heap ${mb(heap)}`,
  );
}
