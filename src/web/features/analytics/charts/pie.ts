import type { SeriesRow } from "./SeriesChart.tsx";

/** The most slices a pie is drawn with: more cannot be told apart, nor their legend read. */
export const MAX_PIE_SLICES = 8;

/**
 * The slices of a pie: the rows with a positive value, largest first, at most `max`. When there are more, the
 * smaller ones are summed into one last slice named `otherLabel` if the series adds up (counts); a series that
 * does not add up (a rate, a mean) keeps only its largest `max` rows, since a sum of them would mean nothing.
 */
export function pieSlices(rows: readonly SeriesRow[], xKey: string, key: string, opts: { otherLabel: string; additive: boolean; max?: number }): SeriesRow[] {
  const max = Math.max(2, opts.max ?? MAX_PIE_SLICES);
  const positive = rows.filter((r) => typeof r[key] === "number" && (r[key] as number) > 0).sort((a, b) => (b[key] as number) - (a[key] as number));
  if (positive.length <= max) return positive.map((r) => ({ [xKey]: r[xKey], [key]: r[key] }));
  if (!opts.additive) return positive.slice(0, max).map((r) => ({ [xKey]: r[xKey], [key]: r[key] }));
  const kept = positive.slice(0, max - 1).map((r) => ({ [xKey]: r[xKey], [key]: r[key] }));
  const rest = positive.slice(max - 1).reduce((sum, r) => sum + (r[key] as number), 0);
  return [...kept, { [xKey]: opts.otherLabel, [key]: rest }];
}
