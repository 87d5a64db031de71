import { reliabilityBasisText } from "../data/basis-text.ts";
import { rangeWords } from "../data/calendar-words.ts";
import { TRAITS, type TInsights } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import type { FacetKey } from "../../../../domain/psychometrics/facets.ts";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { facetName, traitName } from "../../../lib/psychometrics/labels.ts";
import { MatrixChart } from "../charts/MatrixChart.tsx";
import { heatColor } from "../data/heat-scale.ts";
import { analyticsT, useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;
const fmt2 = (v: number) => v.toFixed(2);
/** The published alpha's source in words (the API's source code), or none. */
const sourceText = (a: TInsights["statistics"]["alphas"][number]) =>
  a.publishedSource === null ? null : analyticsT(`statistics.sources.${a.publishedSource}`, { mean: a.publishedMean === null ? "" : fmt2(a.publishedMean).replace(/^0/, "") });
/** A scale's display name: the trait's for a domain, the facet catalog's for a facet (never the code name). */
const scaleName = (a: TInsights["statistics"]["alphas"][number]) => (a.kind === "domain" ? traitName(a.trait) : facetName(a.scale as FacetKey));

/**
 * Statistical Analysis: Cronbach's alpha per domain and facet with its 95% interval beside the published alpha,
 * and the intercorrelations of the five domains. Shown only when the API says the sample allows it.
 */
export function StatisticsPanel({ statistics, range, state }: { statistics: TInsights["statistics"] | undefined; range?: { start: string; end: string }; state: QueryState }) {
  const t = useAnalyticsT();
  const alphas = statistics?.alphas ?? [];
  const rows = alphas.map((a) => ({
    scale: scaleName(a),
    kind: a.kind,
    items: a.items,
    n: a.n,
    alpha: a.alpha,
    ciLow: a.ci?.[0] ?? null,
    ciHigh: a.ci?.[1] ?? null,
    published: a.published,
    publishedMean: a.publishedMean,
    source: sourceText(a),
  }));
  const names = TRAITS.map((tr) => traitName(tr));
  const correlations = statistics?.correlations ?? null;
  return (
    <ChartCard
      title={t("panels.statistics")}
      // which responses the alphas rest on, so they read beside the Executive page's reliability for its own range
      subtitle={statistics && range ? t("statistics.basis", { n: statistics.n, ...rangeWords(range) }) : undefined}
      n={statistics?.n}
      {...state}
      empty={statistics !== undefined && !statistics.available}
      emptyMessage={statistics ? reliabilityBasisText(statistics.basis) : undefined}
      data={{ rows }}
      className="lg:col-span-2"
    >
      {({ width }) => (
        <div className="space-y-4">
          {correlations && (
            <MatrixChart
              width={Math.min(width, 640)}
              label={t("statistics.correlations", { n: statistics?.correlationN ?? 0, form: statistics?.correlationForm ?? "" })}
              rows={names}
              columns={names.map((n) => n.slice(0, 4))}
              cells={correlations.map((row, i) =>
                row.map((r, j) => {
                  const color = heatColor(r === null || i === j ? null : r * 40);
                  return {
                    fill: color.fill,
                    textColor: color.ink,
                    text: r === null ? "—" : fmt2(r),
                    title: t("statistics.correlationTitle", { a: names[i], b: names[j], r: r === null ? "—" : fmt2(r) }),
                  };
                }),
              )}
            />
          )}
          <ScrollRegion label={t("statistics.alphaCaption")} className="max-h-80 overflow-auto">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{t("statistics.alphaCaption")}</caption>
              <thead className="sticky top-0 bg-white text-slate-500 dark:text-slate-400 dark:bg-slate-900">
                <tr>
                  <th className="py-1 pr-2">{t("statistics.scale")}</th>
                  <th className="py-1 pr-2">{t("statistics.items")}</th>
                  <th className="py-1 pr-2">{t("statistics.alpha")}</th>
                  <th className="py-1 pr-2">{t("statistics.ci")}</th>
                  <th className="py-1 pr-2">{t("statistics.published")}</th>
                </tr>
              </thead>
              <tbody className="text-slate-700 tabular-nums dark:text-slate-300">
                {alphas.map((a) => (
                  <tr key={`${a.kind}-${a.scale}`} className={a.kind === "domain" ? "font-semibold" : ""}>
                    <td className="py-1 pr-2">{scaleName(a)}</td>
                    <td className="py-1 pr-2">{a.items}</td>
                    <td className="py-1 pr-2">{a.alpha === null ? t("withheld.notEnough") : fmt2(a.alpha)}</td>
                    <td className="py-1 pr-2">{a.ci ? `${fmt2(a.ci[0])}–${fmt2(a.ci[1])}` : t("format.dash")}</td>
                    <td className="py-1 pr-2" title={sourceText(a) ?? undefined}>
                      {a.published !== null
                        ? fmt2(a.published)
                        : a.publishedMean !== null
                          ? t("statistics.notPerDomain", { mean: fmt2(a.publishedMean).replace(/^0/, "") })
                          : t("format.dash")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </ChartCard>
  );
}
