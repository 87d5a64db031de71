import { SCALE_MARKS } from "../../../domain/psychometrics/bands.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { facetIpipLabel, facetLabel, TRAIT_LABELS } from "../../../domain/psychometrics/labels.ts";
import { COLOUR_FILL, COLOUR_TEXT, MarkScale, Meter, Pill, ResultCard } from "./bars.tsx";
import { ordinal, percentileText } from "./results-view.ts";

const COVERAGE_CLASS = {
  good: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  fair: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  poor: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
} as const;

/** The 30 facets, six per trait, each with percentile, stanine, raw score and confidence; plus facet coverage. */
export function FacetsTab({ score }: { score: ScoreResult }) {
  const facets = score.facets;
  if (!facets) return null;
  const c = score.coverage;
  return (
    <div className="space-y-5">
      <ResultCard id="coverage-heading" title="Facet coverage" description="How much of each facet this assessment asked (4 items per facet make the full form).">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <span className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{Math.round(c.percent)}%</span>
          <Pill className={COVERAGE_CLASS[c.band]}>{c.band[0].toUpperCase() + c.band.slice(1)} coverage</Pill>
          <span>
            {c.covered} of {c.total} facets measured with enough confidence.
          </span>
        </div>
        {c.criticalFacets.length > 0 && (
          <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">Too few answers to read: {c.criticalFacets.map((k) => facetLabel(k)).join(", ")}.</p>
        )}
      </ResultCard>

      <div className="grid gap-5 lg:grid-cols-2">
        {TRAITS.map((trait) => (
          <ResultCard key={trait} id={`facets-${trait}`} title={TRAIT_LABELS[trait]} description={`Six facets of ${TRAIT_LABELS[trait].toLowerCase()}`}>
            <ul className="space-y-4">
              {FACETS.filter((f) => f.trait === trait).map((f) => {
                const s = facets[f.key];
                const ipip = facetIpipLabel(f.key);
                const name = facetLabel(f.key);
                return (
                  <li key={f.key} data-testid={`facet-${f.key}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
                      <p className="text-sm font-medium text-slate-900 dark:text-white">
                        {name}
                        <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">
                          {f.code}
                          {ipip ? ` · IPIP ${ipip}` : ""}
                        </span>
                      </p>
                      {s && <Pill className={COLOUR_TEXT[s.colour]}>{s.label}</Pill>}
                    </div>
                    {s ? (
                      <>
                        <div className="mt-1.5">
                          <Meter
                            size="sm"
                            value={s.percentile}
                            fillClass={COLOUR_FILL[s.colour]}
                            label={`${name} percentile`}
                            valueText={`${percentileText(s.percentile)}, stanine ${s.stanine}, raw ${Math.round(s.raw)}`}
                            marks={SCALE_MARKS}
                          />
                        </div>
                        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
                          <span>
                            <span className="font-semibold text-slate-800 dark:text-slate-200">{ordinal(s.percentile)}</span> pct
                          </span>
                          <span>Stanine {s.stanine}</span>
                          <span>Raw {Math.round(s.raw)} of 4-20</span>
                          <span>
                            {s.itemsAnswered} of {s.itemsFullForm} items · confidence {s.confidence.toFixed(2)}
                          </span>
                          {s.critical && <span className="font-semibold text-amber-700 dark:text-amber-300">Low confidence</span>}
                        </p>
                      </>
                    ) : (
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Not measured by this assessment.</p>
                    )}
                  </li>
                );
              })}
            </ul>
            <MarkScale marks={SCALE_MARKS} className="mt-2" />
          </ResultCard>
        ))}
      </div>
    </div>
  );
}
