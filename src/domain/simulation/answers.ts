/**
 * Item-level answers of one simulated respondent: IPIP-NEO-120 items from the calibrated factor model
 * (population.ts), other items from simple uncalibrated rules (no published norms stand behind them), and
 * plausible per-item answer times. Rushed respondents answer fast with long runs of one answer.
 */
import type { DomainLetter, Keyed } from "../psychometrics/scale-types.ts";
import { FACET_LOADING, ITEM_LOADING, SIM_DOMAINS, type Calibration } from "./population.ts";
import { intBetween, lognormal, normal, shuffled, type Rng } from "./prng.ts";

/** What the generator needs to know of an item (the server maps its item bank to these). */
export type SimItem =
  | { readonly kind: "neo"; readonly id: string; readonly domain: DomainLetter; readonly facet: number; readonly keyed: Keyed }
  | { readonly kind: "likert"; readonly id: string; readonly scale: string; readonly keyed: Keyed }
  | { readonly kind: "choice"; readonly id: string; readonly values: readonly number[] }
  | { readonly kind: "scale"; readonly id: string; readonly min: number; readonly max: number }
  | { readonly kind: "ranking"; readonly id: string; readonly entries: readonly string[] }
  | { readonly kind: "text"; readonly id: string };

/** One answer: an integer, a text, or a ranking. */
export type SimAnswer = number | string | readonly { item: string; rank: number }[];

/** Answers and milliseconds by item position (null = not answered). */
export interface SimAnswers {
  readonly values: (SimAnswer | null)[];
  readonly ms: (number | null)[];
  /** The timer's elapsed milliseconds (the sum of the answered items' times). */
  readonly elapsedMs: number;
}

/** How a respondent takes the assessment. */
export type SimBehaviour = { readonly kind: "careful" | "rushed" } & { readonly answered: number };

/** What a text answer says: nothing invented about a person. */
export const SIMULATED_TEXT = "Simulated respondent: no written answer.";

/** Median seconds per item of a careful respondent (lognormal around 4-9 s), and the spread between people and items. */
const CAREFUL_MEDIAN_MS = 6000;
const PERSON_SIGMA = 0.25;
const ITEM_SIGMA = 0.45;
/** Rushed respondents: under 2 s per item (Huang et al. 2012's careless-responding cut). */
const RUSHED_MEDIAN_MS = 1000;
/** Items with more to read (scenarios, rankings, texts) take longer. */
const SLOW_KINDS = new Set(["choice", "ranking", "text"]);

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Latent values of one respondent: domains (given) and a facet latent per domain x facet. */
function facetLatents(rng: Rng, domains: readonly number[]): number[] {
  const out: number[] = [];
  for (let d = 0; d < 5; d++) for (let f = 0; f < 6; f++) out.push(FACET_LOADING * domains[d] + Math.sqrt(1 - FACET_LOADING ** 2) * normal(rng));
  return out;
}

/** A careful answer to one item. */
function carefulAnswer(rng: Rng, item: SimItem, facets: readonly number[], scales: Map<string, number>, calibration: Calibration): SimAnswer {
  switch (item.kind) {
    case "neo": {
      const d = SIM_DOMAINS.indexOf(item.domain);
      const cal = calibration[item.domain];
      const y = ITEM_LOADING * facets[d * 6 + item.facet - 1] + Math.sqrt(1 - ITEM_LOADING ** 2) * normal(rng);
      const scored = clamp(Math.round(cal.centres[item.facet - 1] + cal.spread * y), 1, 5);
      return item.keyed === "minus" ? 6 - scored : scored;
    }
    case "likert": {
      let s = scales.get(item.scale);
      if (s === undefined) scales.set(item.scale, (s = normal(rng)));
      const scored = clamp(Math.round(3 + 1.1 * (0.6 * s + 0.8 * normal(rng))), 1, 5);
      return item.keyed === "minus" ? 6 - scored : scored;
    }
    case "choice":
      return item.values[Math.floor(rng() * item.values.length)];
    case "scale":
      return clamp(Math.round((item.min + item.max) / 2 + ((item.max - item.min) / 4) * normal(rng)), item.min, item.max);
    case "ranking":
      return shuffled(rng, item.entries).map((e, i) => ({ item: e, rank: i + 1 }));
    case "text":
      return SIMULATED_TEXT;
  }
}

/** A rushed answer: the previous answer again most of the time (long runs of one answer), else any option. */
function rushedAnswer(rng: Rng, item: SimItem, previous: number | null): SimAnswer {
  if (item.kind === "neo" || item.kind === "likert") return previous !== null && rng() < 0.85 ? previous : intBetween(rng, 1, 5);
  if (item.kind === "choice") return item.values[0];
  if (item.kind === "scale") return item.min;
  if (item.kind === "ranking") return item.entries.map((e, i) => ({ item: e, rank: i + 1 }));
  return SIMULATED_TEXT;
}

/**
 * Answers the first `behaviour.answered` items in order (the rest stay null), with times: careful
 * respondents ~4-9 s per item (lognormal, a personal pace times an item factor), rushed ones under 2 s.
 * IPIP-NEO-120 items follow `calibration`: the respondent's own sex x age norm group (groupCalibration).
 */
export function simulateAnswers(rng: Rng, items: readonly SimItem[], domains: readonly number[], behaviour: SimBehaviour, calibration: Calibration): SimAnswers {
  const facets = facetLatents(rng, domains);
  const scales = new Map<string, number>();
  const rushed = behaviour.kind === "rushed";
  const pace = rushed ? RUSHED_MEDIAN_MS : lognormal(rng, CAREFUL_MEDIAN_MS, PERSON_SIGMA);
  const values: (SimAnswer | null)[] = new Array<SimAnswer | null>(items.length).fill(null);
  const ms: (number | null)[] = new Array<number | null>(items.length).fill(null);
  let elapsedMs = 0;
  let previous: number | null = null;
  for (let i = 0; i < Math.min(behaviour.answered, items.length); i++) {
    const item = items[i];
    const v: SimAnswer = rushed ? rushedAnswer(rng, item, previous) : carefulAnswer(rng, item, facets, scales, calibration);
    if (typeof v === "number" && (item.kind === "neo" || item.kind === "likert")) previous = v;
    const t = rushed ? clamp(lognormal(rng, pace, 0.3), 350, 1900) : clamp(lognormal(rng, pace * (SLOW_KINDS.has(item.kind) ? 3 : 1), ITEM_SIGMA), 1500, 180_000);
    values[i] = v;
    ms[i] = Math.round(t);
    elapsedMs += Math.round(t);
  }
  return { values, ms, elapsedMs };
}
