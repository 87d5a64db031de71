import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
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
} from "recharts";
import { seriesColor } from "./palette.ts";

export type SeriesKind = "bar" | "line" | "pie" | "radar" | "area" | "composed";
export const SERIES_KINDS: readonly SeriesKind[] = ["bar", "line", "pie", "radar", "area", "composed"];

export interface Series {
  key: string;
  label: string;
  color?: string;
  /** In a composed chart: drawn as a line (default bar). */
  as?: "bar" | "line" | "area";
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
  /** A horizontal reference line (e.g. a benchmark). */
  reference?: { value: number; label: string };
  /** A shaded band between two keys (e.g. a projection interval). */
  band?: { lowKey: string; highKey: string; label: string };
  /** Called with the category of a clicked bar. */
  onCategoryClick?(category: string): void;
  stacked?: boolean;
}

const axis = { tick: { fill: "currentColor", fontSize: 11 }, stroke: "currentColor", strokeOpacity: 0.4 };
const tooltipStyle = { borderRadius: 8, fontSize: 12, color: "#0f172a" };

/** Bar, line, pie, radar, area or composed drawing of the same rows (recharts; loads only on chart pages). */
export function SeriesChart(props: SeriesChartProps) {
  const { kind, data, xKey, series, width, height } = props;
  const rows = data as SeriesRow[];
  if (kind === "pie") {
    const s = series[0];
    return (
      <PieChart width={width} height={height} accessibilityLayer>
        <Tooltip contentStyle={tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Pie data={rows} dataKey={s.key} nameKey={xKey} outerRadius={Math.min(width, height) / 2 - 30} isAnimationActive={false} label>
          {rows.map((_, i) => (
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
        <PolarRadiusAxis domain={props.yDomain ?? [0, "auto"]} tick={{ fill: "currentColor", fontSize: 10 }} angle={90} />
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
  const common = { width, height, data: rows, margin: { top: 8, right: 16, bottom: 8, left: 0 }, accessibilityLayer: true };
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />;
  const x = <XAxis dataKey={xKey} {...axis} />;
  const y = <YAxis width={40} domain={props.yDomain} allowDecimals={false} {...axis} />;
  const extras = [
    <Tooltip key="tooltip" contentStyle={tooltipStyle} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
    props.reference ? (
      <ReferenceLine
        key="ref"
        y={props.reference.value}
        stroke="#dc2626"
        strokeDasharray="6 4"
        label={{ value: props.reference.label, fill: "#dc2626", fontSize: 11, position: "insideTopRight" }}
      />
    ) : null,
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
      type="monotone"
      dataKey={s.key}
      name={s.label}
      stroke={s.color ?? seriesColor(i)}
      strokeWidth={2}
      strokeDasharray={s.dashed ? "5 4" : undefined}
      dot={false}
      connectNulls
      isAnimationActive={false}
    />
  );
  const bar = (s: Series, i: number) => (
    <Bar
      key={s.key}
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
          {extras}
          {band}
          {series.map((s, i) => (s.as === "line" ? line(s, i) : s.as === "area" ? area(s, i) : bar(s, i)))}
        </ComposedChart>
      );
  }
}
