import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  DefaultLegendContent,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type PieLabelRenderProps,
  type XAxisTickContentProps,
} from "recharts";
import { ALL_LABELS_UP_TO, bandWidth, CHAR_WIDTH_PX, labelLayout, scaleHolding, SLANT_DEGREES, valueScale, type LabelLayout } from "./axes.ts";
import { REFERENCE_STROKE, withReferenceEntry } from "./legend.ts";
import { seriesColor } from "./palette.ts";
import { PIE_LABEL_FONT_PX, pieLabelText, pieRadius, pieSlices } from "./pie.ts";

export type SeriesKind = "bar" | "line" | "pie" | "radar" | "area" | "composed";
export const SERIES_KINDS: readonly SeriesKind[] = ["bar", "line", "pie", "radar", "area", "composed"];

export interface Series {
  key: string;
  label: string;
  color?: string;
  /** In a composed chart: drawn as a line (default bar). */
  as?: "bar" | "line" | "area";
  /** In a composed chart: read on a second value axis at the right (a series of another unit, e.g. counts beside percents). */
  axis?: "right";
  dashed?: boolean;
}

export type SeriesRow = Record<string, string | number | null>;

export interface SeriesChartProps {
  kind: SeriesKind;
  data: readonly SeriesRow[];
  /** The category key (x axis, radar angle, pie slice name). */
  xKey: string;
  series: readonly Series[];
  width: number;
  height: number;
  yDomain?: [number, number];
  /** A horizontal reference line (e.g. a benchmark), named in the legend. */
  reference?: { value: number; label: string };
  /** A shaded band between two keys (e.g. a projection interval). */
  band?: { lowKey: string; highKey: string; label: string };
  /** Called with the category of a clicked bar. */
  onCategoryClick?(category: string): void;
  stacked?: boolean;
  /**
   * A pie's smaller slices: summed into one named slice when the series adds up (counts); without it, or for a
   * rate or mean, only the largest slices are drawn (see pieSlices).
   */
  pie?: { otherLabel: string; additive: boolean };
}

const axis = { tick: { fill: "currentColor", fontSize: 11 }, stroke: "currentColor", strokeOpacity: 0.4 };
/** Left margin, value axis width and right margin of the cartesian charts (the plot is the rest). */
const MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };
const Y_AXIS_WIDTH = 40;

