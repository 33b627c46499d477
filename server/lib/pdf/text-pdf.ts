/**
 * A PDF made from plain text: a title, a note under it, and the text wrapped at word
 * boundaries (a word longer than a line is cut) onto as many A4 pages as it needs, each
 * stamped with the watermark line. For résumés that are not PDFs (Word files), whose text
 * the background job has stored.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import { drawMark } from "./mark.ts";
import { OBJECTS_PER_TICK } from "./stamp.ts";
import { toFontCharacters } from "./win-ansi.ts";

/** A4 in points, with margins wide enough for the mark along the bottom. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_SIZE = 10.5;
const LINE_HEIGHT = 15;
const TITLE_SIZE = 16;
const NOTE_SIZE = 8.5;

/** Splits `text` into lines no wider than `room` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, room: number): string[] {
  const lines: string[] = [];
  const space = font.widthOfTextAtSize(" ", size);
  for (const paragraph of text.split("\n")) {
    let line = "";
    // The line's width so far, added to word by word: a line is never measured again.
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      const widened = line ? lineWidth + space + wordWidth : wordWidth;
      if (widened <= room) {
        line = line ? `${line} ${word}` : word;
        lineWidth = widened;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (a long URL) is cut where it reaches the edge, measured
      // a character at a time: one pass, however long the word.
      let piece = "";
      let width = 0;
      for (const char of word) {
        const w = font.widthOfTextAtSize(char, size);
        if (piece && width + w > room) {
          lines.push(piece);
          piece = "";
          width = 0;
        }
        piece += char;
        width += w;
      }
      line = piece;
      lineWidth = width;
    }
    lines.push(line);
  }
  return lines;
}

export async function textPdf(
  content: { title: string; note: string; text: string },
  line: string,
): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const characters = new Set(font.getCharacterSet());
  const safe = (text: string) => toFontCharacters(text, characters);
  const room = PAGE.width - 2 * MARGIN;

  const pages: PDFPage[] = [];
  let page = document.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - MARGIN - TITLE_SIZE;
  page.drawText(safe(content.title), { x: MARGIN, y, size: TITLE_SIZE, font: bold });
  y -= LINE_HEIGHT + 2;
  page.drawText(safe(content.note), { x: MARGIN, y, size: NOTE_SIZE, font });
  y -= 2 * LINE_HEIGHT;

  // Text beyond the font's characters is replaced before measuring: pdf-lib measures glyphs.
  for (const text of wrap(safe(content.text), font, TEXT_SIZE, room)) {
    if (y < MARGIN) {
      page = document.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - MARGIN - TEXT_SIZE;
    }
    if (text) page.drawText(text, { x: MARGIN, y, size: TEXT_SIZE, font });
    y -= LINE_HEIGHT;
  }
  const mark = safe(line);
  for (const each of pages) drawMark(each, font, mark);
  return document.save({ objectsPerTick: OBJECTS_PER_TICK });
}
