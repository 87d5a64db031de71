import { comparisonBasisText, comparisonLabel } from "../data/basis-text.ts";
import { useState } from "react";
import { ChartCard, chartQueryState } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { shownNumber } from "../data/figures.ts";
import { histogramBars, recommendations, type TraitRow } from "../data/ocean-view.ts";
import { useAnalyticsT } from "../i18n.ts";
import { ProgressBars } from "../charts/ProgressBars.tsx";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { AnalyticsFrame } from "../ui/AnalyticsFrame.tsx";
import { Chips } from "../ui/Chips.tsx";
import { DateRangePicker } from "../ui/DateRangePicker.tsx";
import { useOceanPage } from "./use-ocean.ts";

type ViewMode = "radar" | "bar" | "progress";

/** Spec §2 OCEAN distribution: radar (organization vs comparison), bars (click for a trait's histogram), progress bars. */
export function OceanOverviewPage() {
  const t = useAnalyticsT();
  const { range, setRange, query, rows } = useOceanPage();
  const [mode, setMode] = useState<ViewMode>("radar");
  const [selected, setSelected] = useState<TraitRow | null>(null);
  const data = query.data;
  const comparison = data ? comparisonLabel(data.comparison) : "";
  const chartRows = rows.map((r) => ({ trait: traitName(r.trait), organization: r.organization, comparison: r.comparison }));
  const withheld = rows.filter((r) => r.organization === null).map((r) => traitName(r.trait));
  const exportRows = rows.map((r) => ({ trait: traitName(r.trait), organization: r.organization, comparison: r.comparison, sd: r.sd, n: r.n }));
  const series = [
    { key: "organization", label: t("ocean.organization") },
    { key: "comparison", label: comparison, dashed: true, color: "#94a3b8" },
  ];

  return (
    <AnalyticsFrame controls={<DateRangePicker value={range} onChange={setRange} defaultPreset="last90" />}>
      <ChartCard
        title={t("ocean.distributionTitle")}
        subtitle={data ? t("ocean.comparedWith", { label: comparison }) : undefined}
        n={data?.n}
        badge={data && data.simulated > 0 ? "simulated" : undefined}
        {...chartQueryState(query)}
        empty={data !== undefined && rows.every((r) => r.organization === null)}
        emptyMessage={t("withheld.notEnough")}
        data={{ rows: exportRows }}
        height={340}
        toolbar={
          <Chips
            label={t("ocean.viewMode")}
            value={mode}
            onChange={setMode}
            options={(["radar", "bar", "progress"] as const).map((m) => ({ value: m, label: t(`ocean.modes.${m}`) }))}
          />
        }
      >
        {({ width, height }) => (
          <div>
            {mode === "radar" && <SeriesChart kind="radar" data={chartRows} xKey="trait" series={series} width={width} height={height} yDomain={[0, 100]} />}
            {mode === "bar" && (
              <SeriesChart
                kind="bar"
                data={chartRows}
                xKey="trait"
                series={series}
                width={width}
                height={height}
                yDomain={[0, 100]}
                onCategoryClick={(name) => setSelected(rows.find((r) => traitName(r.trait) === name) ?? null)}
              />
            )}
            {mode === "progress" && (
              <ProgressBars
                width={width}
                label={t("ocean.distributionTitle")}
                markerLabel={comparison}
                items={rows.map((r) => ({
                  label: traitName(r.trait),
                  value: r.organization,
                  valueText: r.organization === null ? t("withheld.notEnough") : t("ocean.percentile", { value: r.organization }),
                  marker: r.comparison,
                }))}
              />
            )}
            {mode === "bar" && (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="text-xs">{t("ocean.clickHint")}</p>
                {/* the same choice from the keyboard */}
                <Chips
                  label={t("ocean.histogramFor")}
                  value={selected?.trait ?? ""}
                  onChange={(trait) => setSelected(rows.find((r) => r.trait === trait) ?? null)}
                  options={rows.filter((r) => r.histogram !== null).map((r) => ({ value: r.trait, label: traitName(r.trait) }))}
                />
              </div>
            )}
            {withheld.length > 0 && <p className="mt-2 text-xs">{t("ocean.withheldTraits", { traits: withheld.join(", ") })}</p>}
            {mode === "progress" && <KeyInsights rows={rows} comparison={comparison} />}
          </div>
        )}
      </ChartCard>
      {mode === "bar" && selected && <TraitHistogram row={selected} />}
      {data && <p className="text-xs text-slate-500 dark:text-slate-400">{comparisonBasisText(data.comparison.basis)}</p>}
    </AnalyticsFrame>
  );
}

/** The largest gaps from the comparison, in words (the same rounded figures as the bars). */
function KeyInsights({ rows, comparison }: { rows: readonly TraitRow[]; comparison: string }) {
  const t = useAnalyticsT();
  const top = recommendations(rows)
    .filter((r) => r.kind !== "maintain")
    .slice(0, 3);
  if (top.length === 0) return <p className="mt-3 text-sm">{t("ocean.keyInsights.none", { comparison })}</p>;
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
      {top.map((r) => (
        <li key={r.trait}>
          {t(`ocean.keyInsights.${r.organization > r.comparison ? "above" : "below"}`, {
            trait: traitName(r.trait),
            value: r.organization,
            comparisonValue: r.comparison,
            comparison,
            n: r.n,
          })}
        </li>
      ))}
    </ul>
  );
}

/** One trait's percentile histogram (opened by clicking its bar). */
function TraitHistogram({ row }: { row: TraitRow }) {
  const t = useAnalyticsT();
  const bars = row.histogram ? histogramBars(row.histogram) : [];
  const name = traitName(row.trait);
  return (
    <ChartCard
      title={t("ocean.histogramTitle", { trait: name })}
      subtitle={row.sd === null ? undefined : t("ocean.histogramSubtitle", { mean: row.organization, sd: shownNumber(row.sd) })}
      n={row.n}
      empty={!row.histogram}
      emptyMessage={t("withheld.notEnough")}
      data={{ rows: bars }}
    >
      {({ width, height }) => <SeriesChart kind="bar" data={bars} xKey="bucket" series={[{ key: "count", label: t("ocean.respondents") }]} width={width} height={height} />}
    </ChartCard>
  );
}
