import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { TOperationalPoint } from "../../../contracts/analytics.ts";
import type { ChartSize } from "../../components/charts/index.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const time = (iso: string) => new Date(iso).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone(), hour: "2-digit", minute: "2-digit", second: "2-digit" });

type Point = Pick<TOperationalPoint, "at" | "p50" | "p95">;

/**
 * System Performance: p50 and p95 response time (ms) per 10 s. Straight segments between measured buckets, each
 * bucket a dot, and a gap where no request was served: a curve through empty buckets would draw times nobody saw.
 */
export function PerformanceChart({ points, size, labels }: { points: readonly Point[]; size: ChartSize; labels: { p50: string; p95: string } }) {
  return (
    <LineChart width={Math.max(200, size.width - 8)} height={size.height} data={points as Point[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
      <XAxis dataKey="at" tickFormatter={time} minTickGap={40} fontSize={11} stroke="currentColor" />
      <YAxis yAxisId="ms" fontSize={11} stroke="currentColor" unit=" ms" width={64} />
      <Tooltip labelFormatter={(v) => time(String(v))} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Line yAxisId="ms" type="linear" dataKey="p50" name={labels.p50} stroke="#6366f1" dot={{ r: 2 }} isAnimationActive={false} connectNulls={false} />
      <Line yAxisId="ms" type="linear" dataKey="p95" name={labels.p95} stroke="#f59e0b" dot={{ r: 2 }} isAnimationActive={false} connectNulls={false} />
    </LineChart>
  );
}
