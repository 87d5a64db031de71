/**
 * Shapes numeric scores into the ScoreResult (spec §3 Score plus norm group, quality, pillars and rule
 * versions). Pure: everything comes from the arguments.
 */
import { matchArchetypesOcean } from "./archetypes.ts";
import { percentileColour, percentileLabel, profileSummaryOcean, stenFromT } from "./bands.ts";
import type { CompiledKey } from "./compiled-key.ts";
import { type NumericScores, targetMean } from "./engine.ts";
import { coverageBand, COVERAGE_CONFIDENCE_THRESHOLD } from "./facet-confidence.ts";
import { FACETS, facetRecord, ITEMS_PER_DOMAIN_FULL_FORM, ITEMS_PER_FACET_FULL_FORM, traitRecord, TRAITS, type FacetKey, type Trait } from "./facets.ts";
import type { NormTable } from "./norms.ts";
import { overallDarkSideRisk } from "./derailment.ts";
import { describeQuality } from "./quality.ts";
import { darkSideSection, executiveSection, pillarSections, regulationSection } from "./result-sections.ts";
import type { FacetScore, NormGroupInfo, NormedScore, ScoreResult, ScoringRules } from "./result-types.ts";

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

function buildNormed(out: NumericScores, row: number, full: number, facet: { trait: Trait; code: string } | null): NormedScore | FacetScore {
  const cnt = out.counts[row];
  const p = out.percentile[row];
  const base = {
    raw: out.raw[row],
    mean: out.sums[row] / cnt,
    itemsAnswered: cnt,
    itemsFullForm: full,
    prorated: cnt < full,
    t: out.t[row],
    percentile: p,
    stanine: out.stanine[row],
    label: percentileLabel(p),
    colour: percentileColour(p),
    confidence: out.confidence[row],
    sten: stenFromT(out.t[row]),
  };
  if (!facet) return base;
  return {
    raw: base.raw,
    mean: base.mean,
    itemsAnswered: cnt,
    itemsFullForm: full,
    prorated: base.prorated,
    t: base.t,
    percentile: p,
    stanine: base.stanine,
    label: base.label,
    colour: base.colour,
    confidence: base.confidence,
    sten: base.sten,
    trait: facet.trait,
    code: facet.code,
    critical: base.confidence < COVERAGE_CONFIDENCE_THRESHOLD,
  };
}

function normedRow(
  out: NumericScores,
  row: number,
  full: number,
  facet: { trait: Trait; code: string } | null,
  memo: Array<NormedScore | FacetScore | undefined> | null,
): NormedScore | FacetScore | null {
  const cnt = out.counts[row];
  if (cnt === 0) return null;
  if (memo === null) return buildNormed(out, row, full, facet);
  const slot = memoSlot(row, cnt, out.sums[row]);
  if (slot < 0) return buildNormed(out, row, full, facet);
  let s = memo[slot];
  if (s === undefined) {
    s = Object.freeze(buildNormed(out, row, full, facet));
    memo[slot] = s;
  }
  return s;
}

const normInfo = new WeakMap<NormTable, NormGroupInfo>();

/** The result's norm-group record for a table (one frozen object per table). */
function normGroupInfo(norm: NormTable): NormGroupInfo {
  let info = normInfo.get(norm);
  if (!info) normInfo.set(norm, (info = Object.freeze({ id: norm.id, label: norm.label, pooled: norm.pooled })));
  return info;
}

const NOTE_NORMS =
  "Big Five percentiles compare you with Johnson's IPIP-NEO-120 norm group named here; the norms were collected with 'Very Inaccurate … Very Accurate' answer labels.";
const NOTE_UNNORMED =
  "Emotional regulation, executive, derailment and pillar scores have no published norms: they are shown 0-100 as percent of the maximum possible score, not as percentiles.";
const noteCache = new Map<number, readonly string[]>();

/** The result notes, cached by which traits were prorated and whether unnormed sections exist (same inputs, same array). */
function notesFor(traits: Readonly<Record<Trait, NormedScore | null>>, unnormed: boolean): readonly string[] {
  let mask = unnormed ? 32 : 0;
  if (traits.openness?.prorated) mask |= 1;
  if (traits.conscientiousness?.prorated) mask |= 2;
  if (traits.extraversion?.prorated) mask |= 4;
  if (traits.agreeableness?.prorated) mask |= 8;
  if (traits.neuroticism?.prorated) mask |= 16;
  let notes = noteCache.get(mask);
  if (!notes) {
    const prorated = TRAITS.filter((_, i) => mask & (1 << i));
    const list: string[] = [];
    if (prorated.length)
      list.push(
        `This form asks fewer IPIP-NEO-120 items than the full 120, so ${prorated.join(", ")} raw scores were prorated to the full-form scale (item mean × 24, facets × 4) before norming; facet confidence shows how much of each facet was asked.`,
      );
    list.push(NOTE_NORMS);
    if (unnormed) list.push(NOTE_UNNORMED);
    notes = Object.freeze(list);
    noteCache.set(mask, notes);
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
  // Rows 30-34 are the domains N E O A C (NormTable order). No closures here: under tsx/esbuild keepNames
  // every named closure costs an Object.defineProperty per call.
  const o = normedRow(out, 32, ITEMS_PER_DOMAIN_FULL_FORM, null, m) as NormedScore | null;
  const c = normedRow(out, 34, ITEMS_PER_DOMAIN_FULL_FORM, null, m) as NormedScore | null;
  const e = normedRow(out, 31, ITEMS_PER_DOMAIN_FULL_FORM, null, m) as NormedScore | null;
  const a = normedRow(out, 33, ITEMS_PER_DOMAIN_FULL_FORM, null, m) as NormedScore | null;
  const n = normedRow(out, 30, ITEMS_PER_DOMAIN_FULL_FORM, null, m) as NormedScore | null;
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
    facetList[i] = normedRow(out, i, ITEMS_PER_FACET_FULL_FORM, f, m) as FacetScore | null;
  }
  const facets = facetRecord(facetList);
  const coverage = (100 * covered) / FACETS.length;
  // Profile summaries over percentiles in OCEAN order (TRAITS): no keyed lookups on the hot path.
  const summary = profileSummaryOcean([o?.percentile ?? NaN, c?.percentile ?? NaN, e?.percentile ?? NaN, a?.percentile ?? NaN, n?.percentile ?? NaN]);
  const archetypes = o !== null && c !== null && e !== null && a !== null && n !== null ? matchArchetypesOcean([o.sten, c.sten, e.sten, a.sten, n.sten]) : [];
  const hasRegulation = key.regulation.length > 0;
  const hasExecutive = key.executive.length > 0;
  const hasDarkSide = key.darkSide.length > 0;
  const notes = notesFor(traits, hasRegulation || hasExecutive || hasDarkSide || key.pillars.length > 0);
  const darkSideRisks = hasDarkSide ? darkSideSection(key, out, values) : undefined;
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
    darkSideOverallRisk: darkSideRisks ? overallDarkSideRisk(Object.values(darkSideRisks).flatMap((r) => (r ? [r.risk] : []))) : undefined,
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
