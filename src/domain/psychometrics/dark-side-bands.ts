/**
 * Spec 1 §2/§9 bands of the dark-side analysis dashboard, one function each, so screens read the band and
 * never re-implement a threshold: stress 8 red / 6 orange / 4 yellow (else green) on the 0-10 stress proneness;
 * adaptive capacity and impact-on-others 70 green / 50 yellow (else red) on 0-100; Key Insights shows 3.
 */
import { pomp } from "./bands.ts";
import { WARNING } from "./derailment.ts";

/** Spec §9 "Stress bands: 8 red, 6 orange, 4 yellow" (at or above each), on the 0-10 stress proneness. */
export const STRESS_BANDS = { red: 8, orange: 6, yellow: 4 } as const;
/** Spec §9 "Impact/adaptive bands: 70 green, 50 yellow" (at or above each), on a 0-100 score. */
export const CAPACITY_BANDS = { green: 70, yellow: 50 } as const;
/** The 0-100 derailer score at the spec §9 warning threshold (item mean 3.8): below it a derailer does not manifest. */
export const MANIFESTATION_WARNING_SCORE = Math.round(pomp(WARNING));
/** Spec §9 "Key Insights shown: 3". */
export const KEY_INSIGHTS_SHOWN = 3;

/** Colour band of the stress bar. */
export type StressBand = "red" | "orange" | "yellow" | "green";
/** Colour band of the adaptive-capacity and impact-on-others bars (higher is better). */
export type CapacityBand = "green" | "yellow" | "red";

/** Spec §2 stress bar: 8 or more red, 6 or more orange, 4 or more yellow, else green. */
export function stressBand(level: number): StressBand {
  if (level >= STRESS_BANDS.red) return "red";
  if (level >= STRESS_BANDS.orange) return "orange";
  if (level >= STRESS_BANDS.yellow) return "yellow";
  return "green";
}

/** Spec §2 stress bar width: level / 10 as a percent, clamped to 0-100 (NaN → 0). */
export function stressBarPercent(level: number): number {
  if (Number.isNaN(level)) return 0;
  return Math.min(100, Math.max(0, level * 10));
}

/** Spec §2 adaptive capacity: 70 or more green, 50 or more yellow, else red. */
export function adaptiveCapacityBand(score: number): CapacityBand {
  return capacity(score);
}

/** Spec §2 impact-on-others bar: 70 or more green, 50 or more yellow, else red. */
export function impactBand(score: number): CapacityBand {
  return capacity(score);
}

function capacity(score: number): CapacityBand {
  if (score >= CAPACITY_BANDS.green) return "green";
  if (score >= CAPACITY_BANDS.yellow) return "yellow";
  return "red";
}

/** Spec §2 Key Insights: the first 3 of the list, in its order. */
export function keyInsights<T>(insights: readonly T[]): T[] {
  return insights.slice(0, KEY_INSIGHTS_SHOWN);
}
