/**
 * The radar chart's data shapes and geometry, pure (no React, no recharts): the 0-100 scale, which values are
 * drawn, how an outline breaks where a value is missing, how axis labels wrap and when they shorten.
 */

/** Spec 2 §2.12 and §9: radar scale 0-100 in steps of 20. */
export const RADAR_TICKS: readonly number[] = [0, 20, 40, 60, 80, 100];
export const RADAR_MIN = 0;
export const RADAR_MAX = 100;

/** One outline on the radar (e.g. "Self", "Others", a rater group). */
export interface RadarSeries {
  /** Key of its number in each row's `values`. */
  key: string;
  /** Its name in the legend, tooltip and data table. */
  label: string;
  /** Stroke and fill colour (CSS); default from the radar palette by position. */
  color?: string;
  /** Draw the outline dashed (e.g. a comparison series). */
  dashed?: boolean;
}

/** One axis (spoke) of the radar. */
export interface RadarRow {
  /** Stable and unique among the rows (e.g. a facet key). */
  id: string;
  /** The axis name in full (axis label when there is room, tooltip, data table). */
  label: string;
  /** A short name drawn at the axis when the chart is too narrow for the full ones (e.g. "N1"). */
  shortLabel?: string;
  /** The group the axis belongs to (e.g. its trait): a heading in the data table and a boundary on the chart. */
  group?: string;
  /** A number 0-100 per series key; null, missing or not finite means there is no number (never drawn as 0). */
  values: Readonly<Record<string, number | null | undefined>>;
}

/** Series colours (Tailwind 500-600s, visible on white and on slate-900): indigo, amber, teal, pink, violet, slate. */
export const RADAR_COLORS: readonly string[] = ["#6366f1", "#d97706", "#0d9488", "#db2777", "#8b5cf6", "#64748b"];

/** A series' colour: its own, or the palette's by position. */
export function radarColor(series: RadarSeries, index: number): string {
  return series.color ?? RADAR_COLORS[index % RADAR_COLORS.length];
}

/** The number a row has for a series, or null when it has none (null, missing, NaN, ±Infinity). Not clamped. */
export function radarValue(row: RadarRow, seriesKey: string): number | null {
  const v = row.values[seriesKey];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** A number as drawn on the 0-100 scale (values outside are drawn at the edge; the table shows them as they are). */
export function clampToScale(v: number): number {
  return Math.min(RADAR_MAX, Math.max(RADAR_MIN, v));
}

/** How one series is outlined: a closed polygon when every axis has a number, else the runs between the gaps. */
export interface RadarOutline {
  /** True when every axis has a value (one closed, filled polygon). */
  closed: boolean;
  /** Runs of consecutive axis indices with a value, read clockwise around the circle (a run may wrap past the last axis). */
  runs: number[][];
}

/**
 * The outline of a series with gaps: consecutive axes with a value are joined, an axis without one breaks the
 * line (nothing is drawn through it, and no point sits at the centre as if it were 0). Runs start just after a
 * gap so a run crossing from the last axis to the first stays whole.
 */
export function radarOutline(present: readonly boolean[]): RadarOutline {
  const n = present.length;
  if (n > 0 && present.every(Boolean)) return { closed: true, runs: [present.map((_, i) => i)] };
  const firstGap = present.indexOf(false);
  const runs: number[][] = [];
  let run: number[] = [];
  for (let step = 1; step <= n; step++) {
    const i = (firstGap + step) % n;
    if (present[i]) run.push(i);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return { closed: false, runs };
}

/** Splits an axis label into at most two lines of about `maxChars`, at spaces or after hyphens; a single long word stays whole. */
export function wrapAxisLabel(label: string, maxChars = 12): string[] {
  const text = label.trim();
  if (text.length <= maxChars) return [text];
  // Break points: after a space (dropped) or after a hyphen (kept); choose the one that best balances two lines.
  let best: [string, string] | null = null;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i - 1];
    if (ch !== " " && ch !== "-") continue;
    const first = ch === " " ? text.slice(0, i - 1) : text.slice(0, i);
    const second = text.slice(i);
    if (!first || !second) continue;
    if (!best || Math.max(first.length, second.length) < Math.max(best[0].length, best[1].length)) best = [first, second];
  }
  return best ?? [text];
}

/** Approximate width of a character of the axis font, as a share of the font size (system sans, mixed case). */
const CHAR_EM = 0.6;
/** Line height of the axis labels, as a share of the font size. */
const LINE_EM = 1.2;
/** Space between the outer ring and an axis label. */
export const LABEL_GAP = 10;
/** Room kept between a label and the edge of the drawing. */
const EDGE = 4;
/** Below this radius the full axis names leave too little chart: the short ones are drawn instead. */
export const MIN_FULL_RADIUS = 150;
/** Above this radius a larger chart adds nothing but distance between the labels and the middle. */
export const MAX_RADIUS = 250;
/**
 * Labels wrap onto two lines only at the sides (|sin| below this): there neighbouring spokes' labels are far apart
 * vertically and room across is short; near 12 and 6 o'clock it is the other way round, so they stay on one line.
 */
const WRAP_BELOW_SIN = 0.6;

/** How a label sits against its spoke's end: after it (right side), before it (left side), or centred (top, bottom). */
export type LabelAnchor = "start" | "middle" | "end";

/** The anchor of a label at `angle` (degrees): centred within 10° of vertical, else on the outer side. */
export function labelAnchor(angle: number): LabelAnchor {
  const cos = Math.cos((angle * Math.PI) / 180);
  return cos > 0.17 ? "start" : cos < -0.17 ? "end" : "middle";
}

