/**
 * Chart geometry for the Reporting Center builder: scales, ticks, bar and point positions, line paths and pie
 * angles as pure numbers. The web builder draws its SVG charts from it and the PDF renderer draws the exported
 * charts from it, so a chart on the page and in the PDF have the same coordinates for the same data. Coordinates
 * are in the chart box's own units with the origin at its top left and y growing downwards (as in SVG, and as
 * pdfkit draws); values are rounded to hundredths.
 */
import { valueAxis } from "./value-axis.ts";

export type ChartVisualization = "line" | "bar" | "pie" | "scatter";
/** The data a chart draws: one label per position and one value per label in each series (null: not shown). */
export type ChartInput = { labels: readonly string[]; series: readonly { key: string; label: string; values: readonly (number | null)[] }[] };
export type ChartBox = { width: number; height: number; padding: { top: number; right: number; bottom: number; left: number } };

/** The chart input of a builder section's data (series over points): what the web and the PDF both draw. */
export function chartInputOf(d: { series: readonly { key: string; label: string }[]; points: readonly { label: string; values: readonly (number | null)[] }[] }): ChartInput {
  return { labels: d.points.map((p) => p.label), series: d.series.map((s, i) => ({ key: s.key, label: s.label, values: d.points.map((p) => p.values[i] ?? null) })) };
}

/** The box both the web builder and the PDF draw charts in (the web scales it with its viewBox). */
export const BUILDER_CHART_BOX: ChartBox = { width: 480, height: 220, padding: { top: 12, right: 12, bottom: 30, left: 40 } };

/** Series colours, in order (the web and the PDF use these). */
export const SERIES_COLOURS = ["#3f51b5", "#1e9e5a", "#e47b1c", "#c0262d", "#7b3fb5", "#0f8b8d", "#d49a12", "#5b6472"] as const;
export const seriesColour = (i: number) => SERIES_COLOURS[((i % SERIES_COLOURS.length) + SERIES_COLOURS.length) % SERIES_COLOURS.length];

const r2 = (x: number) => Math.round(x * 100) / 100;

/** A linear map from [d0, d1] onto [r0, r1] (a degenerate domain maps everything to r0). */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0;
  return (v) => (span === 0 ? r0 : r0 + ((v - d0) / span) * (r1 - r0));
}

export type Plot = { x: number; y: number; width: number; height: number };
export type CartesianGeometry = {
  kind: "cartesian";
  visualization: "line" | "bar" | "scatter";
  plot: Plot;
  yTicks: { value: number; y: number }[];
  /** Labels shown under the plot (at most about eight, evenly picked). */
  xTicks: { label: string; x: number }[];
  bars: { series: number; index: number; x: number; y: number; width: number; height: number; value: number }[];
  points: { series: number; index: number; x: number; y: number; value: number }[];
  /** One path per series ("M x y L x y …"; a gap at a null value starts a new "M"). */
  lines: { series: number; d: string }[];
};
export type PieGeometry = {
  kind: "pie";
  cx: number;
  cy: number;
  r: number;
  /** Angles in radians, clockwise from 12 o'clock (−π/2); share of the total 0–1. */
  slices: { index: number; label: string; value: number; share: number; startAngle: number; endAngle: number; d: string }[];
};
export type ChartGeometry = CartesianGeometry | PieGeometry | { kind: "empty" };

const MAX_X_LABELS = 8;

/** The geometry of `input` drawn as `visualization` in `box`. Pie charts draw the first series' positive values. */
export function chartGeometry(input: ChartInput, visualization: ChartVisualization, box: ChartBox = BUILDER_CHART_BOX): ChartGeometry {
  const n = input.labels.length;
  const values = input.series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  if (!n || !input.series.length || !values.length) return { kind: "empty" };
  if (visualization === "pie") return pieGeometry(input, box);
  const plot: Plot = {
    x: box.padding.left,
    y: box.padding.top,
    width: box.width - box.padding.left - box.padding.right,
    height: box.height - box.padding.top - box.padding.bottom,
  };
  const ticks = valueAxis([Math.max(0, ...values)]).ticks;
  const y = linearScale(0, ticks[ticks.length - 1], plot.y + plot.height, plot.y);
  const band = plot.width / n;
  const centre = (i: number) => plot.x + band * (i + 0.5);
  const every = Math.ceil(n / MAX_X_LABELS);
  const xTicks = input.labels.flatMap((label, i) => (i % every === 0 ? [{ label, x: r2(centre(i)) }] : []));
  const yTicks = ticks.map((value) => ({ value, y: r2(y(value)) }));
  const bars: CartesianGeometry["bars"] = [];
  const points: CartesianGeometry["points"] = [];
  const lines: CartesianGeometry["lines"] = [];
  const groups = input.series.length;
  const barWidth = (band * 0.8) / groups;
  input.series.forEach((s, si) => {
    let d = "";
    let pen = false;
    s.values.forEach((v, i) => {
      if (v === null || !Number.isFinite(v)) {
        pen = false;
        return;
      }
      const vy = r2(y(Math.max(0, v)));
      if (visualization === "bar") {
        const x = plot.x + band * i + band * 0.1 + barWidth * si;
        bars.push({ series: si, index: i, x: r2(x), y: vy, width: r2(barWidth), height: r2(plot.y + plot.height - vy), value: v });
      } else {
        const x = r2(centre(i));
        points.push({ series: si, index: i, x, y: vy, value: v });
        d += `${d ? " " : ""}${pen ? "L" : "M"} ${x} ${vy}`;
        pen = true;
      }
    });
    if (visualization === "line" && d) lines.push({ series: si, d });
  });
  return { kind: "cartesian", visualization, plot, yTicks, xTicks, bars, points, lines };
}

/** The point at `angle` on the circle (clockwise from 3 o'clock, y down). */
const at = (cx: number, cy: number, r: number, angle: number) => [r2(cx + r * Math.cos(angle)), r2(cy + r * Math.sin(angle))] as const;

/** An SVG path of a pie slice from `a0` to `a1` (a whole circle as two half arcs). */
export function slicePath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    const [x0, y0] = at(cx, cy, r, a0);
    const [x1, y1] = at(cx, cy, r, a0 + Math.PI);
    return `M ${x0} ${y0} A ${r} ${r} 0 1 1 ${x1} ${y1} A ${r} ${r} 0 1 1 ${x0} ${y0} Z`;
  }
  const [x0, y0] = at(cx, cy, r, a0);
  const [x1, y1] = at(cx, cy, r, a1);
  return `M ${r2(cx)} ${r2(cy)} L ${x0} ${y0} A ${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${x1} ${y1} Z`;
}

function pieGeometry(input: ChartInput, box: ChartBox): ChartGeometry {
  const first = input.series[0];
  const entries = input.labels
    .map((label, index) => ({ label, index, value: first.values[index] ?? null }))
    .filter((e): e is { label: string; index: number; value: number } => e.value !== null && e.value > 0);
  const total = entries.reduce((a, e) => a + e.value, 0);
  if (!(total > 0)) return { kind: "empty" };
  const cx = box.width / 2;
  const cy = box.height / 2;
  const r = r2(Math.min(box.width, box.height) / 2 - 8);
  let angle = -Math.PI / 2;
  const slices = entries.map((e) => {
    const share = e.value / total;
    const startAngle = angle;
    const endAngle = angle + share * 2 * Math.PI;
    angle = endAngle;
    return { index: e.index, label: e.label, value: e.value, share, startAngle, endAngle, d: slicePath(cx, cy, r, startAngle, endAngle) };
  });
  return { kind: "pie", cx, cy, r, slices };
}
