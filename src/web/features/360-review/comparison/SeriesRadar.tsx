/**
 * A radar of 0–100 scores, one line per series (recharts: loaded only when a comparison is shown). Kept inside
 * this feature until the shared RadarChart (src/web/components/charts) lands, then swapped for it.
 */
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from "recharts";
import { useBoxWidth } from "../../../components/charts/use-box-width.ts";

export type RadarSeries = { key: string; label: string; color: string };

const tooltipStyle = { fontSize: 12, borderRadius: 8 };

/** Spec 2 §2.12/§9: the radius runs 0–100 in steps of 20. */
const TICKS = 6;

export function SeriesRadar({ rows, series, height, label }: { rows: ReadonlyArray<Record<string, unknown>>; series: readonly RadarSeries[]; height: number; label: string }) {
  const { ref, width } = useBoxWidth();
  const many = rows.length > 12;
  return (
    <div ref={ref} role="img" aria-label={label} className="w-full overflow-hidden text-slate-500 dark:text-slate-400" data-testid="radar">
      <RadarChart width={width} height={height} data={rows as Record<string, unknown>[]} outerRadius={Math.max(60, Math.min(width, height) / 2 - (many ? 70 : 50))}>
        <PolarGrid stroke="currentColor" strokeOpacity={0.25} />
        <PolarAngleAxis dataKey="label" tick={{ fill: "currentColor", fontSize: many ? 10 : 12 }} />
        <PolarRadiusAxis domain={[0, 100]} tickCount={TICKS} tick={{ fill: "currentColor", fontSize: 10 }} angle={90 - 180 / Math.max(1, rows.length)} />
        <Tooltip contentStyle={tooltipStyle} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Radar key={s.key} dataKey={s.key} name={s.label} stroke={s.color} fill={s.color} fillOpacity={i === 0 ? 0.25 : 0.05} strokeWidth={2} isAnimationActive={false} />
        ))}
      </RadarChart>
    </div>
  );
}
