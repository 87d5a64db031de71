import type { ReactNode } from "react";
import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { impactBand, keyInsights, stressBand } from "../../../domain/psychometrics/dark-side-bands.ts";
import { BAND_TEXT, CAPACITY_FILL, formatGap, LEVEL_TEXT } from "./dark-side-view.ts";
import { useDarkSideT } from "./i18n.ts";
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

/** Spec §2 Overview: Overall Risk, Stress Level (/10), Team Impact, Self-Awareness Gap; Key Insights (first 3); impact-on-others bars. */
export function OverviewPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const a = report.darkSideAnalysis;
  const level = a.stressResponse.currentStressLevel;
  const team = a.stressResponse.teamImpact;
  const gap = a.behavioralIndicators.selfAwarenessGap;
  const impact = Object.entries(a.behavioralIndicators.impactOnOthers);
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t("overview.overallRisk")} testId="card-overall-risk">
          <span className={LEVEL_TEXT[a.darkSideRisk.overallRisk]}>{t(`level.${a.darkSideRisk.overallRisk}`)}</span>
        </StatCard>
        <StatCard label={t("overview.stressLevel")} testId="card-stress-level">
          {level === null ? (
            <span className="text-base font-medium text-slate-500 dark:text-slate-400">{t("notAvailable")}</span>
          ) : (
            <span className={BAND_TEXT[stressBand(level)]}>
              {level.toFixed(1)}
              <span className="text-base font-medium text-slate-500 dark:text-slate-400">/10</span>
            </span>
          )}
        </StatCard>
        <StatCard label={t("overview.teamImpact")} testId="card-team-impact">
          {team === null ? <span className="text-base font-medium text-slate-500 dark:text-slate-400">{t("notAvailable")}</span> : t(`teamImpact.${team}`)}
        </StatCard>
        <StatCard label={t("overview.gap")} testId="card-gap" note={gap === null ? undefined : t("overview.gapNote")}>
          {gap === null ? <span className="text-base font-medium text-slate-500 dark:text-slate-400">{t("overview.noGap")}</span> : formatGap(gap)}
        </StatCard>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="ds-insights" title={t("overview.keyInsights")}>
          {report.insights.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("overview.noInsights")}</p>
          ) : (
            <ul className="space-y-3" data-testid="key-insights">
              {keyInsights(report.insights).map((i) => (
                <li key={i.title} className="flex gap-3">
                  <SeverityDot severity={i.severity} />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900 dark:text-white">{i.title}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{i.description}</span>
                  </span>
                </li>
              ))}
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
