import { Card } from "../../../components/Card.tsx";
import { ChartCard, chartQueryState } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { useAnalyticsT } from "../i18n.ts";
import { AnalyticsFrame } from "../ui/AnalyticsFrame.tsx";
import { DateRangePicker } from "../ui/DateRangePicker.tsx";
import { useOceanPage } from "./use-ocean.ts";

/** OCEAN coverage: responses behind each trait, those held back by privacy blocks, and what was suppressed. */
export function OceanCoveragePage() {
  const t = useAnalyticsT();
  const { range, setRange, query, rows } = useOceanPage();
  const data = query.data;
  const bars = rows.map((r) => ({ trait: traitName(r.trait), n: r.n }));
  const suppressed = rows.filter((r) => r.organization === null);
  return (
    <AnalyticsFrame controls={<DateRangePicker value={range} onChange={setRange} defaultPreset="last90" />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title={t("coverage.title")} subtitle={t("coverage.subtitle")} n={data?.n} {...chartQueryState(query)} data={{ rows: bars }}>
          {({ width, height }) => <SeriesChart kind="bar" data={bars} xKey="trait" series={[{ key: "n", label: t("coverage.responses") }]} width={width} height={height} />}
        </ChartCard>
        {data && (
          <Card title={t("coverage.privacyTitle")}>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <dt className="text-slate-500 dark:text-slate-400">{t("coverage.covered")}</dt>
              <dd className="font-semibold tabular-nums" data-testid="coverage-covered">
                {data.privacy.covered}
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">{t("coverage.heldBack")}</dt>
              <dd className="font-semibold tabular-nums">{data.privacy.heldBack}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t("coverage.minGroupSize")}</dt>
              <dd className="font-semibold tabular-nums">{data.privacy.minGroupSize}</dd>
            </dl>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("coverage.heldBackNote", { min: data.privacy.minGroupSize })}</p>
            {suppressed.length > 0 && (
              <ul className="mt-3 list-disc pl-5 text-sm text-amber-800 dark:text-amber-300">
                {suppressed.map((r) => (
                  <li key={r.trait}>{t("coverage.suppressedTrait", { trait: traitName(r.trait), min: data.privacy.minGroupSize })}</li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </div>
    </AnalyticsFrame>
  );
}
