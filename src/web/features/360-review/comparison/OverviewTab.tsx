import { useMemo, useState } from "react";
import type { TComparison } from "../../../../contracts/feedback360.ts";
import { DISAGREEMENT_POINTS, NOTABLE_GAP } from "../../../../domain/feedback360/comparison.ts";
import type { FacetKey, Trait } from "../../../../domain/psychometrics/facets.ts";
import { Card } from "../../../components/Card.tsx";
import { facetName, traitName } from "../../../lib/psychometrics/labels.ts";
import {
  defaultSeries,
  formatAgreement,
  formatGap,
  formatScore,
  hiddenGroups,
  radarRows,
  selectableSeries,
  seriesLabel,
  seriesScore,
  toggleSeries,
  type SeriesKey,
} from "../comparison-view.ts";
import { useReview360T } from "../i18n.ts";
import { tdClass, thClass } from "../ui.tsx";
import { GapBadge } from "./GapBadge.tsx";
import { LazyRadar, SERIES_COLOR } from "./LazyRadar.tsx";

/** The series to compare, as checkboxes (the spec's default: self, peer, manager, direct report, where shown). */
function SeriesToggles({ selectable, selected, onToggle }: { selectable: readonly SeriesKey[]; selected: readonly SeriesKey[]; onToggle(key: SeriesKey): void }) {
  const t = useReview360T();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t("overview.compare")}</legend>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{t("overview.compareHint")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {selectable.map((key) => (
          <label
            key={key}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:border-slate-700 dark:text-slate-200 dark:has-[:checked]:bg-indigo-500/15"
          >
            <input type="checkbox" checked={selected.includes(key)} onChange={() => onToggle(key)} className="h-4 w-4 accent-indigo-600" />
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: SERIES_COLOR[key] }} aria-hidden="true" />
            {seriesLabel(key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Self, each selected group and others per trait, with the gap and the spec's label (the numbers behind the radar). */
function GapTable({ c, series }: { c: TComparison; series: readonly SeriesKey[] }) {
  const t = useReview360T();
  const groups = series.filter((s) => s !== "self");
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem]">
        <caption className="sr-only">{t("overview.gapsCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={thClass}>
              {t("overview.trait")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("overview.self")}
            </th>
            {groups.map((g) => (
              <th key={g} scope="col" className={`${thClass} text-right`}>
                {seriesLabel(g)}
              </th>
            ))}
            <th scope="col" className={`${thClass} text-right`}>
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
          {c.traits.map((row) => (
            <tr key={row.key} data-testid={`gap-${row.key}`}>
              <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                {traitName(row.key as Trait)}
              </th>
              <td className={`${tdClass} text-right tabular-nums`}>{formatScore(row.self)}</td>
              {groups.map((g) => (
                <td key={g} className={`${tdClass} text-right tabular-nums`}>
                  {formatScore(seriesScore(row, g))}
                </td>
              ))}
              <td className={`${tdClass} text-right tabular-nums`}>{formatScore(row.others)}</td>
              <td className={`${tdClass} text-right font-medium tabular-nums`}>{formatGap(row.gap)}</td>
              <td className={tdClass}>
                <GapBadge label={row.gapLabel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The groups with raters that are left out, and why. */
function HiddenGroups({ c }: { c: TComparison }) {
  const t = useReview360T();
  const hidden = hiddenGroups(c);
  if (hidden.length === 0) return null;
  return (
    <Card title={t("overview.hiddenTitle")}>
      <ul className="space-y-3">
        {hidden.map((g) => (
          <li key={g.key} className="text-sm" data-testid={`hidden-${g.key}`}>
            <p className="font-medium text-slate-900 dark:text-white">
              {seriesLabel(g.key)}: {t(`overview.hidden.${g.reason}`)}
            </p>
            <p className="text-slate-600 dark:text-slate-400">{t(`overview.hiddenExplain.${g.reason}`, { count: g.count, minimum: c.project.minGroupSize })}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** rwg(J) per shown group, per trait and per facet, and the statements its raters answered far apart (a spread, never a rater's answer). */
function Agreement({ c }: { c: TComparison }) {
  const t = useReview360T();
  if (c.agreement.length === 0) return null;
  const traits = c.traits.map((r) => r.key as Trait);
  return (
    <Card title={t("overview.agreementTitle")} description={t("overview.agreementDescription")}>
      <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">{t("overview.agreementLimits")}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem]">
          <caption className="sr-only">{t("overview.agreementCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={thClass}>
                {t("overview.group")}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t("overview.raters")}
              </th>
              {traits.map((tr) => (
                <th key={tr} scope="col" className={`${thClass} text-right`}>
                  {traitName(tr)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {c.agreement.map((a) => (
              <tr key={a.group}>
                <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                  {seriesLabel(a.group)}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{a.raters}</td>
                {traits.map((tr) => (
                  <td key={tr} className={`${tdClass} text-right tabular-nums`}>
                    {formatAgreement(a.traits[tr] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="mt-4 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
        <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white">{t("overview.facetAgreement")}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full">
            <caption className="sr-only">{t("overview.facetAgreementCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={thClass}>
                  {t("overview.facet")}
                </th>
                {c.agreement.map((a) => (
                  <th key={a.group} scope="col" className={`${thClass} text-right`}>
                    {seriesLabel(a.group)}
                  </th>
                ))}
              </tr>
            </thead>
            {traits.map((tr) => (
              <tbody key={tr} className="divide-y divide-slate-100 dark:divide-slate-800">
                <tr>
                  <th scope="colgroup" colSpan={c.agreement.length + 1} className={`${tdClass} text-left text-xs font-semibold text-slate-500 dark:text-slate-400`}>
                    {traitName(tr)}
                  </th>
                </tr>
                {c.facets
                  .filter((f) => f.trait === tr)
                  .map((f) => (
                    <tr key={f.key}>
                      <th scope="row" className={`${tdClass} text-left font-normal text-slate-700 dark:text-slate-300`}>
                        {facetName(f.key as FacetKey)}
                      </th>
                      {c.agreement.map((a) => (
                        <td key={a.group} className={`${tdClass} text-right tabular-nums`}>
                          {formatAgreement(a.facets[f.key] ?? null)}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
        </div>
      </details>
      <div className="mt-4 space-y-2">
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("overview.flaggedExplain", { points: DISAGREEMENT_POINTS })}</p>
        {c.agreement.map((a) =>
          a.flags.length === 0 ? (
            <p key={a.group} className="text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium text-slate-900 dark:text-white">{seriesLabel(a.group)}: </span>
              {Object.values(a.traits).every((x) => x === null) ? t("overview.notComputed") : t("overview.noFlags", { points: DISAGREEMENT_POINTS })}
            </p>
          ) : (
            <details key={a.group} className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
              <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white">
                {seriesLabel(a.group)}: {t("overview.flagged", { count: a.flags.length })}
              </summary>
              <ul className="mt-2 space-y-1.5 text-sm">
                {a.flags.map((f) => (
                  <li key={f.itemId} className="flex flex-wrap justify-between gap-x-4 text-slate-700 dark:text-slate-300">
                    <span>
                      {f.text} <span className="text-xs text-slate-500 dark:text-slate-400">({facetName(f.facet as FacetKey)})</span>
                    </span>
                    <span className="text-xs whitespace-nowrap text-amber-700 dark:text-amber-300">{t("overview.spread", { spread: f.spread })}</span>
                  </li>
                ))}
              </ul>
            </details>
          ),
        )}
      </div>
    </Card>
  );
}

/** Blind spots or hidden strengths: facets with a large gap between self and others. */
function NotableGaps({ title, description, gaps }: { title: string; description: string; gaps: TComparison["blindSpots"] }) {
  const t = useReview360T();
  return (
    <Card title={title} description={description}>
      {gaps.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("overview.noneNotable")}</p>
      ) : (
        <ul className="space-y-2">
          {gaps.map((g) => (
            <li key={g.facet} className="text-sm">
              <p className="font-medium text-slate-900 dark:text-white">
                {facetName(g.facet as FacetKey)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">· {traitName(g.trait)}</span>
              </p>
              <p className="text-slate-600 tabular-nums dark:text-slate-400">
                {t("overview.notable", { self: formatScore(g.self), others: formatScore(g.others), gap: formatGap(g.gap) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Spec 2 §2.12 Overview: the five-trait radar with group toggles, the gap table, groups left out, agreement, blind spots and hidden strengths. */
export function OverviewTab({ c }: { c: TComparison }) {
  const t = useReview360T();
  const selectable = useMemo(() => selectableSeries(c), [c]);
  const [selected, setSelected] = useState<SeriesKey[]>(() => defaultSeries(selectable));
  const shown = selected.filter((s) => selectable.includes(s));
  const rows = radarRows(c.traits, shown, (k) => traitName(k as Trait));
  const notablePoints = Math.round(NOTABLE_GAP);
  return (
    <div className="space-y-5">
      <Card title={t("overview.radarTitle")}>
        <SeriesToggles selectable={selectable} selected={shown} onToggle={(k) => setSelected((s) => toggleSeries(s, k))} />
        <div className="mt-4">
          {shown.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">{t("overview.nothingSelected")}</p>
          ) : (
            <LazyRadar
              rows={rows}
              series={shown.map((s) => ({ key: s, label: seriesLabel(s), color: SERIES_COLOR[s] }))}
              height={360}
              label={t("overview.radarLabel", { series: shown.map(seriesLabel).join(", ") })}
            />
          )}
        </div>
      </Card>
      <Card title={t("overview.gapsTitle")} description={t("overview.gapsDescription")}>
        <GapTable c={c} series={shown} />
      </Card>
      <HiddenGroups c={c} />
      <Agreement c={c} />
      <div className="grid gap-5 md:grid-cols-2">
        <NotableGaps title={t("overview.blindSpotsTitle")} description={t("overview.blindSpotsDescription", { points: notablePoints })} gaps={c.blindSpots} />
        <NotableGaps title={t("overview.hiddenStrengthsTitle")} description={t("overview.hiddenStrengthsDescription", { points: notablePoints })} gaps={c.hiddenStrengths} />
      </div>
    </div>
  );
}
