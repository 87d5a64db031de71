import { PILLARS } from "../../../domain/assessments/item-types.ts";
import { PILLAR_DOMAINS } from "../../../domain/assessments/pillars.ts";
import { BALANCE_HIGH_ABOVE, BALANCE_MODERATE_ABOVE, pomp, profileListReading, SCALE_MARKS, WELL_ROUNDED_PERCENTILE } from "../../../domain/psychometrics/bands.ts";
import { TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";
import type { NormedScore, PillarResult, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { Trans } from "../../lib/trans.tsx";
import { Icon } from "../Icon.tsx";
import {
  archetypeName,
  archetypeSummary,
  balanceName,
  domainName,
  percentileBandName,
  pillarName,
  priorityName,
  profileTypeName,
  standingName,
  traitDescription,
  traitName,
} from "../../lib/psychometrics/labels.ts";
import { COLOUR_FILL, COLOUR_TEXT, MarkScale, Meter, NotNormed, Pill, ReferencePoints, ResultCard } from "./bars.tsx";
import { useResultsT } from "./i18n.ts";
import { qualityNoteText } from "../../../shared/quality-note.ts";
import { mean5, normGroupText, ordinal, percentileText, qualityNeedsCaution } from "./results-view.ts";
import { useNormedDisplay } from "./score-display.tsx";

const bold = { b: <span className="font-semibold tabular-nums" /> };

/** "Approximate: …" for a prorated score, saying whether the form asked fewer items or some were skipped. */
export function ApproximateNote({ s }: { s: NormedScore }) {
  const t = useResultsT();
  if (!s.proratedBecause) return null;
  return (
    <span className="text-xs text-slate-500 dark:text-slate-400" data-testid="approximate">
      {t(`overview.approximate_${s.proratedBecause}`, { asked: s.itemsAsked, answered: s.itemsAnswered, full: s.itemsFullForm })}
    </span>
  );
}

function TraitBar({ trait, score }: { trait: Trait; score: ScoreResult }) {
  const t = useResultsT();
  const show = useNormedDisplay();
  const s = score.traits[trait];
  const name = traitName(trait);
  const short = score.notEnough?.traits[trait];
  if (!s) {
    return (
      <li className="py-3" data-testid={`trait-${trait}`}>
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {short ? t("overview.notEnough", { answered: short.itemsAnswered, full: short.itemsFullForm, minimum: short.minimumItems }) : t("overview.notMeasured")}
        </p>
      </li>
    );
  }
  const text = t("overview.traitValue", { percentile: percentileText(s.percentile), stanine: s.stanine, raw: Math.round(s.raw) });
  return (
    <li className="py-3" data-testid={`trait-${trait}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        {show.percentiles && (
          <Pill className={COLOUR_TEXT[s.colour]}>
            <span data-testid="trait-label" data-colour={s.colour}>
              {percentileBandName(s.label)}
            </span>
          </Pill>
        )}
      </div>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{traitDescription(trait)}</p>
      {show.percentiles && <Meter value={s.percentile} fillClass={COLOUR_FILL[s.colour]} label={t("number.percentileOf", { name })} valueText={text} marks={SCALE_MARKS} />}
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
        {show.percentiles && (
          <span>
            <Trans t={t} i18nKey="overview.percentile" values={{ ordinal: ordinal(s.percentile) }} components={bold} />
          </span>
        )}
        {show.stanines && (
          <span>
            <Trans t={t} i18nKey="overview.stanine" values={{ stanine: s.stanine }} components={bold} />
          </span>
        )}
        <span>
          <Trans t={t} i18nKey="overview.raw" values={{ raw: Math.round(s.raw) }} components={{ ...bold, muted: <span className="text-slate-500 dark:text-slate-400" /> }} />
        </span>
      </p>
      <ApproximateNote s={s} />
    </li>
  );
}

function TraitList({ traits, score, empty, testId }: { traits: readonly Trait[]; score: ScoreResult; empty: string; testId: string }) {
  const show = useNormedDisplay();
  const tr = useResultsT();
  if (traits.length === 0)
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <ol className="space-y-2" data-testid={testId}>
      {traits.map((t, i) => {
        const s = score.traits[t];
        // named and counted in the desirable direction the headings speak of (low Neuroticism: Emotional stability)
        const reading = s ? profileListReading(t, s.percentile) : null;
        return (
          <li key={t} className="flex items-center justify-between gap-3" data-trait={t}>
            <span className="flex items-center gap-2">
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {i + 1}
              </span>
              <span>
                <span className="font-medium text-slate-900 dark:text-white">{reading?.reversed ? tr("overview.emotionalStability") : traitName(t)}</span>
                {s && reading?.reversed && show.percentiles && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{tr("overview.reversedFrom", { ordinal: percentileText(s.percentile) })}</span>
                )}
              </span>
            </span>
            {s && reading && show.percentiles && <Pill className={COLOUR_TEXT[s.colour]}>{percentileText(reading.percentile)}</Pill>}
          </li>
        );
      })}
    </ol>
  );
}

const GUIDANCE_CLASS: Record<PillarResult["guidance"], string> = {
  high: "text-orange-800 bg-orange-50 ring-orange-600/25 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
  medium: "text-blue-800 bg-blue-50 ring-blue-600/25 dark:text-blue-200 dark:bg-blue-500/15 dark:ring-blue-400/30",
  low: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
};

function Pillars({ score }: { score: ScoreResult }) {
  const t = useResultsT();
  const pillars = score.pillars;
  if (!pillars) return null;
  const shown = PILLARS.filter((p) => pillars[p]);
  if (shown.length === 0) return null;
  return (
    <ResultCard
      id="pillars-heading"
      title={t("pillars.title")}
      description={
        <>
          {t("pillars.description")} <NotNormed scale="1-5" />
          <ReferencePoints />
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
                <p className="font-medium text-slate-900 dark:text-white">{pillarName(p)}</p>
                <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
                  <span className="font-semibold">{mean5(r.score)}</span> / 5
                </span>
              </div>
              <div className="mt-2">
                <Meter
                  value={r.pomp}
                  fillClass="bg-indigo-500 dark:bg-indigo-400"
                  label={t("pillars.meter", { pillar: pillarName(p) })}
                  valueText={
                    r.standing ? t("pillars.valueWithStanding", { score: mean5(r.score), standing: standingName(r.standing) }) : t("pillars.value", { score: mean5(r.score) })
                  }
                  markers={
                    r.benchmark
                      ? [
                          { value: pomp(r.benchmark.average), label: t("pillars.average"), className: "bg-slate-500" },
                          { value: pomp(r.benchmark.top25), label: t("pillars.top25"), className: "bg-sky-600" },
                          { value: pomp(r.benchmark.top10), label: t("pillars.top10"), className: "bg-emerald-600" },
                        ]
                      : []
                  }
                />
              </div>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Pill className={GUIDANCE_CLASS[r.guidance]}>{priorityName(r.guidance)}</Pill>
                {r.standing && (
                  <Pill className="text-slate-700 bg-slate-50 ring-slate-500/20 dark:text-slate-200 dark:bg-slate-800 dark:ring-slate-500/30">{standingName(r.standing)}</Pill>
                )}
              </div>
              {r.benchmark && (
                <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  {t("pillars.benchmarks", { average: mean5(r.benchmark.average), top25: mean5(r.benchmark.top25), top10: mean5(r.benchmark.top10) })}
                </p>
              )}
              {domains.length > 0 && (
                <ul className="mt-3 space-y-1 border-t border-slate-100 pt-2 text-sm dark:border-slate-800">
                  {domains.map((d) => (
                    <li key={d.id} className="flex justify-between gap-2 text-slate-600 dark:text-slate-400">
                      <span>{domainName(d.id)}</span>
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
          <span className="h-3 w-0.5 bg-slate-500" /> {t("pillars.average")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-sky-600" /> {t("pillars.top25")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-emerald-600" /> {t("pillars.top10")}
        </span>
      </p>
    </ResultCard>
  );
}

/** A plain-language note on how carefully the questions seem to have been answered. */
export function QualityNote({ score }: { score: ScoreResult }) {
  const t = useResultsT();
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
        <span className="font-semibold">{t("overview.qualityLead")}</span>
        {qualityNoteText(score.quality, (key, params) => t(`quality.${key}`, params))}
      </p>
    </div>
  );
}

/** Spec §2 Overview: a bar per Big Five trait, Strongest Traits, Development Areas, Profile Balance (plus archetypes and pillars). */
export function OverviewTab({ score }: { score: ScoreResult }) {
  const t = useResultsT();
  const show = useNormedDisplay();
  const norm = normGroupText(score.normGroup);
  const archetypes = score.profile.archetypes;
  return (
    <div className="space-y-5">
      <ResultCard
        id="big-five-heading"
        title={t("overview.bigFive")}
        description={
          <>
            <span className="font-medium text-slate-700 dark:text-slate-200" data-testid="norm-group">
              {norm.line}
            </span>
            {norm.detail && <span className="block text-xs">{norm.detail}</span>}
            {norm.sample && (
              <span className="block text-xs" data-testid="norm-sample">
                {norm.sample}
              </span>
            )}
            {norm.source && <span className="block text-xs">{norm.source}</span>}
          </>
        }
      >
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {TRAITS.map((t) => (
            <TraitBar key={t} trait={t} score={score} />
          ))}
        </ul>
        {show.percentiles && (
          <>
            <MarkScale marks={SCALE_MARKS} className="mt-1" />
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("overview.scaleNote")}</p>
          </>
        )}
      </ResultCard>

      <div className="grid gap-5 md:grid-cols-3">
        <ResultCard id="strongest-heading" title={t("overview.strongest")} description={show.percentiles ? t("overview.strongestNote") : undefined}>
          <TraitList traits={score.profile.strongest} score={score} empty={t("overview.noStrength")} testId="strongest-list" />
        </ResultCard>
        <ResultCard id="development-heading" title={t("overview.development")} description={show.percentiles ? t("overview.developmentNote") : undefined}>
          <TraitList traits={score.profile.development} score={score} empty={t("overview.noDevelopment")} testId="development-list" />
        </ResultCard>
        <ResultCard id="balance-heading" title={t("overview.balance")}>
          <p className="text-2xl font-semibold text-slate-900 dark:text-white" data-testid="profile-balance">
            {balanceName(score.profile.balance)}
          </p>
          {show.percentiles && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t("overview.balanceNote", { variance: Math.round(score.profile.percentileVariance), moderate: BALANCE_MODERATE_ABOVE, high: BALANCE_HIGH_ABOVE })}
            </p>
          )}
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            <Trans t={t} i18nKey="overview.profileType" values={{ type: profileTypeName(score.profile.type) }} components={{ b: <span className="font-semibold" /> }} />
          </p>
          {show.percentiles && <p className="text-xs text-slate-500 dark:text-slate-400">{t("overview.wellRoundedRule", { ordinal: ordinal(WELL_ROUNDED_PERCENTILE) })}</p>}
        </ResultCard>
      </div>

      {archetypes.length > 0 && (
        <ResultCard id="archetypes-heading" title={t("overview.archetypes")} description={t("overview.archetypesNote")}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {archetypes.map((a) => (
              <li key={a.name} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="flex items-center justify-between font-medium text-slate-900 dark:text-white">
                  {archetypeName(a.name)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{t("overview.archetypeMatch", { score: a.score })}</span>
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{archetypeSummary(a.name)}</p>
              </li>
            ))}
          </ul>
        </ResultCard>
      )}

      <Pillars score={score} />
    </div>
  );
}
