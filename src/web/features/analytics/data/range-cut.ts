/** Months of a date range that the range covers only in part: its first month from the start day, its last to the end day. */
export type CutMonth = { month: string; from: string | null; to: string | null };

const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The months the range cuts (YYYY-MM with the first and last day it covers in them), in calendar order. */
export function cutMonths(range: { start: string; end: string }): CutMonth[] {
  const first = range.start.slice(0, 7);
  const last = range.end.slice(0, 7);
  const startCut = !range.start.endsWith("-01");
  const endCut = range.end !== lastDayOf(last);
  if (first === last) return startCut || endCut ? [{ month: first, from: startCut ? range.start : null, to: endCut ? range.end : null }] : [];
  const out: CutMonth[] = [];
  if (startCut) out.push({ month: first, from: range.start, to: null });
  if (endCut) out.push({ month: last, from: null, to: range.end });
  return out;
}
