import { comparisonBasisText, comparisonLabel } from "../data/basis-text.ts";
import type { TOceanDistribution } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { traitRows } from "../data/ocean-view.ts";
import { useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;

/** Industry Benchmarking: each trait's difference from the comparison (an industry average or the norm means). */
export function BenchmarkPanel({ benchmarking, state }: { benchmarking: Pick<TOceanDistribution, "traits" | "comparison"> | undefined; state: QueryState }) {
  const t = useAnalyticsT();
  const rows = benchmarking ? traitRows(benchmarking) : [];
  const chartRows = rows.map((r) => ({ trait: traitName(r.trait), difference: r.difference, organization: r.organization, comparison: r.comparison }));
  return (
    <ChartCard
      title={t("panels.benchmarking")}
      subtitle={benchmarking ? `${comparisonLabel(benchmarking.comparison)} · ${comparisonBasisText(benchmarking.comparison.basis)}` : undefined}
      {...state}
      empty={benchmarking !== undefined && rows.every((r) => r.difference === null)}
      emptyMessage={t("withheld.notEnough")}
      data={{ rows: chartRows }}
    >
      {({ width, height }) => (
        <SeriesChart
          kind="bar"
          data={chartRows}
          xKey="trait"
          series={[{ key: "difference", label: t("benchmark.difference") }]}
          width={width}
          height={height}
          reference={{ value: 0, label: benchmarking ? comparisonLabel(benchmarking.comparison) : "" }}
        />
      )}
    </ChartCard>
  );
}
