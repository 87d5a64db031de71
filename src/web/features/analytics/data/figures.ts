/**
 * How figures read on the dashboards. Privacy: a figure the server withheld (null, or a suppressed group) reads
 * "Not enough responses", never 0 — `null` is returned and the caller shows the words.
 */
import { formatP } from "../../../../domain/analytics/p-value.ts";

/** A rounded number, or null when the figure is withheld. */
export function shownNumber(value: number | null | undefined, suppressed = false, digits = 0): number | null {
  if (suppressed || value === null || value === undefined || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A share 0-1 as a whole percent, or null when withheld. */
export function shownPercent(share: number | null | undefined, suppressed = false): number | null {
  const v = shownNumber(share, suppressed, 3);
  return v === null ? null : Math.round(v * 1000) / 10;
}

/** Text for a figure: the formatted value, or the withheld words. */
export function figureText(value: number | null, withheld: string, format: (v: number) => string = String): string {
  return value === null ? withheld : format(value);
}

/** A p-value for a table cell by the one analytics rule (".0496", "< .001"), or null when there is none. */
export function pCell(p: number | null | undefined): string | null {
  if (p === null || p === undefined) return null;
  return formatP(p).replace(/^= /, "");
}

/**
 * An impact ratio for a table cell: two decimals, more when rounding would carry it across the four-fifths line
 * (0.7956 reads "0.796", not "0.8" beside "Below four-fifths: Yes"), or null when withheld.
 */
export function ratioCell(ratio: number | null | undefined, suppressed = false): string | null {
  if (suppressed || ratio === null || ratio === undefined || !Number.isFinite(ratio)) return null;
  for (let digits = 2; digits < 6; digits++) {
    const shown = ratio.toFixed(digits);
    if (Number(shown) < 0.8 === ratio < 0.8) return shown;
  }
  return ratio < 0.8 ? "< 0.8" : ratio.toFixed(6);
}
