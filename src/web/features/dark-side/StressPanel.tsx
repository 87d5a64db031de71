import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { adaptiveCapacityBand, stressBand, stressBarPercent } from "../../../domain/psychometrics/dark-side-bands.ts";
import { BAND_TEXT, CAPACITY_FILL, STRESS_FILL } from "./dark-side-view.ts";
import { useDarkSideT } from "./i18n.ts";
import { Bar, Panel, TextList } from "./parts.tsx";

function NotAvailable() {
  const t = useDarkSideT();
  return <p className="text-sm text-slate-500 dark:text-slate-400">{t("notAvailable")}</p>;
}

/** Spec §2 Stress Response: stress bar (level/10, red 8 / orange 6 / yellow 4), adaptive capacity %, amplification ×, patterns and behaviours. */
export function StressPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const a = report.darkSideAnalysis;
  const level = a.stressResponse.currentStressLevel;
  const capacity = a.stressResponse.adaptiveCapacity;
  const amplification = a.darkSideRisk.stressAmplification;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-3">
        <Panel id="ds-stress-level" title={t("stress.level")} description={t("stress.levelNote")}>
          {level === null ? (
            <NotAvailable />
          ) : (
            <div data-testid="stress-level" data-band={stressBand(level)}>
              <p className={`mb-2 text-2xl font-semibold tabular-nums ${BAND_TEXT[stressBand(level)]}`}>{t("stress.levelValue", { level: level.toFixed(1) })}</p>
              <Bar
                percent={stressBarPercent(level)}
                fillClass={STRESS_FILL[stressBand(level)]}
                label={t("stress.level")}
                valueText={t("stress.levelValue", { level: level.toFixed(1) })}
              />
            </div>
          )}
        </Panel>
        <Panel id="ds-adaptive" title={t("stress.adaptive")} description={t("stress.adaptiveNote")}>
          {capacity === null ? (
            <NotAvailable />
          ) : (
            <div data-testid="adaptive-capacity" data-band={adaptiveCapacityBand(capacity)}>
              <p className={`mb-2 text-2xl font-semibold tabular-nums ${BAND_TEXT[adaptiveCapacityBand(capacity)]}`}>{t("stress.adaptiveValue", { score: capacity })}</p>
              <Bar
                percent={capacity}
                fillClass={CAPACITY_FILL[adaptiveCapacityBand(capacity)]}
                label={t("stress.adaptive")}
                valueText={t("stress.adaptiveValue", { score: capacity })}
              />
            </div>
          )}
        </Panel>
        <Panel id="ds-amplification" title={t("stress.amplification")} description={t("stress.amplificationNote")}>
          {amplification === null ? (
            <NotAvailable />
          ) : (
            <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="stress-amplification">
              {t("stress.amplificationValue", { value: amplification.toFixed(1) })}
            </p>
          )}
        </Panel>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="ds-maladaptive" title={t("stress.maladaptive")}>
          <TextList items={a.stressResponse.maladaptivePatterns} empty={t("stress.noMaladaptive")} testId="maladaptive-patterns" />
        </Panel>
        <Panel id="ds-compensatory" title={t("stress.compensatory")}>
          <TextList items={a.darkSideRisk.compensatoryBehaviors} empty={t("stress.noCompensatory")} testId="compensatory-behaviours" />
        </Panel>
      </div>
    </div>
  );
}
