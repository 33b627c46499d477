import { degrees, PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../tests/support/pdf-text.ts";
import { pdf } from "../../../tests/support/sample-files.ts";
import { objectStreamBomb } from "../../../tests/support/sample-resume-pdf.ts";
import { PdfRefused, stampPdf } from "./stamp.ts";
import { LOADED_STREAM_MAX_BYTES } from "./stream-check.ts";
import { textPdf } from "./text-pdf.ts";
import { toFontCharacters } from "./win-ansi.ts";

const LINE = "viewer@initech.example · 2026-11-28";

/** A PDF of `pages` pages, some turned, each saying which page it is. */
async function pages(count: number, rotate: number[] = []): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    const page = document.addPage([595, 842]);
    page.drawText(`Page ${n} of the résumé`, { x: 72, y: 700, size: 12, font });
    if (rotate[n - 1]) page.setRotation(degrees(rotate[n - 1]!));
  }
  return document.save();
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("stamping a PDF", () => {
  it("puts the line on every page, whatever the page's rotation, and keeps the pages", async () => {
    const stamped = await stampPdf(await pages(4, [0, 90, 180, 270]), LINE);
    const texts = await pdfPageTexts(stamped);
    expect(texts).toHaveLength(4);
    texts.forEach((text, i) => {
      expect(squash(text)).toContain(`Page ${i + 1} of the résumé`);
      expect(squash(text)).toContain(LINE);
    });
  });

  it("stamps a hand-written PDF (one content stream, no object streams)", async () => {
    const texts = await pdfPageTexts(await stampPdf(pdf("Led the payments team"), LINE));
    expect(squash(texts[0]!)).toContain("Led the payments team");
    expect(squash(texts[0]!)).toContain(LINE);
  });

  it("writes Polish and Cyrillic in letters the standard font has, never throwing", async () => {
    const line = "Shared with Łódź Zażółć Компания · 2026-11-28";
    const texts = await pdfPageTexts(await stampPdf(await pages(1), line));
    expect(squash(texts[0]!)).toContain("Shared with Lódz Zazólc Kompaniya · 2026-11-28");
  });

  it("refuses an encrypted PDF and one that is not a PDF", async () => {
    const encrypted = await PDFDocument.load(await pages(1));
    encrypted.context.trailerInfo.Encrypt = encrypted.context.obj({
      Filter: PDFName.of("Standard"),
    });
    const refused = (bytes: Uint8Array) => stampPdf(bytes, LINE).catch((e: unknown) => e);
    const a = await refused(await encrypted.save());
    expect(a).toBeInstanceOf(PdfRefused);
    expect((a as PdfRefused).reason).toBe("encrypted");
    for (const bytes of [Buffer.from("not a pdf at all"), pdf().subarray(0, 40)]) {
      const b = await refused(bytes);
      expect(b).toBeInstanceOf(PdfRefused);
      expect((b as PdfRefused).reason).toBe("damaged");
    }
  });
});

describe("object streams pdf-lib unpacks while loading", () => {
  it("are refused before loading when they unpack past the limit, however their type is spelt", async () => {
    const over = LOADED_STREAM_MAX_BYTES + 1024;
    for (const typeName of ["ObjStm", "Obj#53tm", "XRef"]) {
      const bomb = objectStreamBomb(over, typeName);
      expect(bomb.length).toBeLessThan(100_000);
      const refused = await stampPdf(bomb, LINE).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PdfRefused);
      expect((refused as Error).message).toBe(
        "an object stream unpacks to more than a résumé holds",
      );
    }
    // Under the limit the file goes on to pdf-lib (which stamps its one empty page).
    const texts = await pdfPageTexts(await stampPdf(objectStreamBomb(1024 * 1024), LINE));
    expect(squash(texts[0]!)).toContain(LINE);
  });
});

describe("a PDF from text", () => {
  it("wraps the text onto A4 pages, each stamped", async () => {
    const words = Array.from({ length: 6000 }, (_, i) => `word${i}`).join(" ");
    const text = `Zażółć gęślą jaźń. Опыт работы: ${"x".repeat(500)} ${words} The end.`;
    const bytes = await textPdf({ title: "Ada Łukasiewicz", note: "Converted.", text }, LINE);
    const document = await PDFDocument.load(bytes);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const texts = (await pdfPageTexts(bytes)).map(squash);
    expect(texts.length).toBeGreaterThan(5);
    for (const page of texts) expect(page).toContain(LINE);
    const all = texts.join(" ");
    expect(all).toContain("Ada Lukasiewicz");
    expect(all).toContain("Zazólc gesla jazn. Opyt raboty:");
    expect(all).toContain("word5999 The end.");
  });
});

describe("the standard font's characters", () => {
  it("keeps WinAnsi, strips accents it lacks, transliterates, and replaces the rest", () => {
    const supported = new Set(
      [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ -?éü·"].map(
        (c) => c.codePointAt(0)!,
      ),
    );
    expect(toFontCharacters("Émile é ü ł Щука 中文\tend", supported)).toBe(
      "Emile é ü l Shchuka ?? end",
    );
  });
});