/** A category label as its layout draws it (flat lines, or slanted), with the whole label as its tooltip when shortened. */
function CategoryTick({ x, y, payload, index, layout }: XAxisTickContentProps & { layout: LabelLayout }) {
  const label = String(payload.value ?? "");
  const px = Number(x);
  const py = Number(y);
  if (layout.slanted) {
    const shown = layout.labels[index] ?? label;
    return (
      <text x={px} y={py} dy={10} textAnchor="end" fill="currentColor" fontSize={11} transform={`rotate(-${SLANT_DEGREES} ${px} ${py})`}>
        {shown !== label && <title>{label}</title>}
        {shown}
      </text>
    );
  }
  const lines = layout.lines[index] ?? [label];
  return (
    <text x={px} y={py} textAnchor="middle" fill="currentColor" fontSize={11}>
      {lines.map((line, i) => (
        <tspan key={i} x={px} dy={i === 0 ? 12 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
const tooltipStyle = { borderRadius: 8, fontSize: 12, color: "#0f172a" };

/**
 * Every value drawn against one value axis: its series (summed per row when stacked), and on the left axis the
 * band and the reference line.
 */
function drawnValues({ data, series, stacked, band, reference }: SeriesChartProps, side: "left" | "right"): (number | null)[] {
  const num = (v: string | number | null | undefined) => (typeof v === "number" ? v : null);
  const own = series.filter((s) => (s.axis ?? "left") === side);
  const out: (number | null)[] = [];
  for (const row of data) {
    if (stacked) out.push(own.reduce((a, s) => a + (num(row[s.key]) ?? 0), 0));
    else for (const s of own) out.push(num(row[s.key]));
    if (band && side === "left") out.push(num(row[band.lowKey]), num(row[band.highKey]));
  }
  if (reference && side === "left") out.push(reference.value);
  return out;
}

/** The left value axis: the requested domain, widened when a value drawn against it (band and reference line included) lies outside. */
export function leftAxisScale(props: SeriesChartProps): { domain: [number, number]; ticks: number[] } {
  return scaleHolding(props.yDomain, drawnValues(props, "left"));
}

/** Bar, line, pie, radar, area or composed drawing of the same rows (recharts; loads only on chart pages). */
export function SeriesChart(props: SeriesChartProps) {
  const { kind, data, xKey, series, width, height } = props;
  const rows = data as SeriesRow[];
  if (kind === "pie") {
    const s = series[0];
    const slices = pieSlices(rows, xKey, s.key, props.pie ?? { otherLabel: "", additive: false });
    // the legend keeps to its share of the card (scrolling if ever longer); the pie and its outside labels (the
    // values, short) fit the rest, the radius leaving room for the widest label at the sides
    const legendHeight = Math.round(height * 0.25);
    const radius = pieRadius(
      width,
      height - legendHeight,
      slices.map((slice) => pieLabelText(slice[s.key])),
    );
    const label = (p: PieLabelRenderProps) => (
      <text data-testid="pie-label" x={p.x} y={p.y} textAnchor={p.textAnchor} dominantBaseline="central" fill="currentColor" fontSize={PIE_LABEL_FONT_PX}>
        {pieLabelText(p.value)}
      </text>
    );
    return (
      <PieChart width={width} height={height} accessibilityLayer>
        <Tooltip contentStyle={tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12, maxHeight: legendHeight, overflowY: "auto" }} />
        <Pie data={slices} dataKey={s.key} nameKey={xKey} cy={(height - legendHeight) / 2} outerRadius={radius} isAnimationActive={false} label={label}>
          {slices.map((_, i) => (
            <Cell key={i} fill={seriesColor(i)} />
          ))}
        </Pie>
      </PieChart>
    );
  }
  if (kind === "radar") {
    return (
      <RadarChart width={width} height={height} data={rows} outerRadius={Math.min(width, height) / 2 - 40} accessibilityLayer>
        <PolarGrid stroke="currentColor" strokeOpacity={0.25} />
        <PolarAngleAxis dataKey={xKey} tick={{ fill: "currentColor", fontSize: 11 }} />
        {/* between the first two spokes, so its numbers do not sit on the top category's name */}
        <PolarRadiusAxis
          domain={props.yDomain ? scaleHolding(props.yDomain, drawnValues(props, "left")).domain : [0, "auto"]}
          tick={{ fill: "currentColor", fontSize: 10 }}
          angle={90 - 180 / Math.max(1, rows.length)}
        />
        <Tooltip contentStyle={tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Radar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={s.color ?? seriesColor(i)}
            fill={s.color ?? seriesColor(i)}
            fillOpacity={i === 0 ? 0.3 : 0.05}
            strokeDasharray={s.dashed ? "5 4" : undefined}
            isAnimationActive={false}
          />
        ))}
      </RadarChart>
    );
  }
  const hasRight = kind === "composed" && series.some((s) => s.axis === "right");
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />;
  // a few categories: every label, flat on two lines or slanted to fit; many (days): recharts thins them out
  const labelWidth = bandWidth(width - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH * (hasRight ? 2 : 1), rows.length);
  const layout = labelLayout(
    rows.map((row) => String(row[xKey] ?? "")),
    labelWidth,
  );
  // without bars the first and last points sit on the plot's edges: pad by half a label so theirs are not cut
  const hasBars = kind === "bar" || (kind === "composed" && series.some((s) => (s.as ?? "bar") === "bar"));
  const edge = hasBars ? 0 : Math.min(32, Math.ceil((Math.max(0, ...rows.map((row) => String(row[xKey] ?? "").length)) * CHAR_WIDTH_PX) / 2));
  // a slanted first label reaches left past the value axis: room for it
  const slantReach = layout.slanted ? Math.ceil(Math.max(0, ...layout.labels.map((l) => l.length)) * CHAR_WIDTH_PX * Math.cos((SLANT_DEGREES * Math.PI) / 180)) : 0;
  const left = Math.max(0, slantReach - Y_AXIS_WIDTH - (hasBars ? labelWidth / 2 : edge));
  const margin = { ...MARGIN, left, right: hasRight ? 0 : MARGIN.right };
  const common = { width, height, data: rows, margin, accessibilityLayer: true };
  const x =
    rows.length <= ALL_LABELS_UP_TO ? (
      <XAxis
        dataKey={xKey}
        {...axis}
        interval={0}
        padding={{ left: edge, right: edge }}
        height={layout.height}
        tick={(tick: XAxisTickContentProps) => <CategoryTick {...tick} layout={layout} />}
      />
    ) : (
      <XAxis dataKey={xKey} {...axis} />
    );
  // a given domain (widened if a value lies outside it); else one from the values drawn, with zero and round ticks
  const scale = leftAxisScale(props);
  // the domain already holds every value: allowDataOverflow only makes recharts draw it when no value is shown
  const y = <YAxis width={Y_AXIS_WIDTH} domain={scale.domain} ticks={scale.ticks} allowDataOverflow allowDecimals={false} {...axis} />;
  const rightScale = hasRight ? valueScale(drawnValues(props, "right")) : null;
  const yRight = rightScale ? (
    <YAxis yAxisId="right" orientation="right" width={Y_AXIS_WIDTH} domain={rightScale.domain} ticks={rightScale.ticks} allowDataOverflow allowDecimals={false} {...axis} />
  ) : null;
  const extras = [
    <Tooltip key="tooltip" contentStyle={tooltipStyle} />,
    // the reference line is named in the legend: a label on the plot would lie over bars and points
    <Legend
      key="legend"
      wrapperStyle={{ fontSize: 12 }}
      content={(legend) => <DefaultLegendContent {...legend} payload={withReferenceEntry(legend.payload ?? [], props.reference)} />}
    />,
    props.reference ? <ReferenceLine key="ref" y={props.reference.value} stroke={REFERENCE_STROKE.color} strokeDasharray={REFERENCE_STROKE.dasharray} /> : null,
  ];
  const band = props.band ? (
    <Area
      key="band"
      dataKey={(row: SeriesRow) => [row[props.band!.lowKey], row[props.band!.highKey]]}
      name={props.band.label}
      stroke="none"
      fill="#6366f1"
      fillOpacity={0.15}
      isAnimationActive={false}
    />
  ) : null;
  const line = (s: Series, i: number) => (
    <Line
      key={s.key}
      yAxisId={s.axis === "right" ? "right" : 0}
      type="monotone"
      dataKey={s.key}
      name={s.label}
      stroke={s.color ?? seriesColor(i)}
      strokeWidth={2}
      strokeDasharray={s.dashed ? "5 4" : undefined}
      // a few points (months): each drawn, so a lone figure between gaps shows
      dot={rows.length <= ALL_LABELS_UP_TO ? { r: 3 } : false}
      connectNulls
      isAnimationActive={false}
    />
  );
  const bar = (s: Series, i: number) => (
    <Bar
      key={s.key}
      yAxisId={s.axis === "right" ? "right" : 0}
      dataKey={s.key}
      name={s.label}
      fill={s.color ?? seriesColor(i)}
      stackId={props.stacked ? "stack" : undefined}
      isAnimationActive={false}
      cursor={props.onCategoryClick ? "pointer" : undefined}
      onClick={props.onCategoryClick ? (entry: { payload?: SeriesRow }) => props.onCategoryClick!(String(entry.payload?.[xKey] ?? "")) : undefined}
    />
  );
  const area = (s: Series, i: number) => (
    <Area
      key={s.key}
      yAxisId={s.axis === "right" ? "right" : 0}
      type="monotone"
      dataKey={s.key}
      name={s.label}
      stroke={s.color ?? seriesColor(i)}
      fill={s.color ?? seriesColor(i)}
      fillOpacity={0.2}
      connectNulls
      isAnimationActive={false}
    />
  );
  switch (kind) {
    case "bar":
      return (
        <BarChart {...common}>
          {grid}
          {x}
          {y}
          {extras}
          {series.map(bar)}
        </BarChart>
      );
    case "line":
      return (
        <LineChart {...common}>
          {grid}
          {x}
          {y}
          {extras}
          {series.map(line)}
        </LineChart>
      );
    case "area":
      return (
        <AreaChart {...common}>
          {grid}
          {x}
          {y}
          {extras}
          {series.map(area)}
        </AreaChart>
      );
    case "composed":
      return (
        <ComposedChart {...common}>
          {grid}
          {x}
          {y}
          {yRight}
          {extras}
          {band}
          {series.map((s, i) => (s.as === "line" ? line(s, i) : s.as === "area" ? area(s, i) : bar(s, i)))}
        </ComposedChart>
      );
  }
}
