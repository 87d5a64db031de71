/**
 * TEST SUPPORT ONLY: real scored results for the dark-side analysis tests, from the real executive and
 * organizational keys (CAT-PD-SF derailer screen, regulation and executive scales, Johnson's norms) with the
 * synthetic IPIP-NEO-120 stand-in for the npm item texts. Answers are chosen by the keyed value each item
 * should give its scale, so a test can place a derailer or a facet exactly on a band edge.
 */
import { composeAssessment } from "../assessments/compose.ts";
import type { AssessmentItem } from "../assessments/item-types.ts";
import { compileKey } from "./compiled-key.ts";
import { DARK_SIDE_MAP, DARK_SIDE_TRAITS, type DarkSideTrait } from "./dimension-map.ts";
import type { FacetKey } from "./facets.ts";
import type { FacetScore, ScoreResult } from "./result-types.ts";
import { createScoringContext, scoreValues } from "./score-response.ts";
import { syntheticNeoItems } from "./synthetic-neo.fixture.ts";

const RULES = { itemBankVersion: "t", keyVersion: "t", normVersion: "t" };
const contexts = new Map<string, ReturnType<typeof createScoringContext>>();

function context(typeId: string) {
  let ctx = contexts.get(typeId);
  if (!ctx) {
    ctx = createScoringContext(compileKey(composeAssessment(typeId, syntheticNeoItems())), RULES);
    contexts.set(typeId, ctx);
  }
  return ctx;
}

/** The derailer a CAT-PD scale belongs to. */
const DERAILER_OF_SCALE = new Map<string, DarkSideTrait>(DARK_SIDE_TRAITS.flatMap((t) => DARK_SIDE_MAP[t].sources.map((s) => [s.scale, t] as const)));

/** What each item should give its scale (keyed, 1-5): per derailer, per facet, else `rest`. A function gets the item's position within its group. */
export interface KeyedPlan {
  readonly derailer?: Partial<Record<DarkSideTrait, number | ((i: number) => number)>>;
  readonly facet?: Partial<Record<FacetKey, number>>;
  readonly rest?: number;
}

function keyedValue(item: AssessmentItem, plan: KeyedPlan, seen: Map<string, number>): number {
  const derailer = item.scales.map((s) => DERAILER_OF_SCALE.get(s.scale)).find((t) => t !== undefined);
  const group = derailer ?? item.facet ?? "rest";
  const i = seen.get(group) ?? 0;
  seen.set(group, i + 1);
  const want = derailer ? plan.derailer?.[derailer] : item.facet ? plan.facet?.[item.facet] : undefined;
  const v = typeof want === "function" ? want(i) : want;
  return v ?? plan.rest ?? 3;
}

/** Scores a response of `typeId` whose items give their scales the planned keyed values. */
export function planned(typeId: string, plan: KeyedPlan = {}): ScoreResult {
  const ctx = context(typeId);
  const seen = new Map<string, number>();
  const values = ctx.key.items.map((item) => {
    if (item.input.type === "text" || item.input.type === "ranking") return NaN;
    const k = keyedValue(item, plan, seen);
    return item.scales[0]?.keyed === "minus" ? 6 - k : k;
  });
  return scoreValues(ctx, values, null, { sex: "female", age: 35 });
}

/** Scores a response of `typeId` with answers from a seeded generator (1-5 on every scored item). */
export function randomResult(typeId: string, rand: () => number): ScoreResult {
  const ctx = context(typeId);
  const values = ctx.key.items.map((item) => (item.input.type === "text" || item.input.type === "ranking" ? NaN : 1 + Math.floor(rand() * 5)));
  return scoreValues(ctx, values, null, { sex: "male", age: 45 });
}

/** The result with some facets' percentiles (and T-scores) replaced, for band-edge tests of the facet rules. */
export function withFacets(result: ScoreResult, changes: Partial<Record<FacetKey, Partial<FacetScore>>>): ScoreResult {
  const facets = result.facets;
  if (!facets) throw new Error("result has no facets");
  const next = { ...facets };
  for (const [key, change] of Object.entries(changes) as Array<[FacetKey, Partial<FacetScore>]>) {
    const f = facets[key];
    if (!f) throw new Error(`facet ${key} not scored`);
    next[key] = { ...f, ...change };
  }
  return { ...result, facets: next };
}

/** mulberry32 (test data only). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
