import { TRAITS, type TDepartmentRow } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { MatrixChart } from "../charts/MatrixChart.tsx";
import { heatColor } from "../data/heat-scale.ts";
import { shownNumber } from "../data/figures.ts";
import { useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;

/**
 * Department heatmap: department x trait mean percentile, coloured by the difference from the organization, with
 * an asterisk where Holm-adjusted p < .05; a suppressed department reads "Not enough responses".
 */
export function DepartmentHeatmapPanel({ departments, state }: { departments: readonly TDepartmentRow[] | undefined; state: QueryState }) {
  const t = useAnalyticsT();
  const withheld = t("withheld.notEnough");
  const rows = (departments ?? []).flatMap((d) =>
    TRAITS.map((trait) => {
      const cell = d.cells.find((c) => c.trait === trait);
      return {
        department: d.department,
        n: d.n,
        trait: traitName(trait),
        meanPercentile: shownNumber(cell?.meanPercentile, d.suppressed),
        difference: shownNumber(cell?.difference, d.suppressed),
        p: d.suppressed ? null : (cell?.p ?? null),
        significant: d.suppressed ? null : (cell?.significant ?? null),
      };
    }),
  );
  return (
    <ChartCard
      title={t("panels.departments")}
      subtitle={t("departments.subtitle")}
      {...state}
      empty={departments !== undefined && departments.length === 0}
      emptyMessage={t("departments.none")}
      data={{ rows }}
      className="lg:col-span-2"
    >
      {({ width }) => (
        <MatrixChart
          width={width}
          label={t("panels.departments")}
          rows={(departments ?? []).map((d) =>
            d.suppressed ? t("departments.rowWithheld", { department: d.department }) : t("departments.rowLabel", { department: d.department, n: d.n }),
          )}
          columns={TRAITS.map((tr) => traitName(tr))}
          cells={(departments ?? []).map((d) =>
            TRAITS.map((trait) => {
              const cell = d.cells.find((c) => c.trait === trait);
              const mean = shownNumber(cell?.meanPercentile, d.suppressed);
              const difference = shownNumber(cell?.difference, d.suppressed);
              const color = heatColor(difference);
              if (mean === null) return { fill: color.fill, textColor: color.ink, text: "—", title: `${d.department} · ${traitName(trait)}: ${withheld}` };
              const text = `${mean}${cell?.significant ? "*" : ""}`;
              return {
                fill: color.fill,
                textColor: color.ink,
                text,
                title: t("departments.cellTitle", { department: d.department, trait: traitName(trait), mean, difference, p: cell?.p == null ? "—" : cell.p.toFixed(3), n: d.n }),
              };
            }),
          )}
        />
      )}
    </ChartCard>
  );
}
