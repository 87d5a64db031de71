/**
 * Shapes numeric scores into the ScoreResult (spec §3 Score plus norm group, quality, pillars and rule
 * versions). Pure: everything comes from the arguments.
 */
import { matchArchetypesOcean } from "./archetypes.ts";
import { percentileColour, percentileLabel, profileSummaryOcean, stenFromT, traitPolarity, type Polarity } from "./bands.ts";
import type { CompiledKey } from "./compiled-key.ts";
import { createNumericScores, type NumericScores, scoreNumeric, targetMean } from "./engine.ts";
import { coverageBand, COVERAGE_CONFIDENCE_THRESHOLD } from "./facet-confidence.ts";
import { FACETS, facetRecord, ITEMS_PER_DOMAIN_FULL_FORM, ITEMS_PER_FACET_FULL_FORM, traitRecord, TRAITS, type FacetKey, type Trait } from "./facets.ts";
import { NORM_CITATION, NORM_SAMPLE, POOLED_NORM_SAMPLE, type NormTable } from "./norms.ts";
import { overallDarkSideRisk } from "./derailment.ts";
import { describeQuality } from "./quality.ts";
import { darkSideSection, executiveSection, pillarSections, regulationSection } from "./result-sections.ts";
import type { FacetScore, NormGroupInfo, NormedScore, ProrationReason, ScoreResult, ScoringRules } from "./result-types.ts";
import { reasonMask, resultNoteCodes, storedNoteText } from "./result-notes.ts";
import { enoughAnswers, minimumItems, type AnswerCount } from "./sufficiency.ts";

/** The notes by code live beside their stored English (result-notes.ts); the results PDF reads them from here. */
export { noteCodesOf, resultNoteCodes, type ResultNote } from "./result-notes.ts";

const askedByKey = new WeakMap<CompiledKey, Float64Array>();

/**
 * Version of the interpretation rules around the numbers: direction-aware labels, colours and lists, the
 * minimum-data rule, derailer levels and the reference-point wording. Stored with every score; results scored
 * under an older version are re-scored from their answers (the assessments module's rescore job).
 */
export const INTERPRETATION_VERSION = "facetwise-interpretation-2";

/**
 * Items the form asks per target of a key (the answered counts of a response that answers everything),
 * computed once per key with the engine's own aggregation (halves → home scales, facets → domains).
 */
export function askedCounts(key: CompiledKey, norm: NormTable): Float64Array {
  let asked = askedByKey.get(key);
  if (!asked) {
    const all = new Float64Array(key.nItems).fill(3);
    asked = Float64Array.from(scoreNumeric(key, all, null, norm, createNumericScores(key)).counts);
    askedByKey.set(key, asked);
  }
  return asked;
}

function prorationReason(answered: number, asked: number, full: number): ProrationReason | null {
  if (answered >= full) return null;
  const short = asked < full;
  const skipped = answered < asked;
  return short && skipped ? "shortFormAndSkipped" : short ? "shortForm" : "skipped";
}

/**
 * Memo of normed score objects per norm table: for an integer raw sum with a given answered count, a row's
 * score object is fully determined (norm, row, raw, count), so it is built once, frozen and shared. Lives in
 * the caller's scoring context (never module state); same numbers as building it fresh.
 */
export type NormedScoreMemo = Map<string, Array<NormedScore | FacetScore | undefined>>;

/** Creates an empty memo for a scoring context. */
export function createNormedScoreMemo(): NormedScoreMemo {
  return new Map();
}

// Compact memo layout per norm: facet rows 0-29 take counts 0-4 × sums 0-20 (105 slots each); domain rows
// 30-34 take counts 0-24 × sums 0-120 (3025 slots each). 18,275 slots, allocated when a norm is first used.
const FACET_SLOTS = 5 * 21;
const DOMAIN_SLOTS = 25 * 121;
const MEMO_SIZE = 30 * FACET_SLOTS + 5 * DOMAIN_SLOTS;

function memoSlot(row: number, cnt: number, sum: number): number {
  if (sum !== Math.floor(sum) || sum < 0) return -1;
  if (row < 30) return cnt <= 4 && sum <= 20 ? row * FACET_SLOTS + cnt * 21 + sum : -1;
  return cnt <= 24 && sum <= 120 ? 30 * FACET_SLOTS + (row - 30) * DOMAIN_SLOTS + cnt * 121 + sum : -1;
}

function buildNormed(out: NumericScores, row: number, full: number, asked: number, facet: { trait: Trait; code: string } | null, polarity: Polarity): NormedScore | FacetScore {
  const cnt = out.counts[row];
  const p = out.percentile[row];
  const because = prorationReason(cnt, asked, full);
  const base = {
    raw: out.raw[row],
    mean: out.sums[row] / cnt,
    itemsAnswered: cnt,
    itemsAsked: asked,
    itemsFullForm: full,
    prorated: cnt < full,
    proratedBecause: because,
    approximate: because !== null,
    polarity,
    t: out.t[row],
    percentile: p,
    stanine: out.stanine[row],
    label: percentileLabel(p, polarity),
    colour: percentileColour(p, polarity),
    confidence: out.confidence[row],
    sten: stenFromT(out.t[row]),
  };
  if (!facet) return base;
  return { ...base, trait: facet.trait, code: facet.code, critical: base.confidence < COVERAGE_CONFIDENCE_THRESHOLD };
}

