import type { LegendPayload } from "recharts";

/** The reference line's stroke: its colour and dashes, the same on the plot and in the legend. */
export const REFERENCE_STROKE = { color: "#dc2626", dasharray: "6 4" } as const;

/**
 * The legend's entries with the reference line's (e.g. a benchmark) last: its label is read in the legend, beside
 * a dashed line like the one drawn, never written on the plot where it would lie over bars and points.
 */
export function withReferenceEntry(entries: readonly LegendPayload[], reference: { label: string } | undefined): LegendPayload[] {
  if (!reference || !reference.label) return [...entries];
  return [...entries, { value: reference.label, type: "plainline", color: REFERENCE_STROKE.color, payload: { strokeDasharray: REFERENCE_STROKE.dasharray } }];
}
