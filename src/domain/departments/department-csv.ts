/**
 * The rows of the bulk department CSV (`email,department` per line, an optional header line), from the records
 * the CSV reader found (src/shared/csv.ts). Pure: it knows nothing of members or lists; the service checks each
 * row against the organization.
 */

/** One data row with the line it starts on (1-based, as an editor shows it). */
export type DepartmentCsvRow = { line: number; email: string; department: string };
export type DepartmentCsvError = { line: number; message: string };
/** A record of the file: its fields and the line it starts on. */
export type CsvRecord = { line: number; fields: readonly string[] };

const isHeader = (fields: readonly string[]) => fields.length >= 2 && fields[0].trim().toLowerCase() === "email" && fields[1].trim().toLowerCase() === "department";

/**
 * The rows of a department CSV and the lines that are not rows: a first record "email,department" (any case)
 * is a header; a row has two fields (an empty department clears the member's); blank lines are skipped.
 */
export function departmentRows(read: { records: readonly CsvRecord[]; problems: readonly DepartmentCsvError[] }): {
  rows: DepartmentCsvRow[];
  errors: DepartmentCsvError[];
} {
  const rows: DepartmentCsvRow[] = [];
  const errors: DepartmentCsvError[] = [...read.problems];
  for (const [index, { fields, line }] of read.records.entries()) {
    if (index === 0 && isHeader(fields)) continue;
    if (fields.length !== 2) {
      errors.push({ line, message: `Expected 2 fields (email,department), found ${fields.length}` });
      continue;
    }
    const email = fields[0].trim().toLowerCase();
    if (email === "") {
      errors.push({ line, message: "The email is missing" });
      continue;
    }
    rows.push({ line, email, department: fields[1].trim().replace(/\s+/g, " ") });
  }
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}
