/**
 * The rows of the bulk department CSV (`email,department` per line, an optional header line), from the records
 * the CSV reader found (src/shared/csv.ts). Pure: it knows nothing of members or lists; the service checks each
 * row against the organization.
 */

/** One data row with the line it starts on (1-based, as an editor shows it). */
export type DepartmentCsvRow = { line: number; email: string; department: string };
/** Why a line is not a row: the CSV reader's code for it, or the row's shape. */
export type DepartmentCsvProblem = { code: "fieldCount"; found: number } | { code: "emailMissing" } | { code: "unclosedQuote" | "textAfterQuote" | "unreadable" };
export type DepartmentCsvError = { line: number; problem: DepartmentCsvProblem };
/** A record of the file: its fields and the line it starts on. */
export type CsvRecord = { line: number; fields: readonly string[] };

const isHeader = (fields: readonly string[]) => fields.length >= 2 && fields[0].trim().toLowerCase() === "email" && fields[1].trim().toLowerCase() === "department";

/**
 * The rows of a department CSV and the lines that are not rows: a first record "email,department" (any case)
 * is a header; a row has two fields (an empty department clears the member's); blank lines are skipped.
 */
export function departmentRows(read: { records: readonly CsvRecord[]; problems: readonly { line: number; code: "unclosedQuote" | "textAfterQuote" | "unreadable" }[] }): {
  rows: DepartmentCsvRow[];
  errors: DepartmentCsvError[];
} {
  const rows: DepartmentCsvRow[] = [];
  const errors: DepartmentCsvError[] = read.problems.map((p) => ({ line: p.line, problem: { code: p.code } }));
  for (const [index, { fields, line }] of read.records.entries()) {
    if (index === 0 && isHeader(fields)) continue;
    if (fields.length !== 2) {
      errors.push({ line, problem: { code: "fieldCount", found: fields.length } });
      continue;
    }
    const email = fields[0].trim().toLowerCase();
    if (email === "") {
      errors.push({ line, problem: { code: "emailMissing" } });
      continue;
    }
    rows.push({ line, email, department: fields[1].trim().replace(/\s+/g, " ") });
  }
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}
