import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { MANIFESTATION_WARNING_SCORE } from "../../../domain/psychometrics/dark-side-bands.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dark-side-traits.ts";
import { darkSideName } from "../../lib/psychometrics/labels.ts";
import { impactAreaTexts } from "./dark-side-words.ts";
import { useDarkSideT } from "./i18n.ts";
import { LevelBadge, TextList } from "./parts.tsx";

/** Spec §2 Trait Analysis: a card per trait with its risk badge; manifestation, concerns and impact areas when it manifests. */
export function TraitsPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const risks = report.darkSideAnalysis.darkSideRisk.traitRisks;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("traits.note")}</p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {DARK_SIDE_TRAITS.map((trait) => {
          const r = risks[trait];
          const headingId = `ds-trait-${trait}`;
          return (
            <li key={trait} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900" data-testid={`trait-${trait}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
                  {darkSideName(trait)}
                </h3>
                {r && <LevelBadge level={r.riskLevel} testId="trait-level" />}
              </div>
              {!r ? (
                <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("traits.notScored")}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-400">{t("traits.score", { score: Math.round(r.score) })}</p>
                  {r.manifestationType === "none" ? (
                    <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t("traits.quiet", { warning: MANIFESTATION_WARNING_SCORE })}</p>
                  ) : (
                    <dl className="mt-3 space-y-3 text-sm">
                      <div>
                        <dt className="font-semibold text-slate-900 dark:text-white">{t("traits.manifestation")}</dt>
                        <dd className="mt-0.5 text-slate-700 dark:text-slate-300" data-testid="trait-manifestation">
                          {t(`traits.manifestationType.${r.manifestationType}`)}
                        </dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-slate-900 dark:text-white">{t("traits.primaryConcerns")}</dt>
                        <dd className="mt-1">
                          <TextList items={r.primaryConcerns} empty={t("traits.noConcerns")} />
                        </dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-slate-900 dark:text-white">{t("traits.impactAreas")}</dt>
                        <dd className="mt-1">
                          <TextList items={impactAreaTexts(trait, r.impactAreas)} empty={t("notAvailable")} testId="impact-areas" />
                        </dd>
                      </div>
                    </dl>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
