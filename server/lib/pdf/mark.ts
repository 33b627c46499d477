/**
 * Draws a watermark line on one page: small and dark along the page's visible bottom edge
 * (it survives printing and cropping to the text), and large and faint across the middle
 * (it cannot be cut off without cutting the résumé). Both read upright whatever the page's
 * /Rotate says, inside its CropBox (what a viewer shows).
 */
import { degrees, grayscale, type PDFFont, type PDFPage } from "pdf-lib";

const FOOTER_SIZE = 8;
const FOOTER_MARGIN = 18;
const DIAGONAL_SIZE = 28;
/** The diagonal's angle as the reader sees the page. */
const DIAGONAL_ANGLE = 35;

type Vector = { x: number; y: number };

const plus = (a: Vector, b: Vector, k = 1): Vector => ({ x: a.x + k * b.x, y: a.y + k * b.y });
const dot = (a: Vector, b: Vector) => a.x * b.x + a.y * b.y;
const along = (angle: number): Vector => {
  const r = (angle * Math.PI) / 180;
  return { x: Math.cos(r), y: Math.sin(r) };
};

/** The largest size up to `size` at which `text` fits in `room` points. */
function fitting(font: PDFFont, text: string, size: number, room: number): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= room ? size : Math.max(4, (size * room) / width);
}

/**
 * `line` must already be in the font's characters (win-ansi.ts). A page shown turned by
 * 90° has its visible "right" along the page's y axis: every position below is worked out
 * in the reader's directions and turned back into the page's.
 */
export function drawMark(page: PDFPage, font: PDFFont, line: string): void {
  const box = page.getCropBox();
  const turn = ((page.getRotation().angle % 360) + 360) % 360;
  const right = along(turn);
  const up = along(turn + 90);
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x, y: box.y + box.height },
    { x: box.x + box.width, y: box.y + box.height },
  ];
  // The reader's bottom-left corner is the one furthest left and down in their directions.
  const bottomLeft = corners.reduce((best, c) =>
    dot(c, right) + dot(c, up) < dot(best, right) + dot(best, up) ? c : best,
  );
  const readerWidth = Math.abs(dot({ x: box.width, y: box.height }, right));
  const readerHeight = Math.abs(dot({ x: box.width, y: box.height }, up));

  const footerSize = fitting(font, line, FOOTER_SIZE, readerWidth - 2 * FOOTER_MARGIN);
  const footer = plus(plus(bottomLeft, right, FOOTER_MARGIN), up, FOOTER_MARGIN / 2 + 2);
  page.drawText(line, {
    x: footer.x,
    y: footer.y,
    size: footerSize,
    font,
    color: grayscale(0.25),
    rotate: degrees(turn),
  });

  const diagonal = Math.hypot(readerWidth, readerHeight);
  const size = fitting(font, line, DIAGONAL_SIZE, diagonal * 0.8);
  const width = font.widthOfTextAtSize(line, size);
  const centre = plus(plus(bottomLeft, right, readerWidth / 2), up, readerHeight / 2);
  const direction = along(turn + DIAGONAL_ANGLE);
  const normal = along(turn + DIAGONAL_ANGLE + 90);
  const start = plus(plus(centre, direction, -width / 2), normal, -size / 3);
  page.drawText(line, {
    x: start.x,
    y: start.y,
    size,
    font,
    color: grayscale(0.5),
    opacity: 0.18,
    rotate: degrees(turn + DIAGONAL_ANGLE),
  });
}
