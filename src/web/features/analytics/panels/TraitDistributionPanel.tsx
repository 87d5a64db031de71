import { comparisonLabel } from "../data/basis-text.ts";
import { useState } from "react";
import type { TOceanDistribution } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { traitRows } from "../data/ocean-view.ts";
import { useAnalyticsT } from "../i18n.ts";
import { Chips } from "../ui/Chips.tsx";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;

/** OCEAN Trait Distribution: the organization's mean percentiles against the comparison (radar or bars). */
export function TraitDistributionPanel({
  distribution,
  state,
}: {
  distribution: Pick<TOceanDistribution, "traits" | "comparison" | "n" | "simulated"> | undefined;
  state: QueryState;
}) {
  const t = useAnalyticsT();
  const [kind, setKind] = useState<"radar" | "bar">("radar");
  const rows = distribution ? traitRows(distribution) : [];
  const chartRows = rows.map((r) => ({ trait: traitName(r.trait), organization: r.organization, comparison: r.comparison, n: r.n }));
  const comparison = distribution ? comparisonLabel(distribution.comparison) : "";
  return (
    <ChartCard
      title={t("panels.traitDistribution")}
      subtitle={comparison ? t("ocean.comparedWith", { label: comparison }) : undefined}
      n={distribution?.n}
      badge={distribution && distribution.simulated > 0 ? "simulated" : undefined}
      {...state}
      empty={distribution !== undefined && rows.every((r) => r.organization === null)}
      emptyMessage={t("withheld.notEnough")}
      data={{ rows: chartRows }}
      toolbar={<Chips label={t("ocean.viewMode")} value={kind} onChange={setKind} options={(["radar", "bar"] as const).map((m) => ({ value: m, label: t(`ocean.modes.${m}`) }))} />}
    >
      {({ width, height }) => (
        <SeriesChart
          kind={kind}
          data={chartRows}
          xKey="trait"
          series={[
            { key: "organization", label: t("ocean.organization") },
            { key: "comparison", label: comparison, color: "#94a3b8", dashed: true },
          ]}
          width={width}
          height={height}
          yDomain={[0, 100]}
        />
      )}
    </ChartCard>
  );
}
