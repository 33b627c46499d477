/**
 * CSV cells for files admins open in a spreadsheet: RFC 4180 quoting, and a quote before
 * values a spreadsheet would run as a formula (=, +, -, @, tab, carriage return), so stored
 * text cannot smuggle a formula into an admin's spreadsheet. Excel in most EU locales splits
 * a line on `;` (and may on tabs), whatever the file's commas say: a formula may start after
 * either as well as at the start of the cell, so it is defused there too, and a cell holding
 * either is quoted whole.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([;\t])(?=[=+\-@\t\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 asks. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
