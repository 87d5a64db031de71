/**
 * Privacy blocks: how analytics never shows, or lets anyone derive, a figure over fewer responses than the
 * organization's minimum group size.
 *
 * Every cell (department × assessment type) splits its completed responses, in day order, into blocks: a
 * block closes at the end of the first day on which it holds at least `minGroupSize` responses. A figure
 * computed from scores covers only whole blocks that lie inside the requested range, in the cells the filters
 * select. So any two answers — other ranges, other departments, other types, or the same question asked
 * later — differ by whole blocks, each of at least `minGroupSize` responses: subtracting two shown figures
 * never isolates a smaller group. The responses of the open block (the newest, not yet `minGroupSize`) wait
 * until it closes. Counts of completions and starts are activity, not scores, and are reported exactly.
 */

export type CellDay = { day: string; count: number };

/** The closing day of each block of a cell (days in ascending order, counts of completions that day). */
export function blockEnds(days: readonly CellDay[], minGroupSize: number): string[] {
  const ends: string[] = [];
  let open = 0;
  for (const d of days) {
    open += d.count;
    if (open >= minGroupSize) {
      ends.push(d.day);
      open = 0;
    }
  }
  return ends;
}

/**
 * The whole blocks of a cell inside [start, end]: the closing day of the block before the first included one
 * (null = from the beginning) and the closing day of the last included block; null when no block fits.
 * Blocks start on the first day with completions after the previous block's close.
 */
export function blockWindow(days: readonly CellDay[], minGroupSize: number, start: string, end: string): { from: string | null; to: string } | null {
  let open = 0;
  let firstDay: string | null = null;
  let prevEnd: string | null = null;
  let from: string | null | undefined;
  let to: string | null = null;
  for (const d of days) {
    if (d.count === 0) continue;
    if (firstDay === null) firstDay = d.day;
    open += d.count;
    if (open < minGroupSize) continue;
    // a block [firstDay, d.day] closes
    if (firstDay >= start && d.day <= end) {
      if (from === undefined) from = prevEnd;
      to = d.day;
    }
    prevEnd = d.day;
    open = 0;
    firstDay = null;
    if (d.day > end) break;
  }
  return to === null || from === undefined ? null : { from, to };
}

/** The last day in `days` on or before `day` (null when none): the row whose running totals apply. */
export function lastOnOrBefore(days: readonly CellDay[], day: string): string | null {
  let found: string | null = null;
  for (const d of days) {
    if (d.day > day) break;
    found = d.day;
  }
  return found;
}

/** The day before an ISO date (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
