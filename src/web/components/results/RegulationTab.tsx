import { DEVELOPMENT_BELOW, KEY_STRENGTH_AT, REGULATION_DIMENSIONS, type RegulationBand, type RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import type { RegulationProfileResult } from "../../../domain/psychometrics/result-types.ts";
import { Trans } from "../../lib/trans.tsx";
import { regulationBandName, regulationName } from "../../lib/psychometrics/labels.ts";
import { Meter, NotNormed, Pill, ReferencePoints, ResultCard } from "./bars.tsx";
import { quadrantSentence, regulationAbout } from "./content.ts";
import { useResultsT } from "./i18n.ts";
import { score100 } from "./results-view.ts";

const BAND_FILL: Record<RegulationBand, string> = {
  Exceptional: "bg-emerald-500 dark:bg-emerald-400",
  Strong: "bg-blue-500 dark:bg-blue-400",
  Developing: "bg-amber-500 dark:bg-amber-400",
  "Needs Development": "bg-orange-600 dark:bg-orange-400",
};
const BAND_PILL: Record<RegulationBand, string> = {
  Exceptional: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  Strong: "text-blue-800 bg-blue-50 ring-blue-600/25 dark:text-blue-200 dark:bg-blue-500/15 dark:ring-blue-400/30",
  Developing: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  "Needs Development": "text-orange-800 bg-orange-50 ring-orange-600/25 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
};

function DimensionList({ dims, profile, empty }: { dims: readonly RegulationDimension[]; profile: RegulationProfileResult; empty: string }) {
  if (dims.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="space-y-2">
      {dims.map((d) => (
        <li key={d} className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium text-slate-900 dark:text-white">{regulationName(d)}</span>
          <span className="tabular-nums text-slate-600 dark:text-slate-400">{score100(profile.scores[d] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}

function Quadrant({ title, value }: { title: string; value: number | null }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <p className="text-xs text-slate-500 dark:text-slate-400">{title}</p>
      <p className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{value === null ? "–" : score100(value)}</p>
    </div>
  );
}

/** Spec §2 Emotional Regulation Profile: overall score, seven bars, strengths, opportunities, EQ quadrants and balance. */
export function RegulationTab({ profile }: { profile: RegulationProfileResult }) {
  const t = useResultsT();
  const q = profile.quadrants;
  const muted = { muted: <span className="font-normal text-slate-500 dark:text-slate-400" /> };
  return (
    <div className="space-y-5">
      <ResultCard
        id="regulation-heading"
        title={t("regulation.title")}
        description={
          <>
            {t("regulation.description")} <NotNormed />
            <ReferencePoints />
          </>
        }
      >
        <div className="mb-5 flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600 dark:text-slate-400">{t("regulation.overall")}</span>
          <span className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="regulation-overall">
            {profile.overall === null ? "–" : score100(profile.overall)}
          </span>
          {profile.overallBand && <Pill className={BAND_PILL[profile.overallBand]}>{regulationBandName(profile.overallBand)}</Pill>}
        </div>
        <ul className="space-y-4">
          {REGULATION_DIMENSIONS.map((d) => {
            const s = profile.scores[d];
            const band = profile.bands[d];
            const detail = profile.details[d];
            return (
              <li key={d}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-white">{regulationName(d)}</p>
                  <span className="flex items-center gap-2">
                    {band && <Pill className={BAND_PILL[band]}>{regulationBandName(band)}</Pill>}
                    <span className="text-sm font-semibold tabular-nums text-slate-800 dark:text-slate-200">{s === null ? "–" : score100(s)}</span>
                  </span>
                </div>
                <p className="mb-1.5 text-xs text-slate-500 dark:text-slate-400">{regulationAbout(d)}</p>
                {s === null || !band ? (
                  <p className="text-xs text-slate-500 dark:text-slate-400">{t("regulation.notMeasured")}</p>
                ) : (
                  <Meter
                    value={s}
                    fillClass={BAND_FILL[band]}
                    label={regulationName(d)}
                    valueText={t("number.scoreOf100", { score: score100(s), band: regulationBandName(band) })}
                    size="sm"
                  />
                )}
                {detail && (
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {t("number.itemsConfidence", { items: detail.itemsAnswered, confidence: detail.confidence.toFixed(2) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </ResultCard>

      <div className="grid gap-5 md:grid-cols-2">
        <ResultCard id="reg-strengths-heading" title={t("regulation.strengths")} description={t("regulation.strengthsNote", { score: KEY_STRENGTH_AT })}>
          <DimensionList dims={profile.keyStrengths} profile={profile} empty={t("regulation.noStrength", { score: KEY_STRENGTH_AT })} />
        </ResultCard>
        <ResultCard id="reg-opps-heading" title={t("regulation.opportunities")} description={t("regulation.opportunitiesNote", { score: DEVELOPMENT_BELOW })}>
          <DimensionList dims={profile.developmentOpportunities} profile={profile} empty={t("regulation.noOpportunity", { score: DEVELOPMENT_BELOW })} />
        </ResultCard>
      </div>

      <ResultCard id="eq-quadrants-heading" title={t("regulation.quadrants")} description={t("regulation.quadrantsNote")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900 dark:text-white">
              <Trans t={t} i18nKey="regulation.self" values={{ score: q.self === null ? "–" : score100(q.self) }} components={muted} />
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Quadrant title={regulationName("selfAwareness")} value={q.selfAwareness} />
              <Quadrant title={regulationName("selfManagement")} value={q.selfManagement} />
            </div>
          </div>
          <div>
            <p className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900 dark:text-white">
              <Trans t={t} i18nKey="regulation.social" values={{ score: q.social === null ? "–" : score100(q.social) }} components={muted} />
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Quadrant title={regulationName("socialAwareness")} value={q.socialAwareness} />
              <Quadrant title={regulationName("relationshipManagement")} value={q.relationshipManagement} />
            </div>
          </div>
        </div>
        <p className="mt-4 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950 dark:bg-indigo-500/15 dark:text-indigo-100" data-testid="eq-balance">
          {quadrantSentence(q)}
        </p>
      </ResultCard>
    </div>
  );
}
