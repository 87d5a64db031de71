/**
 * Scoring entry points: a reusable per-type context (compiled key + buffers), conversion of an answers
 * record into the engine's value array, and scoring to a ScoreResult.
 */
import { clamp, clampAnswer, numericAnswer } from "./answer-rules.ts";
import type { CompiledKey } from "./compiled-key.ts";
import { createNumericScores, type NumericScores, scoreNumeric } from "./engine.ts";
import { selectNorm, type Respondent } from "./norms.ts";
import { buildResult, createNormedScoreMemo, type NormedScoreMemo } from "./result.ts";
import type { ScoreResult, ScoringRules } from "./result-types.ts";

/** A stored or submitted response. */
export interface ResponseInput {
  /** Item id → answer (Likert 1-5, option value, scale value, ranking list or text). */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Item id → time taken on it in ms (optional). */
  readonly timesMs?: Readonly<Record<string, number>>;
  readonly respondent?: Respondent;
}

/** What scoring a type needs; create once per type and reuse (not re-entrant: one response at a time). */
export interface ScoringContext {
  readonly key: CompiledKey;
  readonly rules: ScoringRules;
  readonly buffers: NumericScores;
  readonly values: Float64Array;
  readonly times: Float64Array;
  /** Shared, frozen score objects per norm (see result.ts); grows to at most a few thousand entries. */
  readonly memo: NormedScoreMemo;
}

/** Allocates a scoring context for a compiled key and the rule versions to stamp on results. */
export function createScoringContext(key: CompiledKey, rules: ScoringRules): ScoringContext {
  return { key, rules, buffers: createNumericScores(key), values: new Float64Array(key.nItems), times: new Float64Array(key.nItems), memo: createNormedScoreMemo() };
}

/**
 * Converts one answer to the engine's value for item i: NaN when absent (undefined or null) or not scored;
 * Likert and choice answers by the spec §5 rule (clamped 1-5, non-numeric → 3); scale answers clamped to
 * the item's min..max (a non-numeric scale answer counts as unanswered).
 */
export function answerValue(key: CompiledKey, i: number, raw: unknown): number {
  if (raw === undefined || raw === null) return NaN;
  const input = key.items[i].input;
  switch (input.type) {
    case "likert":
    case "multiple_choice":
    case "scenario":
      return clampAnswer(raw);
    case "scale": {
      const n = numericAnswer(raw);
      return Number.isNaN(n) ? NaN : clamp(n, input.min, input.max);
    }
    default:
      return NaN;
  }
}

/** Fills `values` (and `times`) from an answers record in the key's item order; ids not in the type are ignored. */
export function fillValues(key: CompiledKey, input: ResponseInput, values: Float64Array, times: Float64Array): boolean {
  const ids = key.itemIds;
  let anyTime = false;
  for (let i = 0; i < key.nItems; i++) {
    values[i] = answerValue(key, i, input.answers[ids[i]]);
    const ms = input.timesMs?.[ids[i]];
    times[i] = typeof ms === "number" && Number.isFinite(ms) ? ms : NaN;
    if (times[i] === times[i]) anyTime = true;
  }
  return anyTime;
}

/** Scores an answers record: chooses the norm from the respondent (general when unknown) and returns the full result. */
export function scoreResponse(ctx: ScoringContext, input: ResponseInput): ScoreResult {
  const anyTime = fillValues(ctx.key, input, ctx.values, ctx.times);
  return scoreValues(ctx, ctx.values, anyTime ? ctx.times : null, input.respondent);
}

/** Fast path: scores values already in the key's item order (NaN = unanswered). */
export function scoreValues(ctx: ScoringContext, values: ArrayLike<number>, times?: ArrayLike<number> | null, respondent?: Respondent): ScoreResult {
  const norm = selectNorm(respondent);
  scoreNumeric(ctx.key, values, times ?? null, norm, ctx.buffers);
  return buildResult(ctx.key, ctx.buffers, norm, values, ctx.rules, ctx.memo);
}
