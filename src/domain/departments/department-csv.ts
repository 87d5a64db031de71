/**
 * Parses the bulk department CSV (`email,department` per line, RFC 4180 quoting, an optional header line).
 * Pure: it knows nothing of members or lists; the service checks each row against the organization.
 */

/** One data row with the line it starts on (1-based, as an editor shows it). */
export type DepartmentCsvRow = { line: number; email: string; department: string };
export type DepartmentCsvError = { line: number; message: string };

type RawRecord = { line: number; fields: string[] } | { line: number; error: string };

/** Splits CSV text into records of fields; a quoted field may hold commas, doubled quotes and line breaks. */
export function splitCsvRecords(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  let line = 1;
  let i = 0;
  const src = text.replace(/^\uFEFF/, "");
  while (i < src.length) {
    const start = line;
    const fields: string[] = [];
    let field = "";
    let error: string | null = null;
    let endOfRecord = false;
    let quotedField = false;
    while (i < src.length && !endOfRecord) {
      const c = src[i];
      if (c === '"' && field.trim() === "" && !quotedField) {
        // a quoted field: up to the closing quote ("" is a quote)
        quotedField = true;
        field = "";
        i++;
        let closed = false;
        while (i < src.length) {
          if (src[i] === '"') {
            if (src[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (src[i] === "\n") line++;
          field += src[i++];
        }
        if (!closed) error = "A quoted field is not closed";
        // only spaces may follow the closing quote
        while (i < src.length && (src[i] === " " || src[i] === "\t")) i++;
        if (i < src.length && src[i] !== "," && src[i] !== "\n" && src[i] !== "\r") {
          error ??= "Unexpected text after a quoted field";
          while (i < src.length && src[i] !== "\n") i++;
        }
      } else if (c === ",") {
        fields.push(quotedField ? field : field.trim());
        field = "";
        quotedField = false;
        i++;
      } else if (c === "\n" || c === "\r") {
        i += c === "\r" && src[i + 1] === "\n" ? 2 : 1;
        line++;
        endOfRecord = true;
      } else {
        field += c;
        i++;
      }
    }
    fields.push(quotedField ? field : field.trim());
    if (error) records.push({ line: start, error });
    else if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
  }
  return records;
}

const isHeader = (fields: string[]) => fields.length >= 2 && fields[0].trim().toLowerCase() === "email" && fields[1].trim().toLowerCase() === "department";

/**
 * The rows of a department CSV and the lines that are not rows: a first record "email,department" (any case)
 * is a header; a row has two fields (an empty department clears the member's); blank lines are skipped.
 */
export function parseDepartmentCsv(text: string): { rows: DepartmentCsvRow[]; errors: DepartmentCsvError[] } {
  const rows: DepartmentCsvRow[] = [];
  const errors: DepartmentCsvError[] = [];
  const records = splitCsvRecords(text);
  for (const [index, record] of records.entries()) {
    if ("error" in record) {
      errors.push({ line: record.line, message: record.error });
      continue;
    }
    const { fields, line } = record;
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
  return { rows, errors };
}
