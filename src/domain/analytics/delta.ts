/**
 * What one completed (or started) response adds to its rollup cell: the pure translation of a score and its
 * answers into the sums of vector.ts.
 */
import type { AssessmentItem } from "../assessments/item-types.ts";
import { FACETS, TRAITS } from "../psychometrics/facets.ts";
import type { ScoreResult } from "../psychometrics/result-types.ts";
import { DURATION_BUCKETS, PERCENTILE_BUCKETS, PILLAR_ORDER, TRAIT_PAIRS, V, zeroVector } from "./vector.ts";

export type CompletionInput = {
  score: ScoreResult;
  completedAt: Date;
  elapsedMs: number;
  consent: boolean;
  simulated: boolean;
  items: readonly Pick<AssessmentItem, "id" | "trait" | "facet" | "keyed" | "input">[];
  answers: Readonly<Record<string, unknown>>;
  /** IPIP-NEO-120 item id → inventory position (0-119). */
  ipipIndex: ReadonlyMap<string, number>;
};

/** The percentile histogram bucket (0-9) of a percentile 0-100. */
export const percentileBucket = (p: number) => Math.min(PERCENTILE_BUCKETS - 1, Math.max(0, Math.floor(p / 10)));

/** The completion-time bucket of a number of minutes. */
export function durationBucket(minutes: number): number {
  const i = DURATION_BUCKETS.findIndex((b) => b !== null && minutes <= b);
  return i === -1 ? DURATION_BUCKETS.length - 1 : i;
}

/**
 * Response quality 0-100: the share of the quality checks passed (not rushed, no long run of identical
 * answers, consistent even-odd halves where that could be computed); and whether any check failed.
 */
export function qualityIndex(q: ScoreResult["quality"]): { index: number; flagged: boolean } {
  const checks = [!q.rushed, !q.longstringFlag, ...(q.evenOdd === null ? [] : [!q.evenOddFlag])];
  const passed = checks.filter(Boolean).length;
  return { index: (100 * passed) / checks.length, flagged: passed < checks.length };
}

/** The keyed 1-5 value of a Likert answer (minus-keyed items score 6 - x), or null. */
function keyedValue(item: CompletionInput["items"][number], answer: unknown): number | null {
  if (item.input.type !== "likert" || typeof answer !== "number" || !item.keyed) return null;
  return item.keyed === "minus" ? 6 - answer : answer;
}

/** The sums one completed response adds to its cell. */
export function completionDelta(c: CompletionInput): number[] {
  const v = zeroVector();
  const e = V.exact;
  v[e.completed] = 1;
  if (c.consent) v[e.consent] = 1;
  if (c.simulated) v[e.simulated] = 1;
  if (c.elapsedMs > 0) {
    const minutes = c.elapsedMs / 60_000;
    v[e.durationSum] = minutes;
    v[e.durationN] = 1;
    v[e.durationHist + durationBucket(minutes)] = 1;
  }
  v[e.hourOfWeek + c.completedAt.getUTCDay() * 24 + c.completedAt.getUTCHours()] = 1;

  const b = V.block;
  const q = qualityIndex(c.score.quality);
  v[b.qualityN] = 1;
  v[b.qualitySum] = q.index;
  if (q.flagged) v[b.flagged] = 1;

  const means: (number | null)[] = TRAITS.map((t, i) => {
    const s = c.score.traits[t];
    if (!s) return null;
    const f = V.trait[i];
    v[f.n] = 1;
    v[f.pctSum] = s.percentile;
    v[f.pctSq] = s.percentile * s.percentile;
    v[f.meanSum] = s.mean;
    v[f.meanSq] = s.mean * s.mean;
    v[f.hist + percentileBucket(s.percentile)] = 1;
    return s.mean;
  });
  if (means.every((m) => m !== null)) {
    v[b.all5] = 1;
    TRAIT_PAIRS.forEach(([i, j], k) => (v[b.cross + k] = (means[i] as number) * (means[j] as number)));
  }
  FACETS.forEach((f, i) => {
    const s = c.score.facets?.[f.key];
    if (!s) return;
    v[b.facetN + i] = 1;
    v[b.facetPctSum + i] = s.percentile;
  });

  // reliability: keyed answers of the IPIP-NEO-120 items, by scale (domains, then facets)
  const byScale: number[][] = Array.from({ length: TRAITS.length + FACETS.length }, () => []);
  let complete = true;
  for (const item of c.items) {
    const idx = c.ipipIndex.get(item.id);
    if (idx === undefined || !item.trait || !item.facet) continue;
    const x = keyedValue(item, c.answers[item.id]);
    if (x === null) {
      complete = false;
      continue;
    }
    v[b.itemSum + idx] += x;
    v[b.itemSq + idx] += x * x;
    byScale[TRAITS.indexOf(item.trait)].push(x);
    byScale[TRAITS.length + FACETS.findIndex((f) => f.key === item.facet)].push(x);
  }
  if (complete) {
    byScale.forEach((xs, s) => {
      if (!xs.length) return;
      const total = xs.reduce((a, x) => a + x, 0);
      v[b.scaleN + s] = 1;
      v[b.scaleK + s] = xs.length;
      v[b.scaleSum + s] = total;
      v[b.scaleSq + s] = total * total;
    });
  } else {
    // alpha needs every item of a scale: a response with a skipped IPIP item leaves the item sums too
    for (let i = 0; i < 120; i++) v[b.itemSum + i] = v[b.itemSq + i] = 0;
  }

  PILLAR_ORDER.forEach((p, i) => {
    const s = c.score.pillars?.[p];
    if (!s) return;
    v[b.pillarN + i] = 1;
    v[b.pillarSum + i] = s.pomp;
    v[b.pillarSq + i] = s.pomp * s.pomp;
  });
  return v;
}

/** What starting a response adds to its cell (by the day it was started). */
export function startDelta(): number[] {
  const v = zeroVector();
  v[V.exact.started] = 1;
  return v;
}
