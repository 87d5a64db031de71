import { TRAITS, type TDepartmentRow } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { MatrixChart } from "../charts/MatrixChart.tsx";
import { heatmapCell } from "../data/heatmap.ts";
import { shownNumber } from "../data/figures.ts";
import { departmentName } from "../data/insight-text.ts";
import { useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;

/**
 * Department heatmap: department x trait mean percentile, coloured by the difference the asterisk tests (mean item
 * answer against the organization, in SDs: data/heatmap.ts), with an asterisk where Holm-adjusted p < .05; a
 * suppressed department reads "Not enough responses"; the members with no department (null) are named by the catalog.
 */
export function DepartmentHeatmapPanel({ departments, state }: { departments: readonly TDepartmentRow[] | undefined; state: QueryState }) {
  const t = useAnalyticsT();
  const withheld = t("withheld.notEnough");
  const rows = (departments ?? []).flatMap((d) =>
    TRAITS.map((trait) => {
      const cell = d.cells.find((c) => c.trait === trait);
      return {
        department: departmentName(d.department),
        n: d.n,
        trait: traitName(trait),
        meanPercentile: shownNumber(cell?.meanPercentile, d.suppressed),
        difference: shownNumber(cell?.difference, d.suppressed),
        d: shownNumber(cell?.d, d.suppressed, 2),
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
            d.suppressed
              ? t("departments.rowWithheld", { department: departmentName(d.department) })
              : t("departments.rowLabel", { department: departmentName(d.department), n: d.n }),
          )}
          columns={TRAITS.map((tr) => traitName(tr))}
          cells={(departments ?? []).map((d) =>
            TRAITS.map((trait) => {
              const cell = heatmapCell(d, trait);
              if (cell.mean === null)
                return { fill: cell.color.fill, textColor: cell.color.ink, text: "—", title: `${departmentName(d.department)} · ${traitName(trait)}: ${withheld}` };
              return {
                fill: cell.color.fill,
                textColor: cell.color.ink,
                text: `${cell.mean}${cell.significant ? "*" : ""}`,
                title: t("departments.cellTitle", {
                  department: departmentName(d.department),
                  trait: traitName(trait),
                  mean: cell.mean,
                  d: cell.d === null ? t("format.dash") : cell.d.toFixed(2),
                  p: cell.p ?? t("format.dash"),
                  n: d.n,
                }),
              };
            }),
          )}
        />
      )}
    </ChartCard>
  );
}
