/**
 * CSV cells for files admins open in a spreadsheet: RFC 4180 quoting, and a leading quote on
 * values a spreadsheet would run as a formula (=, +, -, @, tab, carriage return), so stored
 * text cannot smuggle a formula into an admin's spreadsheet.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 asks. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
