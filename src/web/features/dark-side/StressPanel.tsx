import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { adaptiveCapacityBand, stressBand, stressBarPercent } from "../../../domain/psychometrics/dark-side-bands.ts";
import { BAND_TEXT, CAPACITY_FILL, STRESS_FILL } from "./dark-side-view.ts";
import { compensationText, fixed, stressPatternText } from "./dark-side-words.ts";
import { useDarkSideT } from "./i18n.ts";
import { Bar, Panel, TextList } from "./parts.tsx";

function NotAvailable() {
  const t = useDarkSideT();
  return <p className="text-sm text-slate-500 dark:text-slate-400">{t("notAvailable")}</p>;
}

/**
 * Spec §2 Stress Response: stress-proneness bar (level/10, red 8 / orange 6 / yellow 4), adaptive capacity %,
 * patterns and behaviours, each with its rule. The spec's stress amplification (a multiplier with no published
 * weight) is left out.
 */
export function StressPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const a = report.darkSideAnalysis;
  const level = a.stressResponse.stressProneness;
  const capacity = a.stressResponse.adaptiveCapacity;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="ds-stress-level" title={t("stress.proneness")} description={t("stress.pronenessNote")}>
          {level === null ? (
            <NotAvailable />
          ) : (
            <div data-testid="stress-level" data-band={stressBand(level)}>
              <p className={`mb-2 text-2xl font-semibold tabular-nums ${BAND_TEXT[stressBand(level)]}`}>{t("stress.pronenessValue", { level: fixed(level, 1) })}</p>
              <Bar
                percent={stressBarPercent(level)}
                fillClass={STRESS_FILL[stressBand(level)]}
                label={t("stress.proneness")}
                valueText={t("stress.pronenessValue", { level: fixed(level, 1) })}
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
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="ds-maladaptive" title={t("stress.maladaptive")} description={t("stress.maladaptiveNote")}>
          <TextList items={a.stressResponse.maladaptivePatterns.map(stressPatternText)} empty={t("stress.noMaladaptive")} testId="maladaptive-patterns" />
        </Panel>
        <Panel id="ds-compensatory" title={t("stress.compensatory")} description={t("stress.compensatoryNote")}>
          <TextList items={a.darkSideRisk.compensatoryBehaviors.map(compensationText)} empty={t("stress.noCompensatory")} testId="compensatory-behaviours" />
        </Panel>
      </div>
    </div>
  );
}
