import type { TComparison } from "../../../../contracts/feedback360.ts";
import type { FacetKey, Trait } from "../../../../domain/psychometrics/facets.ts";
import { Card } from "../../../components/Card.tsx";
import { facetName, traitName } from "../../../lib/psychometrics/labels.ts";
import { facetRadarRows, formatGap, formatScore, seriesLabel } from "../comparison-view.ts";
import { useReview360T } from "../i18n.ts";
import { tdClass, thClass } from "../ui.tsx";
import { GapBadge } from "./GapBadge.tsx";
import { LazyRadar, SERIES_COLOR } from "./LazyRadar.tsx";

/** A 0–100 score as a thin bar (the number beside it carries the value for screen readers). */
function ScoreBar({ value, color }: { value: number | null; color: string }) {
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
      {value !== null && <div className="h-full rounded-full" style={{ width: `${Math.max(0, Math.min(100, value))}%`, background: color }} />}
    </div>
  );
}

function TraitSection({ c, trait }: { c: TComparison; trait: TComparison["traits"][number] }) {
  const t = useReview360T();
  const name = traitName(trait.key as Trait);
  const facets = c.facets.filter((f) => f.trait === trait.key);
  return (
    <section
      aria-labelledby={`trait-${trait.key}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid={`trait-${trait.key}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`trait-${trait.key}`} className="text-base font-semibold text-slate-900 dark:text-white">
          {name}
        </h3>
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600 tabular-nums dark:text-slate-400">
          <span>{t("traits.selfValue", { score: formatScore(trait.self) })}</span>
          <span>{t("traits.othersValue", { score: formatScore(trait.others) })}</span>
          <span className="font-medium">{formatGap(trait.gap)}</span>
          <GapBadge label={trait.gapLabel} />
        </p>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] table-fixed">
          <caption className="sr-only">{t("traits.facetsCaption", { trait: name })}</caption>
          <colgroup>
            <col className="w-[28%]" />
            <col className="w-[22%]" />
            <col className="w-[22%]" />
            <col className="w-[10%]" />
            <col className="w-[18%]" />
          </colgroup>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={thClass}>
                {t("traits.facet")}
              </th>
              <th scope="col" className={thClass}>
                {seriesLabel("self")}
              </th>
              <th scope="col" className={thClass}>
                {t("overview.others")}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t("overview.gap")}
              </th>
              <th scope="col" className={thClass}>
                {t("overview.label")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {facets.map((f) => (
              <tr key={f.key} data-testid={`facet-${f.key}`}>
                <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                  {facetName(f.key as FacetKey)}
                </th>
                <td className={tdClass}>
                  <span className="tabular-nums">{formatScore(f.self)}</span>
                  <ScoreBar value={f.self} color={SERIES_COLOR.self} />
                </td>
                <td className={tdClass}>
                  <span className="tabular-nums">{formatScore(f.others)}</span>
                  <ScoreBar value={f.others} color={SERIES_COLOR.others} />
                </td>
                <td className={`${tdClass} text-right font-medium tabular-nums`}>{formatGap(f.gap)}</td>
                <td className={tdClass}>
                  <GapBadge label={f.gapLabel} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Spec 2 §2.12 Trait Analysis: the 30-facet radar (self against others) and, per trait, its facets self against others. */
export function TraitAnalysisTab({ c }: { c: TComparison }) {
  const t = useReview360T();
  const rows = facetRadarRows(c.facets, (k) => facetName(k as FacetKey));
  return (
    <div className="space-y-5">
      <Card title={t("traits.facetRadarTitle")} description={t("traits.facetRadarDescription")}>
        <LazyRadar
          rows={rows}
          series={[
            { key: "self", label: seriesLabel("self"), color: SERIES_COLOR.self },
            { key: "others", label: t("overview.others"), color: SERIES_COLOR.others },
          ]}
          height={520}
          label={t("traits.facetRadarLabel")}
        />
      </Card>
      {c.traits.map((trait) => (
        <TraitSection key={trait.key} c={c} trait={trait} />
      ))}
    </div>
  );
}
