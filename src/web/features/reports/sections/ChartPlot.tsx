import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";

const COLORS = ["#4f46e5", "#0891b2", "#d97706", "#16a34a", "#db2777", "#7c3aed"];
const axis = { tick: { fill: "currentColor", fontSize: 11 }, stroke: "currentColor", strokeOpacity: 0.4 };

export interface ChartPlotProps {
  kind: "line" | "bar";
  rows: readonly Record<string, string | number | null>[];
  xKey: string;
  series: readonly { key: string; label: string }[];
  width: number;
  height: number;
}

/** A line or bar drawing of a metrics section's chart_data (recharts; loaded only when a chart is shown). */
export function ChartPlot({ kind, rows, xKey, series, width, height }: ChartPlotProps) {
  const data = rows as Record<string, string | number | null>[];
  const common = { width, height, data, margin: { top: 8, right: 16, bottom: 8, left: 0 }, accessibilityLayer: true };
  const parts = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />,
    <XAxis key="x" dataKey={xKey} {...axis} />,
    <YAxis key="y" width={40} allowDecimals={false} {...axis} />,
    <Tooltip key="tooltip" contentStyle={{ borderRadius: 8, fontSize: 12, color: "#0f172a" }} />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
  if (kind === "bar") {
    return (
      <BarChart {...common}>
        {parts}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  }
  return (
    <LineChart {...common}>
      {parts}
      {series.map((s, i) => (
        <Line
          key={s.key}
          type="monotone"
          dataKey={s.key}
          name={s.label}
          stroke={COLORS[i % COLORS.length]}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
