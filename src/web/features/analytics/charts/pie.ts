import type { SeriesRow } from "./SeriesChart.tsx";
import { CHAR_WIDTH_PX } from "./axes.ts";

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

/** A slice's label outside the pie: its value, whole or to one decimal (a long fraction would not fit beside it). */
export function pieLabelText(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  return String(Math.round(value * 10) / 10);
}

/**
 * How far outside the pie a slice's label starts (px: recharts' distance for a label drawn by a function), its
 * font's size and the space kept at the chart's edge.
 */
export const PIE_LABEL_OFFSET = 20;
export const PIE_LABEL_FONT_PX = 11;
const PIE_EDGE_PX = 4;

/**
 * The largest radius at which the pie and its outside labels (`labels`, drawn `PIE_LABEL_OFFSET` px beyond the
 * rim) stay inside a box of `width` x `height`: a label at the side reaches the offset and its width past the
 * rim, one at the top or bottom the offset and a line's height. At least 20 px.
 */
export function pieRadius(width: number, height: number, labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map((l) => l.length)) * CHAR_WIDTH_PX;
  const sideways = width / 2 - PIE_LABEL_OFFSET - widest - PIE_EDGE_PX;
  const upright = height / 2 - PIE_LABEL_OFFSET - PIE_LABEL_FONT_PX - PIE_EDGE_PX;
  return Math.max(20, Math.floor(Math.min(sideways, upright)));
}