/**
 * The normed score of a row, or null when nothing was answered or fewer than the minimum (then the count is
 * written to `short`).
 */
function normedRow(
  out: NumericScores,
  row: number,
  full: number,
  asked: number,
  facet: { trait: Trait; code: string } | null,
  polarity: Polarity,
  memo: Array<NormedScore | FacetScore | undefined> | null,
  short: { count: AnswerCount | null },
): NormedScore | FacetScore | null {
  const cnt = out.counts[row];
  short.count = null;
  // a scale the form does not ask is not measured; one it asks with no (or too few) answers is listed as short
  if (cnt === 0 && asked === 0) return null;
  if (!enoughAnswers(cnt, full)) {
    short.count = { itemsAnswered: cnt, itemsAsked: asked, itemsFullForm: full, minimumItems: minimumItems(full) };
    return null;
  }
  if (memo === null) return buildNormed(out, row, full, asked, facet, polarity);
  const slot = memoSlot(row, cnt, out.sums[row]);
  if (slot < 0) return buildNormed(out, row, full, asked, facet, polarity);
  let s = memo[slot];
  if (s === undefined) {
    s = Object.freeze(buildNormed(out, row, full, asked, facet, polarity));
    memo[slot] = s;
  }
  return s;
}

const normInfo = new WeakMap<NormTable, NormGroupInfo>();

/** The result's norm-group record for a table (one frozen object per table). */
function normGroupInfo(norm: NormTable): NormGroupInfo {
  let info = normInfo.get(norm);
  if (!info)
    normInfo.set(
      norm,
      (info = Object.freeze({
        id: norm.id,
        label: norm.label,
        pooled: norm.pooled,
        sample: norm.pooled ? `${NORM_SAMPLE} ${POOLED_NORM_SAMPLE}` : NORM_SAMPLE,
        source: NORM_CITATION,
      })),
    );
  return info;
}

const noteCache = new Map<string, readonly string[]>();

/** The result notes, cached by which traits were prorated and why, and which sections exist (same inputs, same array). */
function notesFor(traits: Readonly<Record<Trait, NormedScore | null>>, unnormed: boolean, darkSide: boolean): readonly string[] {
  const cacheKey = `${reasonMask(traits, "shortForm")}|${reasonMask(traits, "skipped")}|${unnormed ? 1 : 0}|${darkSide ? 1 : 0}`;
  let notes = noteCache.get(cacheKey);
  if (!notes) {
    notes = Object.freeze(resultNoteCodes(traits, unnormed, darkSide).map(storedNoteText));
    noteCache.set(cacheKey, notes);
  }
  return notes;
}

/** OCEAN indices → trait names (a plain loop: no callback on the hot path). */
function traitsAt(indices: readonly number[]): Trait[] {
  const names: Trait[] = [];
  for (let i = 0; i < indices.length; i++) names.push(TRAITS[indices[i]]);
  return names;
}

/**
 * Builds the full result of one scored response. `values` are the same values passed to scoreNumeric (used
 * only for dark-side indicators). Every number in it traces to the key, the norm table and the answers.
 */
