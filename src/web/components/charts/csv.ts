/**
 * CSV of a chart's data rows (RFC 4180): CRLF line ends, fields with commas, quotes or line breaks quoted with
 * doubled quotes. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP CSV injection advice); numbers are written as they are.
 */

/** A cell of an exported row: text, a number, a yes/no, or nothing (an empty field). */
export type CsvValue = string | number | boolean | null | undefined;
export type CsvRow = Readonly<Record<string, CsvValue>>;

/** A column: the row key it reads and its header text. */
export interface CsvColumn {
  key: string;
  label: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it needs to be; numbers that are not finite become empty fields. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The columns of rows without a declared list: every key, in order of first appearance. */
export function inferColumns(rows: readonly CsvRow[]): CsvColumn[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys].map((key) => ({ key, label: key }));
}

/** The CSV text: a header line, then one line per row, each ended by CRLF. */
export function buildCsv(rows: readonly CsvRow[], columns: readonly CsvColumn[] = inferColumns(rows)): string {
  const lines = [columns.map((c) => csvField(c.label)), ...rows.map((row) => columns.map((c) => csvField(row[c.key])))];
  return lines.map((fields) => `${fields.join(",")}\r\n`).join("");
}
