/** Wording and small helpers for the department import. No React here; the server checks every line. */
import { usersT } from "./i18n.ts";

/** How many non-blank lines the text holds (a rough size shown while pasting; quoted line breaks count too). */
export function countCsvLines(text: string): number {
  return text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== "").length;
}

/** "3 lines" under the CSV field, or nothing for an empty field. */
export function csvLinesLabel(text: string): string {
  const count = countCsvLines(text);
  return count === 0 ? "" : usersT("departments.lines", { count });
}

/** The largest file offered to the import (the server takes at most 500,000 characters). */
export const MAX_CSV_BYTES = 500_000;
