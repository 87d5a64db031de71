import type { ReactNode } from "react";
import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { impactBand, keyInsights, stressBand } from "../../../domain/psychometrics/dark-side-bands.ts";
import { BAND_TEXT, CAPACITY_FILL, formatDifference, LEVEL_TEXT } from "./dark-side-view.ts";
import { fixed, insightText } from "./dark-side-words.ts";
import { useDarkSideT } from "./i18n.ts";
import { facetIpipName, facetName } from "../../lib/psychometrics/labels.ts";
import { Bar, Panel, SeverityDot } from "./parts.tsx";

function StatCard({ label, children, note, testId }: { label: string; children: ReactNode; note?: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
      <div className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">{children}</div>
      {note && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p>}
    </div>
  );
}

/**
 * Spec §2 Overview: Overall Risk and stress proneness (the spec's Stress Level, said for what it is); the spec's
 * Team Impact verdict is left out, and its Self-Awareness Gap is the 360 comparison per related facet. Then Key
 * Insights (first 3) and the self-reported interpersonal measures as bars. Each figure has its rule beside it.
 */
export function OverviewPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const a = report.darkSideAnalysis;
  const level = a.stressResponse.stressProneness;
  const selfOther = a.behavioralIndicators.selfOtherFacets;
  const impact = Object.entries(a.behavioralIndicators.impactOnOthers);
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t("overview.overallRisk")} testId="card-overall-risk">
          <span className={LEVEL_TEXT[a.darkSideRisk.overallRisk]}>{t(`level.${a.darkSideRisk.overallRisk}`)}</span>
        </StatCard>
        <StatCard label={t("overview.stressProneness")} testId="card-stress-proneness" note={level === null ? undefined : t("overview.stressPronenessNote")}>
          {level === null ? (
            <span className="text-base font-medium text-slate-500 dark:text-slate-400">{t("notAvailable")}</span>
          ) : (
            <span className={BAND_TEXT[stressBand(level)]}>
              {fixed(level, 1)}
              <span className="text-base font-medium text-slate-500 dark:text-slate-400">/10</span>
            </span>
          )}
        </StatCard>
      </div>

      <Panel id="ds-self-other" title={t("overview.selfOther")} description={selfOther === null ? undefined : t("overview.selfOtherNote")}>
        {selfOther === null ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="self-other-none">
            {t("overview.noSelfOther")}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="self-other">
            {selfOther.map((f) => (
              <li key={f.facet} className="text-sm" data-testid={`self-other-${f.facet}`}>
                <span className="block font-medium text-slate-800 dark:text-slate-200">{`${facetIpipName(f.facet) ?? facetName(f.facet)} (${f.code})`}</span>
                <span className="block text-slate-600 tabular-nums dark:text-slate-400">
                  {t("overview.selfOtherValue", { self: fixed(f.self, 1), others: fixed(f.others, 1), difference: formatDifference(f.difference) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="ds-insights" title={t("overview.keyInsights")}>
          {report.insights.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("overview.noInsights")}</p>
          ) : (
            <ul className="space-y-3" data-testid="key-insights">
              {keyInsights(report.insights).map((i) => {
                const words = insightText(i);
                return (
                  <li key={i.code} className="flex gap-3">
                    <SeverityDot severity={i.severity} />
                    <span>
                      <span className="block text-sm font-semibold text-slate-900 dark:text-white">{words.title}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{words.description}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>

        <Panel id="ds-impact" title={t("overview.impact")} description={t("overview.impactNote")}>
          {impact.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("overview.noImpact")}</p>
          ) : (
            <ul className="space-y-3">
              {impact.map(([measure, score]) => {
                const name = t(`measure.${measure}`, { defaultValue: measure });
                return (
                  <li key={measure} data-testid={`impact-${measure}`} data-band={impactBand(score)}>
                    <div className="mb-1 flex justify-between text-sm">
                      <span className="text-slate-700 dark:text-slate-300">{name}</span>
                      <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{score}</span>
                    </div>
                    <Bar percent={score} fillClass={CAPACITY_FILL[impactBand(score)]} label={name} valueText={t("overview.impactValue", { score })} />
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
