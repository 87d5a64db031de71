import { Trans } from "../../lib/trans.tsx";
import { Link } from "react-router";
import type { TResults } from "../../../contracts/assessments.ts";
import { ChartCard } from "../../components/charts/ChartCard.tsx";
import { RadarChart } from "../../components/charts/RadarChart.tsx";
import { Icon } from "../../components/Icon.tsx";
import { facetName, percentileBandName } from "../../lib/psychometrics/labels.ts";
import { COLOUR_TEXT, Pill, ResultCard } from "../../components/results/bars.tsx";
import { facetAnalysis, facetExportData, facetSeries, facetsTabPath, LIST_LENGTH, type FacetListEntry } from "./facet-analysis.ts";
import { useResultsT } from "../../components/results/i18n.ts";
import { longDate, normGroupText, ordinal } from "../../components/results/results-view.ts";

/** One list of the top 5 (highest or lowest in the desirable direction), each facet with its percentile and band. */
function FacetList({ entries, testId, empty }: { entries: readonly FacetListEntry[]; testId: string; empty: string }) {
  const t = useResultsT();
  if (entries.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid={testId}>
      {entries.map((e, i) => (
        <li key={e.key} className="flex items-center gap-3 py-2.5" data-facet={e.key} data-percentile={e.score.percentile}>
          <span
            aria-hidden="true"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300"
          >
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-900 dark:text-white">
              {e.name}
              <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">
                {t("facetAnalysis.facetOf", { code: e.code, trait: e.trait })}
                {e.score.polarity === "low" ? t("facetAnalysis.lowIsDesirable") : ""}
              </span>
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <Trans
                t={t}
                i18nKey="facets.pct"
                values={{ ordinal: ordinal(e.score.percentile) }}
                components={{ b: <span className="font-semibold text-slate-800 tabular-nums dark:text-slate-200" /> }}
              />
              {e.score.approximate && <span className="ml-2 italic">{t("facets.approximate")}</span>}
            </p>
          </div>
          <Pill className={COLOUR_TEXT[e.score.colour]}>{percentileBandName(e.score.label)}</Pill>
        </li>
      ))}
    </ol>
  );
}

/**
 * Spec 2 §2.14 "30-Facet Personality Analysis": a radar of the 30 facet percentiles (0-100, grouped by trait)
 * and the top 5 highest and lowest facets, read in each facet's desirable direction as the results pages read them.
 */
export function FacetAnalysisView({ results, still = false }: { results: TResults; still?: boolean }) {
  const { response, score } = results;
  const t = useResultsT();
  const analysis = facetAnalysis(score);
  const norm = normGroupText(score.normGroup);
  const userName = response.user.name.trim() || response.user.email;
  const title = t("facetAnalysis.title");
  const valueLabel = t("facetAnalysis.valueLabel");
  return (
    <div className="mx-auto max-w-6xl space-y-5" data-testid="facet-analysis">
      <section
        aria-labelledby="facet-analysis-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
      >
        <Link
          to={facetsTabPath(response.id)}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 print:hidden"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          {t("facetAnalysis.back")}
        </Link>
        <h2 id="facet-analysis-title" className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {response.title} · {userName} ·{" "}
          <Trans t={t} i18nKey="header.completed" values={{ date: longDate(response.completedAt) }} components={{ time: <time dateTime={response.completedAt} /> }} />
        </p>
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="norm-group">
          {norm.line}
        </p>
        {norm.detail && <p className="text-xs text-slate-500 dark:text-slate-400">{norm.detail}</p>}
      </section>

      {analysis.scored === 0 ? (
        <ResultCard id="facet-none-heading" title={t("facetAnalysis.noneTitle")}>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="facet-none">
            {t("facetAnalysis.none")}
          </p>
        </ResultCard>
      ) : (
        <>
          <ChartCard
            title={t("facetAnalysis.chartTitle")}
            subtitle={t("facetAnalysis.chartSubtitle", { scored: analysis.scored, total: analysis.rows.length })}
            data={facetExportData(analysis)}
            exportLines={[title, norm.line]}
          >
            {(size) => (
              <RadarChart
                title={t("facetAnalysis.chartTitle")}
                rows={analysis.rows}
                series={facetSeries()}
                valueLabel={valueLabel}
                axisHeading={t("facetAnalysis.columns.facet")}
                missingText={t("facetAnalysis.noScore")}
                width={size.expanded ? size.width : undefined}
                still={still}
              />
            )}
          </ChartCard>
          <p className="px-1 text-xs text-slate-500 dark:text-slate-400">{t("facetAnalysis.direction")}</p>

          <div className="grid gap-5 md:grid-cols-2">
            <ResultCard id="facets-highest-heading" title={t("facetAnalysis.highest", { count: LIST_LENGTH })} description={t("facetAnalysis.highestNote")}>
              <FacetList entries={analysis.highest} testId="facets-highest" empty={t("facetAnalysis.tooFew")} />
            </ResultCard>
            <ResultCard id="facets-lowest-heading" title={t("facetAnalysis.lowest", { count: LIST_LENGTH })} description={t("facetAnalysis.lowestNote")}>
              <FacetList entries={analysis.lowest} testId="facets-lowest" empty={t("facetAnalysis.tooFew")} />
            </ResultCard>
          </div>
          {analysis.unscored.length > 0 && (
            <p className="px-1 text-sm text-slate-600 dark:text-slate-400" data-testid="facets-unscored">
              {t("facetAnalysis.unscored", { count: analysis.unscored.length, facets: analysis.unscored.map((k) => facetName(k)).join(t("number.listSeparator")) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
