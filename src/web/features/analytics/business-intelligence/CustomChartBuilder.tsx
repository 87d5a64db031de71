import { useState } from "react";
import { ChartCard } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import type { TTraitName } from "../../../../contracts/analytics.ts";
import { SERIES_KINDS, SeriesChart, type SeriesKind } from "../charts/SeriesChart.tsx";
import { useAnalyticsT } from "../i18n.ts";
import { Chips } from "../ui/Chips.tsx";
import type { BuilderDataset } from "./bi-view.ts";

const selectClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

/** The series that add up (counts): a pie sums its smaller slices of these into one "Other" slice. */
const ADDITIVE = new Set(["started", "completed"]);

/** Custom Chart Builder: a data set and a series from the page's real data, drawn as bar, line, pie, radar, area or composed. */
export function CustomChartBuilder({ datasets, loading }: { datasets: readonly BuilderDataset[]; loading: boolean }) {
  const t = useAnalyticsT();
  const [datasetId, setDatasetId] = useState<BuilderDataset["id"]>("daily");
  const [seriesKey, setSeriesKey] = useState("completed");
  const [kind, setKind] = useState<SeriesKind>("bar");
  const dataset = datasets.find((d) => d.id === datasetId) ?? datasets[0];
  const key = dataset?.series.includes(seriesKey) ? seriesKey : (dataset?.series[0] ?? "");
  const rows = (dataset?.rows ?? []).map((r) => (dataset?.id === "traits" ? { ...r, trait: traitName(r.trait as TTraitName) } : r));
  const otherKey = dataset?.series.find((s) => s !== key);
  const series = [
    { key, label: t(`builder.series.${key}`) },
    ...(kind === "composed" && otherKey ? [{ key: otherKey, label: t(`builder.series.${otherKey}`), as: "line" as const }] : []),
  ];
  return (
    <ChartCard
      title={t("builder.title")}
      subtitle={t("builder.subtitle")}
      loading={loading}
      empty={!loading && rows.length === 0}
      data={{ rows }}
      height={320}
      toolbar={
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t("builder.dataset")}
            <select className={selectClass} value={dataset?.id ?? ""} onChange={(e) => setDatasetId(e.target.value as BuilderDataset["id"])}>
              {datasets.map((d) => (
                <option key={d.id} value={d.id}>
                  {t(`builder.datasets.${d.id}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t("builder.seriesLabel")}
            <select className={selectClass} value={key} onChange={(e) => setSeriesKey(e.target.value)}>
              {(dataset?.series ?? []).map((s) => (
                <option key={s} value={s}>
                  {t(`builder.series.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <Chips label={t("builder.chartType")} value={kind} onChange={setKind} options={SERIES_KINDS.map((k) => ({ value: k, label: t(`builder.kinds.${k}`) }))} />
        </div>
      }
    >
      {({ width, height }) =>
        dataset ? (
          <SeriesChart
            kind={kind}
            data={rows}
            xKey={dataset.xKey}
            series={series}
            width={width}
            height={height}
            pie={{ otherLabel: t("builder.other"), additive: ADDITIVE.has(key) }}
          />
        ) : null
      }
    </ChartCard>
  );
}
