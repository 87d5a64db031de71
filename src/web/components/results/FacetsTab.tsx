import { SCALE_MARKS } from "../../../domain/psychometrics/bands.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { Trans } from "../../lib/trans.tsx";
import { Link } from "react-router";
import { Icon } from "../Icon.tsx";
import { coverageName, facetIpipName, facetName, percentileBandName, traitName } from "../../lib/psychometrics/labels.ts";
import { COLOUR_FILL, COLOUR_TEXT, MarkScale, Meter, Pill, ResultCard } from "./bars.tsx";
import { useResultsT } from "./i18n.ts";
import { coverageWords, ordinal, percentileText, resultCoverage } from "./results-view.ts";
import { useNormedDisplay } from "./score-display.tsx";

const COVERAGE_CLASS = {
  good: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  fair: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  poor: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
} as const;

/**
 * The 30 facets, six per trait, each with percentile, stanine, raw score and confidence; plus facet coverage and,
 * when `analysisHref` is given (signed-in pages, not share links), a link to the 30-Facet Personality Analysis.
 */
export function FacetsTab({ score, analysisHref }: { score: ScoreResult; analysisHref?: string }) {
  const t = useResultsT();
  const show = useNormedDisplay();
  const facets = score.facets;
  if (!facets) return null;
  const { coverage: c, assessed } = resultCoverage(score);
  const shortForm = Object.values(facets).filter((f) => f && f.approximate).length;
  const words = coverageWords(c, shortForm, assessed);
  return (
    <div className="space-y-5">
      <ResultCard
        id="coverage-heading"
        title={assessed ? t("competency.coverage") : t("facets.coverage")}
        description={assessed ? t("facets.coverageAssessedNote") : t("facets.coverageNote")}
      >
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <span className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{words.headline}</span>
          <Pill className={COVERAGE_CLASS[c.band]}>{coverageName(c.band)}</Pill>
          <span>{words.detail}</span>
        </div>
        {c.criticalFacets.length > 0 && (
          <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
            {t("facets.critical", { facets: c.criticalFacets.map((k) => facetName(k)).join(t("number.listSeparator")) })}
          </p>
        )}
        {analysisHref && (
          <Link
            to={analysisHref}
            className="mt-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 print:hidden"
            data-print="hide"
          >
            {t("facets.radarLink")}
            <Icon name="chevron-right" className="h-4 w-4" />
          </Link>
        )}
      </ResultCard>

      <div className="grid gap-5 lg:grid-cols-2">
        {TRAITS.map((trait) => (
          <ResultCard key={trait} id={`facets-${trait}`} title={traitName(trait)} description={t(`facets.sixOf.${trait}`)}>
            <ul className="space-y-4">
              {FACETS.filter((f) => f.trait === trait).map((f) => {
                const s = facets[f.key];
                const short = score.notEnough?.facets[f.key];
                const ipip = facetIpipName(f.key);
                const name = facetName(f.key);
                return (
                  <li key={f.key} data-testid={`facet-${f.key}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
                      <p className="text-sm font-medium text-slate-900 dark:text-white">
                        {name}
                        <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">
                          {f.code}
                          {ipip ? t("facets.ipip", { name: ipip }) : ""}
                        </span>
                      </p>
                      {s && show.percentiles && (
                        <Pill className={COLOUR_TEXT[s.colour]}>
                          <span data-testid="band-facet" data-colour={s.colour}>
                            {percentileBandName(s.label)}
                          </span>
                        </Pill>
                      )}
                    </div>
                    {s ? (
                      <>
                        {show.percentiles && (
                          <div className="mt-1.5">
                            <Meter
                              size="sm"
                              value={s.percentile}
                              fillClass={COLOUR_FILL[s.colour]}
                              label={t("number.percentileOf", { name })}
                              valueText={t("facets.value", { percentile: percentileText(s.percentile), stanine: s.stanine, raw: Math.round(s.raw) })}
                              marks={SCALE_MARKS}
                            />
                          </div>
                        )}
                        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
                          {show.percentiles && (
                            <span>
                              <Trans
                                t={t}
                                i18nKey="facets.pct"
                                values={{ ordinal: ordinal(s.percentile) }}
                                components={{ b: <span className="font-semibold text-slate-800 dark:text-slate-200" /> }}
                              />
                            </span>
                          )}
                          {show.stanines && <span>{t("facets.stanine", { stanine: s.stanine })}</span>}
                          <span>{t("facets.raw", { raw: Math.round(s.raw) })}</span>
                          <span>{t("facets.items", { answered: s.itemsAnswered, full: s.itemsFullForm, confidence: s.confidence.toFixed(2) })}</span>
                          {s.approximate && <span className="italic">{t("facets.approximate")}</span>}
                          {s.critical && <span className="font-semibold text-amber-700 dark:text-amber-300">{t("facets.lowConfidence")}</span>}
                        </p>
                      </>
                    ) : (
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        {short ? t("facets.notEnough", { answered: short.itemsAnswered, full: short.itemsFullForm, minimum: short.minimumItems }) : t("facets.notMeasured")}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {show.percentiles && <MarkScale marks={SCALE_MARKS} className="mt-2" />}
          </ResultCard>
        ))}
      </div>
    </div>
  );
}
