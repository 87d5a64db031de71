/**
 * CSV of a chart's data rows: the columns and their header line. The writing itself (RFC 4180 quoting, CRLF, the
 * formula-injection apostrophe) is the shared writer's (src/shared/csv.ts).
 */
import { writeCsv, type CsvValue } from "../../../shared/csv.ts";

export type { CsvValue };
export type CsvRow = Readonly<Record<string, CsvValue>>;

/** A column: the row key it reads and its header text. */
export interface CsvColumn {
  key: string;
  label: string;
}

/** The columns of rows without a declared list: every key, in order of first appearance. */
export function inferColumns(rows: readonly CsvRow[]): CsvColumn[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys].map((key) => ({ key, label: key }));
}

/** The CSV text: a header line, then one line per row, each ended by CRLF. */
export function buildCsv(rows: readonly CsvRow[], columns: readonly CsvColumn[] = inferColumns(rows)): string {
  return writeCsv([columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => row[c.key]))]);
}
