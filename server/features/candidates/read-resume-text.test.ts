import { describe, expect, it } from "vitest";
import { docx, docxBomb, pdf, pdfBomb } from "../../../tests/support/sample-files.ts";
import { RESUME_TEXT_READER_LIMITS, readResumeText } from "./read-resume-text.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("reading a résumé in a child process", () => {
  it("returns the text of a PDF and a Word file", async () => {
    expect(await readResumeText(pdf("Led the Quetzalcoatl migration"), "application/pdf")).toEqual({
      text: "Led the Quetzalcoatl migration",
    });
    expect(await readResumeText(docx("Built Zanzibarcode tooling"), DOCX)).toEqual({
      text: "Built Zanzibarcode tooling",
    });
  });

  it("records a file that needs more than the reader's heap as out of memory", async () => {
    // 1.9 MB of XML passes every declared-size check; in a 48 MB heap the reader cannot
    // hold its tree. The heap limit is what stands behind the checks.
    const heavy = await docxBomb({ unpackedBytes: 1.9 * 1024 * 1024, level: 0 });
    const heapBefore = process.memoryUsage().heapUsed;
    expect(
      await readResumeText(heavy, DOCX, { ...RESUME_TEXT_READER_LIMITS, heapMb: 48 }),
    ).toMatchObject({ failure: "out-of-memory" });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
  }, 60_000);

  it.runIf(process.platform === "linux")(
    "stops a PDF whose stream unpacks to far more than its heap, at the data limit",
    async () => {
      // Half a gigabyte of spaces in 0.5 MB: outside the heap, only the data limit holds it.
      const bomb = await pdfBomb(512 * 1024 * 1024);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(await readResumeText(bomb, "application/pdf")).toMatchObject({
        failure: "out-of-memory",
      });
    },
    60_000,
  );

  it("records a file read past the deadline as timed out", async () => {
    expect(
      await readResumeText(pdf("Slow"), "application/pdf", {
        ...RESUME_TEXT_READER_LIMITS,
        timeoutMs: 1,
      }),
    ).toMatchObject({ failure: "timeout" });
  });
});
