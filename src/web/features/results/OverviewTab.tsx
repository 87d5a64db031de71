import { PILLARS } from "../../../domain/assessments/item-types.ts";
import { PILLAR_DOMAINS } from "../../../domain/assessments/pillars.ts";
import { ARCHETYPES } from "../../../domain/psychometrics/archetypes.ts";
import { BALANCE_HIGH_ABOVE, BALANCE_MODERATE_ABOVE, pomp, SCALE_MARKS, WELL_ROUNDED_PERCENTILE } from "../../../domain/psychometrics/bands.ts";
import { TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";
import type { PillarResult, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { Icon } from "../../components/Icon.tsx";
import { PILLAR_LABELS, TRAIT_DESCRIPTIONS, TRAIT_LABELS } from "../../../domain/psychometrics/labels.ts";
import { COLOUR_FILL, COLOUR_TEXT, MarkScale, Meter, NotNormed, Pill, ResultCard } from "./bars.tsx";
import { mean5, normGroupText, ordinal, percentileText, qualityNeedsCaution } from "./results-view.ts";

function TraitBar({ trait, score }: { trait: Trait; score: ScoreResult }) {
  const s = score.traits[trait];
  const name = TRAIT_LABELS[trait];
  if (!s) {
    return (
      <li className="py-3">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">Not measured: no answers for this trait.</p>
      </li>
    );
  }
  const text = `${percentileText(s.percentile)}, stanine ${s.stanine}, raw score ${Math.round(s.raw)}`;
  return (
    <li className="py-3" data-testid={`trait-${trait}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <Pill className={COLOUR_TEXT[s.colour]}>{s.label}</Pill>
      </div>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{TRAIT_DESCRIPTIONS[trait]}</p>
      <Meter value={s.percentile} fillClass={COLOUR_FILL[s.colour]} label={`${name} percentile`} valueText={text} marks={SCALE_MARKS} />
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
        <span>
          <span className="font-semibold tabular-nums">{ordinal(s.percentile)}</span> percentile
        </span>
        <span>
          Stanine <span className="font-semibold tabular-nums">{s.stanine}</span>
        </span>
        <span>
          Raw <span className="font-semibold tabular-nums">{Math.round(s.raw)}</span>
          <span className="text-slate-500 dark:text-slate-400"> of 24-120</span>
        </span>
        {s.prorated && (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            (prorated from {s.itemsAnswered} of {s.itemsFullForm} items)
          </span>
        )}
      </p>
    </li>
  );
}

function TraitList({ traits, score, empty }: { traits: readonly Trait[]; score: ScoreResult; empty: string }) {
  if (traits.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ol className="space-y-2">
      {traits.map((t, i) => {
        const s = score.traits[t];
        return (
          <li key={t} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">{i + 1}</span>
              <span className="font-medium text-slate-900 dark:text-white">{TRAIT_LABELS[t]}</span>
            </span>
            {s && <Pill className={COLOUR_TEXT[s.colour]}>{percentileText(s.percentile)}</Pill>}
          </li>
        );
      })}
    </ol>
  );
}

const GUIDANCE_TEXT: Record<PillarResult["guidance"], string> = { high: "High priority", medium: "Medium priority", low: "Low priority" };
const GUIDANCE_CLASS: Record<PillarResult["guidance"], string> = {
  high: "text-orange-800 bg-orange-50 ring-orange-600/25 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
  medium: "text-blue-800 bg-blue-50 ring-blue-600/25 dark:text-blue-200 dark:bg-blue-500/15 dark:ring-blue-400/30",
  low: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
};

function Pillars({ score }: { score: ScoreResult }) {
  const pillars = score.pillars;
  if (!pillars) return null;
  const shown = PILLARS.filter((p) => pillars[p]);
  if (shown.length === 0) return null;
  return (
    <ResultCard
      id="pillars-heading"
      title="Pillars"
      description={
        <>
          Mean of the keyed answers on 1-5, against the fixed reference benchmarks for this assessment type. <NotNormed scale="1-5" />
        </>
      }
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {shown.map((p) => {
          const r = pillars[p]!;
          const domains = PILLAR_DOMAINS.filter((d) => d.pillar === p && score.domains?.[d.id]);
          return (
            <li key={p} data-testid={`pillar-${p}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900 dark:text-white">{PILLAR_LABELS[p]}</p>
                <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
                  <span className="font-semibold">{mean5(r.score)}</span> / 5
                </span>
              </div>
              <div className="mt-2">
                <Meter
                  value={r.pomp}
                  fillClass="bg-indigo-500 dark:bg-indigo-400"
                  label={`${PILLAR_LABELS[p]} pillar`}
                  valueText={`${mean5(r.score)} of 5${r.standing ? `, ${r.standing}` : ""}`}
                  markers={
                    r.benchmark
                      ? [
                          { value: pomp(r.benchmark.average), label: "Average", className: "bg-slate-500" },
                          { value: pomp(r.benchmark.top25), label: "Top 25%", className: "bg-sky-600" },
                          { value: pomp(r.benchmark.top10), label: "Top 10%", className: "bg-emerald-600" },
                        ]
                      : []
                  }
                />
              </div>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Pill className={GUIDANCE_CLASS[r.guidance]}>{GUIDANCE_TEXT[r.guidance]}</Pill>
                {r.standing && <Pill className="text-slate-700 bg-slate-50 ring-slate-500/20 dark:text-slate-200 dark:bg-slate-800 dark:ring-slate-500/30">{r.standing}</Pill>}
              </div>
              {r.benchmark && (
                <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  Benchmarks: average {mean5(r.benchmark.average)}, top 25% {mean5(r.benchmark.top25)}, top 10% {mean5(r.benchmark.top10)}
                </p>
              )}
              {domains.length > 0 && (
                <ul className="mt-3 space-y-1 border-t border-slate-100 pt-2 text-sm dark:border-slate-800">
                  {domains.map((d) => (
                    <li key={d.id} className="flex justify-between gap-2 text-slate-600 dark:text-slate-400">
                      <span>{d.label}</span>
                      <span className="tabular-nums">{mean5(score.domains![d.id]!.score)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-slate-500" /> Average
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-sky-600" /> Top 25%
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-emerald-600" /> Top 10%
        </span>
      </p>
    </ResultCard>
  );
}

/** A plain-language note on how carefully the questions seem to have been answered. */
export function QualityNote({ score }: { score: ScoreResult }) {
  const caution = qualityNeedsCaution(score.quality);
  return (
    <div
      className={`flex gap-3 rounded-xl border px-4 py-3 text-sm ${
        caution
          ? "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          : "border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      }`}
      data-testid="quality-note"
    >
      <Icon name={caution ? "alert" : "check"} className={`mt-0.5 h-4 w-4 shrink-0 ${caution ? "" : "text-emerald-600 dark:text-emerald-400"}`} />
      <p>
        <span className="font-semibold">Response quality. </span>
        {score.quality.note}
      </p>
    </div>
  );
}

/** Spec §2 Overview: a bar per Big Five trait, Strongest Traits, Development Areas, Profile Balance (plus archetypes and pillars). */
export function OverviewTab({ score }: { score: ScoreResult }) {
  const norm = normGroupText(score.normGroup);
  const archetypes = score.profile.archetypes;
  return (
    <div className="space-y-5">
      <ResultCard
        id="big-five-heading"
        title="Big Five traits"
        description={
          <>
            <span className="font-medium text-slate-700 dark:text-slate-200" data-testid="norm-group">
              {norm.line}
            </span>
            {norm.detail && <span className="block text-xs">{norm.detail}</span>}
          </>
        }
      >
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {TRAITS.map((t) => (
            <TraitBar key={t} trait={t} score={score} />
          ))}
        </ul>
        <MarkScale marks={SCALE_MARKS} className="mt-1" />
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Percentile scale; marks at the 10th, 25th, 50th, 75th and 90th percentiles.</p>
      </ResultCard>

      <div className="grid gap-5 md:grid-cols-3">
        <ResultCard id="strongest-heading" title="Strongest Traits" description="Highest percentiles">
          <TraitList traits={score.profile.strongest} score={score} empty="No trait was measured." />
        </ResultCard>
        <ResultCard id="development-heading" title="Development Areas" description="Lowest percentiles">
          <TraitList traits={score.profile.development} score={score} empty="No trait was measured." />
        </ResultCard>
        <ResultCard id="balance-heading" title="Profile Balance">
          <p className="text-2xl font-semibold text-slate-900 dark:text-white" data-testid="profile-balance">
            {score.profile.balance}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Spread of your five percentiles (variance {Math.round(score.profile.percentileVariance)}; above {BALANCE_MODERATE_ABOVE} is Moderate, above {BALANCE_HIGH_ABOVE} High).
          </p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            Profile type: <span className="font-semibold">{score.profile.type}</span>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">Well-Rounded needs three or more traits above the {ordinal(WELL_ROUNDED_PERCENTILE)} percentile.</p>
        </ResultCard>
      </div>

      {archetypes.length > 0 && (
        <ResultCard id="archetypes-heading" title="Archetypes" description="Trait patterns your profile matches (Facetwise's definitions; a match needs 4 of 6 points).">
          <ul className="grid gap-3 sm:grid-cols-2">
            {archetypes.map((a) => (
              <li key={a.name} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="flex items-center justify-between font-medium text-slate-900 dark:text-white">
                  {a.name} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">match {a.score}/6</span>
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{ARCHETYPES.find((p) => p.name === a.name)?.summary}</p>
              </li>
            ))}
          </ul>
        </ResultCard>
      )}

      <Pillars score={score} />
    </div>
  );
}
