import { lazy, Suspense } from "react";
import { Trans } from "../../lib/trans.tsx";
import { EXECUTIVE_COMPETENCIES, NEARLY_READY_AT, READY_AT, type CompetencyLevel, type Readiness } from "../../../domain/psychometrics/executive.ts";
import type { ExecutiveProfileResult } from "../../../domain/psychometrics/result-types.ts";
import { Spinner } from "../Spinner.tsx";
import { executiveName, levelName, readinessName } from "../../lib/psychometrics/labels.ts";
import { Meter, NotNormed, Pill, ReferencePoints, ResultCard } from "./bars.tsx";
import { executiveActions } from "./content.ts";
import { useResultsT } from "./i18n.ts";
import { score100 } from "./results-view.ts";

/** The comparison chart pulls in recharts: loaded only when this tab is shown (or printed). */
export const loadExecutiveChart = () => import("./ExecutiveChart.tsx");
const ExecutiveChart = lazy(async () => ({ default: (await loadExecutiveChart()).ExecutiveChart }));

const LEVEL_FILL: Record<CompetencyLevel, string> = {
  Exceptional: "bg-emerald-500 dark:bg-emerald-400",
  Strong: "bg-blue-500 dark:bg-blue-400",
  Competent: "bg-amber-500 dark:bg-amber-400",
  Developing: "bg-orange-600 dark:bg-orange-400",
};
const LEVEL_PILL: Record<CompetencyLevel, string> = {
  Exceptional: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  Strong: "text-blue-800 bg-blue-50 ring-blue-600/25 dark:text-blue-200 dark:bg-blue-500/15 dark:ring-blue-400/30",
  Competent: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  Developing: "text-orange-800 bg-orange-50 ring-orange-600/25 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
};
const READINESS_CLASS: Record<Readiness, string> = {
  Ready: "text-emerald-700 dark:text-emerald-300",
  "Nearly Ready": "text-blue-700 dark:text-blue-300",
  Developing: "text-orange-700 dark:text-orange-300",
};

/** Spec §2 Executive leadership profile: eight bars with benchmark markers, readiness, comparison chart, strengths, priorities, actions. */
export function ExecutiveTab({ profile, printing }: { profile: ExecutiveProfileResult; printing: boolean }) {
  const t = useResultsT();
  const actions = profile.priorities.flatMap((p) => executiveActions(p.competency).map((text) => ({ competency: p.competency, text })));
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-[16rem_minmax(0,1fr)]">
        <ResultCard id="readiness-heading" title={t("executive.readiness")} className="self-start">
          <p
            className={`text-3xl font-semibold ${profile.readiness ? READINESS_CLASS[profile.readiness] : "text-slate-500 dark:text-slate-400"}`}
            data-testid="executive-readiness"
          >
            {profile.readiness ? readinessName(profile.readiness) : t("executive.notMeasured")}
          </p>
          {profile.mean !== null && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans t={t} i18nKey="executive.mean" values={{ mean: score100(profile.mean) }} components={{ b: <span className="font-semibold tabular-nums" /> }} />
            </p>
          )}
          <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t("executive.readinessRule", { ready: READY_AT, nearlyReady: NEARLY_READY_AT })}</p>
          <ReferencePoints className="mt-1" />
        </ResultCard>
        <ResultCard
          id="competencies-heading"
          title={t("executive.competencies")}
          description={
            <>
              {t("executive.competenciesNote")} <NotNormed />
              <ReferencePoints />
            </>
          }
        >
          <ul className="space-y-4">
            {EXECUTIVE_COMPETENCIES.map((c) => {
              const s = profile.scores[c];
              const level = profile.levels[c];
              const b = profile.benchmarks[c];
              return (
                <li key={c} data-testid={`competency-${c}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="text-sm font-medium text-slate-900 dark:text-white">{executiveName(c)}</p>
                    <span className="flex items-center gap-2">
                      {level && <Pill className={LEVEL_PILL[level]}>{levelName(level)}</Pill>}
                      <span className="text-sm font-semibold tabular-nums text-slate-800 dark:text-slate-200">{s === null ? "–" : score100(s)}</span>
                    </span>
                  </div>
                  <div className="mt-2">
                    {s === null || !level ? (
                      <p className="text-xs text-slate-500 dark:text-slate-400">{t("executive.competencyNotMeasured")}</p>
                    ) : (
                      <Meter
                        value={s}
                        size="sm"
                        fillClass={LEVEL_FILL[level]}
                        label={executiveName(c)}
                        valueText={t("executive.value", { score: score100(s), level: levelName(level), average: b.average, good: b.good, excellent: b.excellent })}
                        markers={[
                          { value: b.average, label: t("executive.average"), className: "bg-slate-500 dark:bg-slate-300" },
                          { value: b.good, label: t("executive.good"), className: "bg-sky-600 dark:bg-sky-300" },
                          { value: b.excellent, label: t("executive.excellent"), className: "bg-emerald-600 dark:bg-emerald-300" },
                        ]}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
            <span className="inline-flex items-center gap-1.5">
              <span className="h-3 w-0.5 bg-slate-500 dark:bg-slate-300" /> {t("executive.average")}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-3 w-0.5 bg-sky-600 dark:bg-sky-300" /> {t("executive.good")}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-3 w-0.5 bg-emerald-600 dark:bg-emerald-300" /> {t("executive.excellent")}
            </span>
          </p>
        </ResultCard>
      </div>

      <ResultCard id="comparison-heading" title={t("executive.comparison")}>
        <Suspense
          fallback={
            <div role="status" className="flex h-72 items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <Spinner className="h-4 w-4" /> {t("executive.loadingChart")}
            </div>
          }
        >
          <ExecutiveChart profile={profile} printing={printing} />
        </Suspense>
      </ResultCard>

      <div className="grid gap-5 md:grid-cols-3">
        <ResultCard id="exec-strengths-heading" title={t("executive.strengths")} description={t("executive.strengthsNote")}>
          {profile.strengths.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("executive.noStrength")}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {profile.strengths.map((c) => (
                <li key={c} className="flex justify-between gap-2">
                  <span className="font-medium text-slate-900 dark:text-white">{executiveName(c)}</span>
                  <span className="tabular-nums text-slate-600 dark:text-slate-400">{score100(profile.scores[c] ?? 0)}</span>
                </li>
              ))}
            </ul>
          )}
        </ResultCard>
        <ResultCard id="exec-priorities-heading" title={t("executive.priorities")} description={t("executive.prioritiesNote")}>
          {profile.priorities.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("executive.noPriority")}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {profile.priorities.map((p) => (
                <li key={p.competency} className="flex justify-between gap-2">
                  <span className="font-medium text-slate-900 dark:text-white">{executiveName(p.competency)}</span>
                  <span className="whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400">{t("executive.gap", { gap: score100(p.gap) })}</span>
                </li>
              ))}
            </ul>
          )}
        </ResultCard>
        <ResultCard id="exec-actions-heading" title={t("executive.actions")}>
          {actions.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("executive.noAction")}</p>
          ) : (
            <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {actions.map((a) => (
                <li key={a.text}>
                  <Trans t={t} i18nKey="executive.action" values={{ competency: executiveName(a.competency), text: a.text }} components={{ b: <span className="font-medium" /> }} />
                </li>
              ))}
            </ul>
          )}
        </ResultCard>
      </div>
    </div>
  );
}