export function buildResult(
  key: CompiledKey,
  out: NumericScores,
  norm: NormTable,
  values: ArrayLike<number>,
  rules: ScoringRules,
  memo: NormedScoreMemo | null = null,
): ScoreResult {
  const type = key.typeId;
  let m: Array<NormedScore | FacetScore | undefined> | null = null;
  if (memo) {
    m = memo.get(norm.id) ?? null;
    if (!m) memo.set(norm.id, (m = new Array<NormedScore | FacetScore | undefined>(MEMO_SIZE).fill(undefined)));
  }
  const asked = askedCounts(key, norm);
  const short = { count: null as AnswerCount | null };
  const shortTraits: Partial<Record<Trait, AnswerCount>> = {};
  const shortFacets: Partial<Record<FacetKey, AnswerCount>> = {};
  // Rows 30-34 are the domains N E O A C (NormTable order). No closures here: under tsx/esbuild keepNames
  // every named closure costs an Object.defineProperty per call.
  const o = normedRow(out, 32, ITEMS_PER_DOMAIN_FULL_FORM, asked[32], null, "high", m, short) as NormedScore | null;
  if (short.count) shortTraits.openness = short.count;
  const c = normedRow(out, 34, ITEMS_PER_DOMAIN_FULL_FORM, asked[34], null, "high", m, short) as NormedScore | null;
  if (short.count) shortTraits.conscientiousness = short.count;
  const e = normedRow(out, 31, ITEMS_PER_DOMAIN_FULL_FORM, asked[31], null, "high", m, short) as NormedScore | null;
  if (short.count) shortTraits.extraversion = short.count;
  const a = normedRow(out, 33, ITEMS_PER_DOMAIN_FULL_FORM, asked[33], null, "high", m, short) as NormedScore | null;
  if (short.count) shortTraits.agreeableness = short.count;
  const n = normedRow(out, 30, ITEMS_PER_DOMAIN_FULL_FORM, asked[30], null, "low", m, short) as NormedScore | null;
  if (short.count) shortTraits.neuroticism = short.count;
  const traits = traitRecord(o, c, e, a, n);
  const percentile = traitRecord(o?.percentile ?? null, c?.percentile ?? null, e?.percentile ?? null, a?.percentile ?? null, n?.percentile ?? null);
  const stanine = traitRecord(o?.stanine ?? null, c?.stanine ?? null, e?.stanine ?? null, a?.stanine ?? null, n?.stanine ?? null);
  const raw = traitRecord(o?.raw ?? null, c?.raw ?? null, e?.raw ?? null, a?.raw ?? null, n?.raw ?? null);
  const facetList = new Array<FacetScore | null>(FACETS.length);
  const critical: FacetKey[] = [];
  let covered = 0;
  for (let i = 0; i < FACETS.length; i++) {
    const f = FACETS[i];
    const conf = out.confidence[i];
    if (conf < COVERAGE_CONFIDENCE_THRESHOLD) critical.push(f.key);
    if (conf > COVERAGE_CONFIDENCE_THRESHOLD) covered++;
    facetList[i] = normedRow(out, i, ITEMS_PER_FACET_FULL_FORM, asked[i], f, traitPolarity(f.trait), m, short) as FacetScore | null;
    if (short.count) shortFacets[f.key] = short.count;
  }
  const facets = facetRecord(facetList);
  const coverage = (100 * covered) / FACETS.length;
  // Profile summaries over percentiles in OCEAN order (TRAITS): no keyed lookups on the hot path.
  const summary = profileSummaryOcean([o?.percentile ?? NaN, c?.percentile ?? NaN, e?.percentile ?? NaN, a?.percentile ?? NaN, n?.percentile ?? NaN]);
  const archetypes = o !== null && c !== null && e !== null && a !== null && n !== null ? matchArchetypesOcean([o.sten, c.sten, e.sten, a.sten, n.sten]) : [];
  const hasRegulation = key.regulation.length > 0;
  const hasExecutive = key.executive.length > 0;
  const hasDarkSide = key.darkSide.length > 0;
  const notes = notesFor(traits, hasRegulation || hasExecutive || hasDarkSide || key.pillars.length > 0, hasDarkSide);
  const dark = hasDarkSide ? darkSideSection(key, out, values, asked) : undefined;
  const darkSideRisks = dark?.risks;
  const measuredRisks = darkSideRisks ? Object.values(darkSideRisks).flatMap((r) => (r ? [r.risk] : [])) : [];
  const pillarParts = key.pillars.length ? pillarSections(key, out) : undefined;

  return {
    typeId: type,
    percentile,
    stanine,
    raw,
    traits,
    facets,
    coverage: { percent: coverage, band: coverageBand(coverage), covered, total: FACETS.length, criticalFacets: critical },
    // Absent sections are undefined (JSON drops them); one fixed-shape literal keeps this off V8's slow clone path.
    emotionalRegulation: hasRegulation ? regulationSection(key, out) : undefined,
    executiveProfile: hasExecutive ? executiveSection(key, out) : undefined,
    darkSideRisks,
    darkSideOverallRisk: measuredRisks.length ? overallDarkSideRisk(measuredRisks) : undefined,
    pillars: pillarParts?.pillars,
    domains: pillarParts?.domains,
    profile: {
      balance: summary.balance,
      percentileVariance: summary.percentileVariance,
      type: summary.type,
      strongest: traitsAt(summary.strongest),
      development: traitsAt(summary.development),
      archetypes,
    },
    notEnough: { traits: shortTraits, facets: shortFacets, darkSide: dark?.notEnough ?? {} },
    normGroup: normGroupInfo(norm),
    quality: describeQuality({
      meanResponseMs: Number.isNaN(out.meanResponseMs) ? null : out.meanResponseMs,
      fastAnswers: out.fastAnswers < 0 ? null : out.fastAnswers,
      longstring: out.longstring,
      evenOdd: Number.isNaN(out.evenOdd) ? null : out.evenOdd,
      answered: out.likertAnswered,
      administered: key.likertCount,
    }),
    scoringRules: rules,
    notes,
  };
}

/** Keyed mean (1-5) of any target of the key by kind and id, NaN when absent or unanswered (for tests and tools). */
export function targetMeanById(key: CompiledKey, out: NumericScores, kind: string, id: string): number {
  const i = key.targets.findIndex((t) => t.kind === kind && t.id === id);
  return i < 0 ? NaN : targetMean(out, i);
}
