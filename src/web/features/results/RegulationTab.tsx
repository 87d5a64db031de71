import { DEVELOPMENT_BELOW, KEY_STRENGTH_AT, REGULATION_DIMENSIONS, type RegulationBand, type RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import type { RegulationProfileResult } from "../../../domain/psychometrics/result-types.ts";
import { REGULATION_LABELS } from "../../../domain/psychometrics/labels.ts";
import { Meter, NotNormed, Pill, ResultCard } from "./bars.tsx";
import { REGULATION_ABOUT } from "./content.ts";
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
          <span className="font-medium text-slate-900 dark:text-white">{REGULATION_LABELS[d]}</span>
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
  const q = profile.quadrants;
  return (
    <div className="space-y-5">
      <ResultCard
        id="regulation-heading"
        title="Emotional Regulation Profile"
        description={
          <>
            Seven dimensions from public-domain IPIP scales, shown as percent of the maximum possible score. <NotNormed />
          </>
        }
      >
        <div className="mb-5 flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600 dark:text-slate-400">Overall</span>
          <span className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="regulation-overall">
            {profile.overall === null ? "–" : score100(profile.overall)}
          </span>
          {profile.overallBand && <Pill className={BAND_PILL[profile.overallBand]}>{profile.overallBand}</Pill>}
        </div>
        <ul className="space-y-4">
          {REGULATION_DIMENSIONS.map((d) => {
            const s = profile.scores[d];
            const band = profile.bands[d];
            const detail = profile.details[d];
            return (
              <li key={d}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-white">{REGULATION_LABELS[d]}</p>
                  <span className="flex items-center gap-2">
                    {band && <Pill className={BAND_PILL[band]}>{band}</Pill>}
                    <span className="text-sm font-semibold tabular-nums text-slate-800 dark:text-slate-200">{s === null ? "–" : score100(s)}</span>
                  </span>
                </div>
                <p className="mb-1.5 text-xs text-slate-500 dark:text-slate-400">{REGULATION_ABOUT[d]}</p>
                {s === null || !band ? (
                  <p className="text-xs text-slate-500 dark:text-slate-400">Not measured.</p>
                ) : (
                  <Meter value={s} fillClass={BAND_FILL[band]} label={REGULATION_LABELS[d]} valueText={`${score100(s)} of 100, ${band}`} size="sm" />
                )}
                {detail && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{detail.itemsAnswered} items · confidence {detail.confidence.toFixed(2)}</p>}
              </li>
            );
          })}
        </ul>
      </ResultCard>

      <div className="grid gap-5 md:grid-cols-2">
        <ResultCard id="reg-strengths-heading" title="Key Strengths" description={`Scores of ${KEY_STRENGTH_AT} or more`}>
          <DimensionList dims={profile.keyStrengths} profile={profile} empty={`No dimension reached ${KEY_STRENGTH_AT} yet.`} />
        </ResultCard>
        <ResultCard id="reg-opps-heading" title="Development Opportunities" description={`Scores under ${DEVELOPMENT_BELOW}`}>
          <DimensionList dims={profile.developmentOpportunities} profile={profile} empty={`No dimension is under ${DEVELOPMENT_BELOW}.`} />
        </ResultCard>
      </div>

      <ResultCard id="eq-quadrants-heading" title="EQ Quadrants" description="Self (internal) and Social (external) sides of emotional intelligence.">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900 dark:text-white">
              Self <span className="font-normal text-slate-500 dark:text-slate-400">internal · {q.self === null ? "–" : score100(q.self)}</span>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Quadrant title="Self-Awareness" value={q.selfAwareness} />
              <Quadrant title="Self-Management" value={q.selfManagement} />
            </div>
          </div>
          <div>
            <p className="mb-2 flex items-baseline justify-between text-sm font-semibold text-slate-900 dark:text-white">
              Social <span className="font-normal text-slate-500 dark:text-slate-400">external · {q.social === null ? "–" : score100(q.social)}</span>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Quadrant title="Social Awareness" value={q.socialAwareness} />
              <Quadrant title="Relationship Management" value={q.relationshipManagement} />
            </div>
          </div>
        </div>
        <p className="mt-4 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950 dark:bg-indigo-500/15 dark:text-indigo-100" data-testid="eq-balance">
          {q.sentence}
        </p>
      </ResultCard>
    </div>
  );
}
