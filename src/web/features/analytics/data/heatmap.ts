/**
 * One cell of the department heatmap: the mean percentile shown, the value its colour is drawn from and the
 * p of its test, as the panel draws them. Colour and asterisk measure the same thing: the asterisk is Welch's t
 * on the mean item answer (department against the rest of the organization, Holm-adjusted), so the colour is
 * the department's mean item answer minus the organization's, in organization SDs (d), which always has the
 * sign of that t. The percentile-point difference is not used: percentiles come from sex- and age-specific
 * norms, and their difference can point the other way from the item means the test compares.
 */
import type { TDepartmentRow } from "../../../../contracts/analytics.ts";
import { heatColor, type HeatColor } from "./heat-scale.ts";
import { shownNumber } from "./figures.ts";
import { formatP } from "../../../../domain/analytics/p-value.ts";

/** d at which a cell's colour is at full strength (Cohen's "large", .8). */
export const HEATMAP_D_LIMIT = 0.8;

export type HeatmapCell = { mean: number | null; colourValue: number | null; color: HeatColor; significant: boolean; p: string | null; d: number | null };

export function heatmapCell(row: TDepartmentRow, trait: TDepartmentRow["cells"][number]["trait"]): HeatmapCell {
  const cell = row.cells.find((c) => c.trait === trait);
  const mean = shownNumber(cell?.meanPercentile, row.suppressed);
  const colourValue = row.suppressed || cell?.d == null || !Number.isFinite(cell.d) ? null : cell.d;
  return {
    mean,
    colourValue,
    color: heatColor(colourValue, HEATMAP_D_LIMIT),
    significant: !row.suppressed && (cell?.significant ?? false),
    p: row.suppressed || cell?.p == null ? null : formatP(cell.p),
    d: shownNumber(cell?.d, row.suppressed, 2),
  };
}
