/**
 * The axes of the cartesian charts. Category labels that fit: every label is drawn (recharts otherwise drops the
 * ones that would overlap, so a bar can stand without its name), shortened with an ellipsis to its band's width
 * when it is too long. A value axis that always includes zero, on round ticks.
 */
import { axisHolding, valueAxis, type ValueAxis } from "../../../../shared/value-axis.ts";

/** Up to this many categories every label is drawn; more (e.g. 30 days) keep recharts' thinning. */
export const ALL_LABELS_UP_TO = 12;
/** Average width of a character of the 11px axis font, in px (a safe overestimate for Latin text). */
export const CHAR_WIDTH_PX = 6.1;

/**
 * The label as drawn in `width` pixels, on at most `maxLines` lines broken at spaces; a word or last line that
 * still does not fit is shortened with "…".
 */
export function wrapLabel(label: string, width: number, maxLines = 2): string[] {
  const max = Math.max(3, Math.floor(width / CHAR_WIDTH_PX));
  if (label.length <= max) return [label];
  const lines: string[] = [];
  let rest = label.trim();
  while (rest && lines.length < maxLines - 1) {
    const cut = rest.lastIndexOf(" ", max);
    if (cut <= 0) break;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1).trimStart();
  }
  return [...lines, fitLabel(rest, width)];
}

/** How the category labels of a chart are drawn: flat on up to two lines, or slanted when a word would not fit flat. */
export type LabelLayout = { slanted: false; lines: string[][]; height: number } | { slanted: true; labels: string[]; height: number };

/** Slanted labels: their angle and the longest one drawn (px). */
export const SLANT_DEGREES = 35;
const SLANT_MAX_PX = 110;

/**
 * The layout of a chart's category labels in bands of `band` pixels: flat (on two lines where a label breaks at
 * a space) when every label then fits, else all slanted (each up to 110 px), so no label loses its end for lack
 * of room while another angle would show it. `height` is the axis height they need.
 */
export function labelLayout(labels: readonly string[], band: number): LabelLayout {
  const lines = labels.map((label) => wrapLabel(label, band));
  const fits = lines.every((l, i) => l.join(" ") === labels[i]);
  if (fits) return { slanted: false, lines, height: lines.some((l) => l.length > 1) ? 44 : 30 };
  const shown = labels.map((label) => fitLabel(label, SLANT_MAX_PX));
  const longest = Math.max(0, ...shown.map((l) => l.length)) * CHAR_WIDTH_PX;
  return { slanted: true, labels: shown, height: Math.ceil(longest * Math.sin((SLANT_DEGREES * Math.PI) / 180)) + 24 };
}

/** The label as drawn in `width` pixels: itself, or its start and "…". */
export function fitLabel(label: string, width: number): string {
  const max = Math.max(3, Math.floor(width / CHAR_WIDTH_PX));
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}

/** The width each category gets along an axis of `plotWidth` pixels, with a little space between labels. */
export function bandWidth(plotWidth: number, categories: number): number {
  return Math.max(0, plotWidth / Math.max(1, categories) - 2);
}

/**
 * The value axis of a cartesian chart for the values drawn: zero always included (bars of differences start at
 * 0), widened to round whole-number ticks by the shared axis (src/shared/value-axis.ts). Null and non-finite
 * values are skipped.
 */
export function valueScale(values: readonly (number | null | undefined)[]): ValueAxis {
  return valueAxis(values, { wholeNumbers: true });
}

/**
 * The value axis for a chart that asks for a domain (e.g. 0-100 for percents): that domain when every value
 * drawn lies in it, else widened on round ticks to hold them all, so no line, bar or band runs off its axis.
 * Without a requested domain, `valueScale`.
 */
export function scaleHolding(requested: readonly [number, number] | undefined, values: readonly (number | null | undefined)[]): ValueAxis {
  return requested ? axisHolding(requested, values, { wholeNumbers: true }) : valueScale(values);
}