/**
 * Top of a label block of `lineCount` lines whose spoke ends at height y: above the point at 12 o'clock, below it at
 * 6 o'clock, centred on it at 3 and 9, sliding smoothly between.
 */
export function labelTop(y: number, angle: number, lineCount: number, fontSize: number): number {
  const sin = Math.sin((angle * Math.PI) / 180);
  const block = lineCount * fontSize * LINE_EM;
  return y - block / 2 - (sin * block) / 2;
}

/** Estimated width of a label's longest line. */
export function labelWidth(lines: readonly string[], fontSize: number): number {
  return Math.max(0, ...lines.map((l) => l.length)) * fontSize * CHAR_EM;
}

/** The size of the drawing for a box width and the rows' labels. */
export interface RadarLayout {
  /** Which names are drawn at the axes. */
  labels: "full" | "short";
  /** The lines of each axis label, in row order. */
  lines: string[][];
  fontSize: number;
  lineHeight: number;
  outerRadius: number;
  /** Centre of the radar, from the drawing's top left. */
  cx: number;
  cy: number;
  /** Height of the drawing (the legend is HTML, under it). */
  height: number;
}

/**
 * Chooses full or short axis labels and the largest radius (at most MAX_RADIUS) at which every label fits across
 * `width`, measuring each label where its spoke points; the height then holds the labels above and below. Full
 * names (12px, else 11px) are used when they leave a radius of at least MIN_FULL_RADIUS and no two neighbouring
 * labels touch; otherwise the short names.
 */
export function radarLayout(width: number, rows: readonly Pick<RadarRow, "label" | "shortLabel">[]): RadarLayout {
  const n = rows.length;
  const attempt = (labels: "full" | "short", fontSize: number): RadarLayout => {
    const lineHeight = fontSize * LINE_EM;
    const angles = rows.map((_, i) => axisAngle(i, n));
    const lines = rows.map((r, i) => {
      if (labels === "short") return [r.shortLabel ?? r.label];
      return Math.abs(Math.sin((angles[i] * Math.PI) / 180)) < WRAP_BELOW_SIN ? wrapAxisLabel(r.label) : [r.label.trim()];
    });
    const textWidth = (i: number) => labelWidth(lines[i], fontSize);
    // Across: the label's far edge is |cos|·(r + gap) from the centre plus its width (half of it when centred).
    let radius = MAX_RADIUS;
    angles.forEach((a, i) => {
      const cos = Math.abs(Math.cos((a * Math.PI) / 180));
      const reach = labelAnchor(a) === "middle" ? textWidth(i) / 2 : textWidth(i);
      if (cos > 1e-6) radius = Math.min(radius, (width / 2 - EDGE - reach) / cos - LABEL_GAP);
      else radius = Math.min(radius, width / 2 - EDGE - LABEL_GAP);
    });
    const outerRadius = Math.max(40, Math.floor(radius));
    // Up and down: where each label block ends, from the centre.
    let up = outerRadius;
    let down = outerRadius;
    angles.forEach((a, i) => {
      const y = -Math.sin((a * Math.PI) / 180) * (outerRadius + LABEL_GAP);
      const top = labelTop(y, a, lines[i].length, fontSize);
      up = Math.max(up, -top);
      down = Math.max(down, top + lines[i].length * lineHeight);
    });
    const cy = Math.ceil(up + EDGE);
    return { labels, lines, fontSize, lineHeight, outerRadius, cx: width / 2, cy, height: Math.ceil(cy + down + EDGE) };
  };
  // Full names at 12px, else at 11px, else the short names.
  for (const fontSize of [12, 11]) {
    const full = attempt("full", fontSize);
    if (full.outerRadius >= MIN_FULL_RADIUS && neighboursApart(full)) return full;
  }
  return attempt("short", 11);
}

/** True when no label's estimated box touches its neighbour's (labels of adjacent spokes are the ones that can collide). */
export function neighboursApart(layout: RadarLayout): boolean {
  const n = layout.lines.length;
  const boxes = layout.lines.map((_, i) => labelBox(layout, i));
  return boxes.every((a, i) => {
    const b = boxes[(i + 1) % n];
    return n < 2 || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
  });
}

/** Where label `index` is drawn in a layout (estimated box, from the drawing's top left). */
export function labelBox(layout: RadarLayout, index: number): { left: number; right: number; top: number; bottom: number } {
  const angle = axisAngle(index, layout.lines.length);
  const rad = (angle * Math.PI) / 180;
  const x = layout.cx + Math.cos(rad) * (layout.outerRadius + LABEL_GAP);
  const y = layout.cy - Math.sin(rad) * (layout.outerRadius + LABEL_GAP);
  const lines = layout.lines[index];
  const w = labelWidth(lines, layout.fontSize);
  const anchor = labelAnchor(angle);
  const left = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  const top = labelTop(y, angle, lines.length, layout.fontSize);
  return { left, right: left + w, top, bottom: top + lines.length * layout.lineHeight };
}

/** Angle (degrees, counter-clockwise from 3 o'clock, as recharts measures) of axis `index` of `count`, the first at 12 o'clock and the rest clockwise. */
export function axisAngle(index: number, count: number): number {
  return 90 - (index * 360) / Math.max(1, count);
}

/** Angles of the lines between groups (half-way between the last axis of a group and the first of the next); none when there is one group. */
export function groupBoundaryAngles(rows: readonly Pick<RadarRow, "group">[]): number[] {
  const n = rows.length;
  const starts = rows.flatMap((r, i) => (r.group !== undefined && r.group !== rows[(i - 1 + n) % n].group ? [i] : []));
  return starts.length < 2 ? [] : starts.map((i) => axisAngle(i - 0.5, n));
}
