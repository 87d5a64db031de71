import type { ReactElement } from "react";
import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart as RechartsRadar,
  Tooltip,
  type BaseTickContentProps,
  type RadarPoint,
  type TooltipContentProps,
} from "recharts";
import {
  axisAngle,
  clampToScale,
  groupBoundaryAngles,
  LABEL_GAP,
  labelAnchor,
  labelTop,
  RADAR_MAX,
  RADAR_MIN,
  RADAR_TICKS,
  radarColor,
  radarOutline,
  radarValue,
} from "./radar.ts";
import type { RadarLayout, RadarRow, RadarSeries } from "./radar.ts";

export interface RadarPlotProps {
  rows: readonly RadarRow[];
  series: readonly RadarSeries[];
  width: number;
  layout: RadarLayout;
  formatValue(value: number): string;
  missingText: string;
  animate: boolean;
}

/** The key of series `i` in recharts' rows (own names, so a series key can never clash with "id"). */
const valueKey = (i: number) => `v${i}`;

type PlotRow = Record<string, string | number | null>;

/** An axis label: its lines placed by labelAnchor and labelTop; muted when no series has a number there. */
function AxisLabel({
  x,
  y,
  angle,
  lines,
  layout,
  muted,
  full,
}: {
  x: number;
  y: number;
  angle: number;
  lines: readonly string[];
  layout: RadarLayout;
  muted: boolean;
  full: string;
}) {
  const top = labelTop(y, angle, lines.length, layout.fontSize);
  return (
    <text x={x} y={top} textAnchor={labelAnchor(angle)} fontSize={layout.fontSize} fill="currentColor" fillOpacity={muted ? 0.5 : 1} fontStyle={muted ? "italic" : undefined}>
      <title>{full}</title>
      {lines.map((line, i) => (
        // the first baseline sits about one cap height under the block's top
        <tspan key={i} x={x} dy={i === 0 ? layout.fontSize * 0.95 : layout.lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** One series' outline: a filled polygon when every axis has a number, else lines between the gaps; a dot at each number. */
function SeriesOutline({
  points,
  present,
  color,
  dashed,
  filled,
}: {
  points: readonly RadarPoint[];
  present: readonly boolean[];
  color: string;
  dashed: boolean;
  filled: boolean;
}) {
  const outline = radarOutline(present);
  const path = (run: readonly number[]) => run.map((i, k) => `${k === 0 ? "M" : "L"}${points[i].x.toFixed(2)},${points[i].y.toFixed(2)}`).join("");
  return (
    <g className="recharts-radar-polygon">
      {outline.runs.map((run) => (
        <path
          key={run[0]}
          d={`${path(run)}${outline.closed ? "Z" : ""}`}
          fill={outline.closed && filled ? color : "none"}
          fillOpacity={0.18}
          stroke={color}
          strokeWidth={2}
          strokeDasharray={dashed ? "6 4" : undefined}
          strokeLinejoin="round"
        />
      ))}
      {points.map((p, i) => (present[i] ? <circle key={i} cx={p.x} cy={p.y} r={3} fill={color} stroke="white" strokeWidth={1} /> : null))}
    </g>
  );
}

/** The recharts drawing of RadarChart (lazy: recharts loads only where a radar is shown). */
export function RadarPlot({ rows, series, width, layout, formatValue, missingText, animate }: RadarPlotProps) {
  const n = rows.length;
  const raw = rows.map((row) => series.map((s) => radarValue(row, s.key)));
  const data: PlotRow[] = rows.map((row, r) => {
    const out: PlotRow = { id: row.id };
    series.forEach((_, i) => {
      const v = raw[r][i];
      out[valueKey(i)] = v === null ? null : clampToScale(v);
    });
    return out;
  });
  const byId = new Map(rows.map((row, i) => [row.id, i]));

  const tooltip = ({ active, label }: TooltipContentProps) => {
    const r = byId.get(String(label));
    if (!active || r === undefined) return null;
    const row = rows[r];
    return (
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs text-slate-900 shadow-md">
        <p className="font-semibold">
          {row.label}
          {row.group ? <span className="font-normal text-slate-500 dark:text-slate-400"> · {row.group}</span> : null}
        </p>
        {series.map((s, i) => (
          <p key={s.key} className="mt-0.5 flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full" style={{ background: radarColor(s, i) }} />
            {s.label}: <span className="font-semibold tabular-nums">{raw[r][i] === null ? missingText : formatValue(raw[r][i]!)}</span>
          </p>
        ))}
      </div>
    );
  };

  return (
    <RechartsRadar
      width={width}
      height={layout.height}
      data={data}
      cx={layout.cx}
      cy={layout.cy}
      outerRadius={layout.outerRadius}
      startAngle={90}
      endAngle={-270}
      margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
      accessibilityLayer
    >
      <PolarGrid stroke="currentColor" strokeOpacity={0.2} gridType="polygon" />
      <PolarGrid stroke="currentColor" strokeOpacity={0.55} polarAngles={groupBoundaryAngles(rows)} polarRadius={[]} />
      <PolarAngleAxis
        dataKey="id"
        tickSize={LABEL_GAP}
        tickLine={false}
        tick={(props: BaseTickContentProps) => (
          <AxisLabel
            x={Number(props.x)}
            y={Number(props.y)}
            angle={axisAngle(props.index, n)}
            lines={layout.lines[props.index] ?? []}
            layout={layout}
            muted={raw[props.index]?.every((v) => v === null) ?? false}
            full={rows[props.index]?.label ?? ""}
          />
        )}
      />
      {/* between the first two spokes, so its numbers do not sit on the top axis */}
      <PolarRadiusAxis
        domain={[RADAR_MIN, RADAR_MAX]}
        ticks={RADAR_TICKS as number[]}
        tickCount={RADAR_TICKS.length}
        angle={90 - 180 / Math.max(1, n)}
        tick={{ fill: "currentColor", fontSize: 10 }}
        axisLine={false}
        allowDataOverflow
      />
      <Tooltip content={tooltip} cursor={{ stroke: "currentColor", strokeOpacity: 0.35 }} isAnimationActive={false} />
      {series.map((s, i) => {
        const present = raw.map((values) => values[i] !== null);
        const color = radarColor(s, i);
        return (
          <Radar
            key={s.key}
            name={s.label}
            dataKey={valueKey(i)}
            stroke={color}
            fill={color}
            isAnimationActive={animate}
            animationDuration={400}
            shape={(p: { points: RadarPoint[] }): ReactElement<SVGElement> => (
              <SeriesOutline points={p.points} present={present} color={color} dashed={s.dashed ?? false} filled={i === 0} />
            )}
          />
        );
      })}
    </RechartsRadar>
  );
}
