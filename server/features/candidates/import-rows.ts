/**
 * Reading an import: a CSV stream parsed record by record (csv-parse), each row
 * turned into candidate fields and checked by the form's own schema. Only the checked
 * values are kept, never the file's text, so a 10,000-row file is held once.
 */
import { type Readable, Transform } from "node:stream";
import { parse } from "csv-parse";
import { type CandidateUpdate, candidateUpdateSchema } from "#common/candidate.ts";
import {
  CANDIDATE_CSV_FIELDS,
  CANDIDATE_CSV_READ_ONLY,
  type CandidateCsvField,
  CSV_LIST_SEPARATOR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportResult,
} from "#common/candidate-csv.ts";
import { badRequest, payloadTooLarge } from "../../lib/http-error.ts";

export type ImportError = ImportResult["errors"][number];

/** A valid row: its number (the first row after the header is 1) and its fields. */
export interface ImportRow {
  row: number;
  values: Omit<CandidateUpdate, "profilePhoto" | "resumeUrl" | "videoUrl">;
}

const numberFields = new Set<string>(["experience", "hourlyRate", "aiAssessmentScore"]);
const listFields = new Set<string>(["skills", "spokenLanguages", "tags"]);
const known = new Set<string>([...CANDIDATE_CSV_FIELDS, ...CANDIDATE_CSV_READ_ONLY]);

export const MESSAGES = {
  noHeader: "The file is empty: its first line must name the columns",
  missingColumn: "This column is required",
  unknownColumn: "Unknown column: columns are named as the candidate fields",
  tooManyRows: `An import holds at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows`,
  tooLarge: `An import file holds at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notNumber: "Must be a number",
  repeatedEmail: (row: number) => `The same e-mail address is already in row ${row}`,
  unreadable: (line: number | undefined, reason: string) =>
    `The file is not valid CSV${line ? ` (line ${line})` : ""}: ${reason}`,
};

/** Passes bytes through, failing the stream past the limit instead of buffering it. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? payloadTooLarge(MESSAGES.tooLarge) : null, chunk);
    },
  });
}

/** A cell as the schema expects it: blank is "not given", numbers and lists converted. */
function cellValue(field: string, text: string): unknown {
  if (text === "") return undefined;
  if (numberFields.has(field)) {
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (listFields.has(field)) {
    return text
      .split(CSV_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return text;
}

export interface ParsedImport {
  rows: ImportRow[];
  errors: ImportError[];
  /** Rows read (valid or not), header excluded. */
  total: number;
}

/**
 * Reads every row, collecting valid ones and every error (with its row and field). The
 * header row's problems are reported as row 0. Unreadable CSV is a 400; too big a 413.
 */
export async function readImport(body: Readable): Promise<ParsedImport> {
  const parser = parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  const source = body.pipe(byteLimit(IMPORT_MAX_BYTES));
  source.on("error", (error) => parser.destroy(error));
  body.on("error", (error) => parser.destroy(error));
  source.pipe(parser);

  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const emailRows = new Map<string, number>();
  let header: string[] | undefined;
  let total = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record;
        for (const column of header) {
          if (!known.has(column)) {
            errors.push({ row: 0, field: column, message: MESSAGES.unknownColumn });
          }
        }
        for (const required of ["fullName", "email", "title"] as const) {
          if (!header.includes(required)) {
            errors.push({ row: 0, field: required, message: MESSAGES.missingColumn });
          }
        }
        continue;
      }
      total++;
      if (total > IMPORT_MAX_ROWS) throw payloadTooLarge(MESSAGES.tooManyRows);
      const input: Record<string, unknown> = {};
      header.forEach((column, i) => {
        if (CANDIDATE_CSV_FIELDS.includes(column as CandidateCsvField)) {
          input[column] = cellValue(column, record[i] ?? "");
        }
      });
      const parsed = candidateUpdateSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? "row");
          const message =
            numberFields.has(field) && typeof input[field] === "string"
              ? MESSAGES.notNumber
              : issue.message;
          errors.push({ row: total, field, message });
        }
        continue;
      }
      const email = parsed.data.email.toLowerCase();
      const earlier = emailRows.get(email);
      if (earlier !== undefined) {
        errors.push({ row: total, field: "email", message: MESSAGES.repeatedEmail(earlier) });
        continue;
      }
      emailRows.set(email, total);
      const { profilePhoto: _p, resumeUrl: _r, videoUrl: _v, ...values } = parsed.data;
      rows.push({ row: total, values: { ...values, email } });
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    const e = error as { message?: string; lines?: number };
    throw badRequest(MESSAGES.unreadable(e.lines, e.message ?? "unreadable"));
  }
  if (!header) throw badRequest(MESSAGES.noHeader);
  return { rows, errors, total };
}
