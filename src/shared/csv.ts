/**
 * The one CSV reader and writer (RFC 4180), on papaparse: the server's exports and imports, the web's chart
 * downloads and the command line's response files all read and write CSV through here.
 */
import Papa from "papaparse";

/** A record of the file and the line it starts on (1-based, as an editor shows it; quoted line breaks count). */
export type CsvRecord = { line: number; fields: string[] };
/** Why a record could not be read: a quote left open, text after a closing quote, or anything else. */
export type CsvProblemCode = "unclosedQuote" | "textAfterQuote" | "unreadable";
/** A record that could not be read (broken quoting), by the line it starts on: its code, and English for the command line. */
export type CsvProblem = { line: number; code: CsvProblemCode; message: string };
/** A cell to write: text, a number, a yes/no, or nothing (an empty field). */
export type CsvValue = string | number | boolean | null | undefined;

const CODES: Readonly<Record<string, CsvProblemCode>> = { MissingQuotes: "unclosedQuote", InvalidQuotes: "textAfterQuote" };
const MESSAGES: Readonly<Record<CsvProblemCode, string | null>> = {
  unclosedQuote: "A quoted field is not closed",
  textAfterQuote: "Unexpected text after a quoted field",
  unreadable: null,
};

/**
 * The records of CSV text: a byte order mark is ignored, CRLF, LF and CR all end a record, blank lines are
 * skipped. A record with broken quoting is a problem, not a record; an unclosed quote runs to the end of the text
 * (as in a spreadsheet), so nothing after it is read.
 */
export function readCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const src = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(src, {
    delimiter: ",",
    newline: "\n",
    quoteChar: '"',
    skipEmptyLines: false,
    step: (row) => {
      const fields = row.data;
      if (row.errors.length) {
        const first = row.errors[0];
        const code = CODES[first.code] ?? "unreadable";
        problems.push({ line, code, message: MESSAGES[code] ?? first.message });
      } else if (!(fields.length === 1 && fields[0].trim() === "")) records.push({ line, fields });
      for (let i = start; i < row.meta.cursor && i < src.length; i++) if (src[i] === "\n") line++;
      start = row.meta.cursor;
    },
  });
  return { records, problems };
}

/** One field as written: numbers that are not finite and nothing become empty fields. */
function cell(value: CsvValue): string | number | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" && !Number.isFinite(value)) return "";
  return value;
}

/**
 * CSV text of rows: every line ended by CRLF; fields holding a comma, quote, line break or edge space quoted
 * with doubled quotes; text a spreadsheet would run as a formula (first character = + - @ tab or CR) written
 * with a leading apostrophe (OWASP CSV injection); numbers as they are.
 */
export function writeCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return "";
  const data = rows.map((r) => r.map(cell));
  return `${Papa.unparse(data, { newline: "\r\n", escapeFormulae: true, header: false })}\r\n`;
}
