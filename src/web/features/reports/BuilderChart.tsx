/**
 * A builder section's chart as SVG, drawn from the shared chart geometry (shared/builder-chart-geometry.ts) in
 * the same box the PDF export uses, so the page and the PDF put every bar and point at the same coordinates.
 */
import type { TSectionData } from "../../../contracts/reports.ts";
import { BUILDER_CHART_BOX, chartGeometry, chartInputOf, seriesColour, type ChartVisualization } from "../../../shared/builder-chart-geometry.ts";

const shortLabel = (label: string) => (/^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label);

export function BuilderChart({
  data,
  visualization,
  title,
  seriesLabel,
  emptyText,
}: {
  data: TSectionData;
  visualization: ChartVisualization;
  /** The accessible name of the drawing. */
  title: string;
  /** The words of a series (from the catalog). */
  seriesLabel(key: string, fallback: string): string;
  emptyText: string;
}) {
  const box = BUILDER_CHART_BOX;
  const g = chartGeometry(chartInputOf(data), visualization, box);
  if (g.kind === "empty") return <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>;
  const legend =
    g.kind === "pie"
      ? g.slices.map((s, i) => ({ key: `${s.index}`, label: `${shortLabel(s.label)}: ${s.value} (${Math.round(s.share * 100)}%)`, colour: seriesColour(i) }))
      : data.series.map((s, i) => ({ key: s.key, label: seriesLabel(s.key, s.label), colour: seriesColour(i) }));
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-label={title}
        className="h-auto w-full text-slate-500 dark:text-slate-400"
        data-chart={g.kind === "pie" ? "pie" : g.visualization}
      >
        {g.kind === "pie" ? (
          g.slices.map((s, i) => <path key={s.index} d={s.d} fill={seriesColour(i)} data-slice={s.index} />)
        ) : (
          <>
            {g.yTicks.map((t) => (
              <g key={t.value}>
                <line x1={g.plot.x} x2={g.plot.x + g.plot.width} y1={t.y} y2={t.y} stroke="currentColor" strokeOpacity={0.2} strokeWidth={0.5} />
                <text x={g.plot.x - 4} y={t.y + 3} textAnchor="end" fontSize={9} fill="currentColor">
                  {t.value}
                </text>
              </g>
            ))}
            {g.xTicks.map((t) => (
              <text key={`${t.label}-${t.x}`} x={t.x} y={g.plot.y + g.plot.height + 14} textAnchor="middle" fontSize={9} fill="currentColor">
                {shortLabel(t.label)}
              </text>
            ))}
            {g.bars.map((b) => (
              <rect key={`${b.series}-${b.index}`} x={b.x} y={b.y} width={b.width} height={b.height} fill={seriesColour(b.series)} />
            ))}
            {g.lines.map((l) => (
              <path key={l.series} d={l.d} fill="none" stroke={seriesColour(l.series)} strokeWidth={1.5} />
            ))}
            {g.visualization !== "bar" &&
              g.points.map((p) => <circle key={`${p.series}-${p.index}`} cx={p.x} cy={p.y} r={g.visualization === "scatter" ? 2.5 : 1.6} fill={seriesColour(p.series)} />)}
          </>
        )}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
          {legend.map((l) => (
            <li key={l.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: l.colour }} />
              {l.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
