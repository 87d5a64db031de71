import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { TMonitorTick } from "../../../contracts/analytics.ts";
import type { ChartSize } from "../../components/charts/index.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const time = (iso: string) => new Date(iso).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone(), hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** The rolling line chart of the last ticks: the organization's members online. */
export function LiveChart({ ticks, size, labels }: { ticks: readonly TMonitorTick[]; size: ChartSize; labels: { members: string } }) {
  return (
    <LineChart width={Math.max(200, size.width - 8)} height={size.height} data={ticks as TMonitorTick[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
      <XAxis dataKey="at" tickFormatter={time} minTickGap={40} fontSize={11} stroke="currentColor" />
      <YAxis allowDecimals={false} fontSize={11} stroke="currentColor" width={40} />
      <Tooltip labelFormatter={(v) => time(String(v))} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Line type="stepAfter" dataKey="onlineMembers" name={labels.members} stroke="#10b981" dot={false} isAnimationActive={false} />
    </LineChart>
  );
}
