/**
 * The geometry of a section's chart (spec 2 §3.1 chart_data): points of each series placed in a box, as
 * lines or bars, with a y axis from zero to a round maximum (the shared value axis, d3-scale). Shared by the PDF and the HTML export, so both
 * draw the same picture. Pure: numbers in, coordinates out.
 */
import { valueAxis } from "./value-axis.ts";

export type ChartData = { type: "line" | "bar" | "pie" | "scatter"; series: readonly string[]; points: readonly Record<string, string | number | null>[] };
export type ChartBox = { x: number; y: number; width: number; height: number };
export type Plotted = { x: number; y: number; value: number };
export type Bar = { x: number; y: number; width: number; height: number; value: number };
export type ChartGeometry = {
  kind: "line" | "bar";
  /** The key naming each point (a day, a label): the first key that is not a series. */
  labelKey: string | null;
  labels: { x: number; text: string }[];
  yMax: number;
  ticks: { y: number; value: number }[];
  series: { name: string; points: Plotted[]; bars: Bar[] }[];
};

/**
 * Places the chart in the box (y grows downwards, as on a page and in SVG). Lines for line and scatter
 * charts, grouped bars for bar and pie charts (a pie of a time series reads better as bars). Missing
 * values (null) leave a gap: no point, no bar.
 */
export function chartGeometry(data: ChartData, box: ChartBox): ChartGeometry {
  const series = data.series.slice(0, 10);
  const labelKey = data.points.length ? (Object.keys(data.points[0]).find((k) => !series.includes(k)) ?? null) : null;
  const values = data.points.flatMap((p) => series.map((s) => p[s]).filter((v): v is number => typeof v === "number" && Number.isFinite(v)));
  const axis = valueAxis([Math.max(0, ...values)]);
  const yMax = axis.domain[1];
  const n = data.points.length;
  const kind = data.type === "bar" || data.type === "pie" ? "bar" : "line";
  const slot = n ? box.width / n : box.width;
  const xOf = (i: number) => (kind === "bar" ? box.x + slot * (i + 0.5) : n > 1 ? box.x + (box.width * i) / (n - 1) : box.x + box.width / 2);
  const yOf = (v: number) => box.y + box.height - (Math.max(0, v) / yMax) * box.height;
  const barWidth = series.length ? (slot * 0.8) / series.length : 0;
  const every = Math.max(1, Math.ceil(n / 8));
  return {
    kind,
    labelKey,
    labels: data.points.flatMap((p, i) => (i % every === 0 && labelKey ? [{ x: xOf(i), text: String(p[labelKey] ?? "") }] : [])),
    yMax,
    ticks: axis.ticks.map((value) => ({ y: box.y + box.height - (value / yMax) * box.height, value })),
    series: series.map((name, si) => {
      const points: Plotted[] = [];
      const bars: Bar[] = [];
      data.points.forEach((p, i) => {
        const v = p[name];
        if (typeof v !== "number" || !Number.isFinite(v)) return;
        points.push({ x: xOf(i), y: yOf(v), value: v });
        const left = box.x + slot * i + slot * 0.1 + barWidth * si;
        bars.push({ x: left, y: yOf(v), width: barWidth, height: box.y + box.height - yOf(v), value: v });
      });
      return { name, points, bars };
    }),
  };
}
