/**
 * Insights written by rules from the statistics the dashboards show, each with its numbers and n. Nothing
 * here is a prediction about a person, and no sentence claims more than its test supports.
 */
import type { Trait } from "../psychometrics/facets.ts";
import { formatP } from "./p-value.ts";

export type InsightInput = {
  departments: { department: string; n: number; cells: { trait: Trait; d: number | null; p: number | null }[] }[];
  alphas: { scale: string; alpha: number; n: number }[];
  quality: { quality: number | null; unflaggedShare: number | null };
  covered: number;
  /** The first projected month; actualSoFar: completions already made in it when it is the month under way (to asOf). */
  projection: { month: string; value: number; low: number; high: number; months: number; actualSoFar?: number | null; asOf?: string } | null;
  minGroupSize: number;
};

export type Insight = { title: string; description: string; severity: "info" | "positive" | "warning"; n: number; numbers: Record<string, number> };

const TRAIT_NAMES: Record<Trait, string> = {
  openness: "Openness",
  conscientiousness: "Conscientiousness",
  extraversion: "Extraversion",
  agreeableness: "Agreeableness",
  neuroticism: "Neuroticism",
};

export { formatP };

/** Alpha below which a scale's internal consistency is flagged (Nunnally's .70 convention). */
export const ALPHA_CONCERN = 0.7;
/** Share of flagged responses above which data quality is flagged. */
export const FLAGGED_CONCERN = 0.1;

export function writeInsights(x: InsightInput): Insight[] {
  const out: Insight[] = [];
  for (const dep of x.departments) {
    if (dep.n < x.minGroupSize) continue;
    for (const c of dep.cells) {
      if (c.p === null || c.d === null || c.p >= 0.05) continue;
      const dir = c.d < 0 ? "below" : "above";
      out.push({
        title: `${TRAIT_NAMES[c.trait]} in ${dep.department}`,
        description: `${TRAIT_NAMES[c.trait]} in ${dep.department} is ${Math.abs(c.d).toFixed(1)} SD ${dir} the organization mean, n = ${dep.n}, p ${formatP(c.p)} (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).`,
        severity: "info",
        n: dep.n,
        numbers: { d: c.d, p: c.p },
      });
    }
  }
  for (const a of x.alphas) {
    if (a.alpha >= ALPHA_CONCERN) continue;
    out.push({
      title: `Low internal consistency: ${TRAIT_NAMES[a.scale as Trait] ?? a.scale}`,
      description: `Cronbach's alpha for ${TRAIT_NAMES[a.scale as Trait] ?? a.scale} is ${a.alpha.toFixed(2)} (n = ${a.n}), below the conventional .70: read differences on this scale with care.`,
      severity: "warning",
      n: a.n,
      numbers: { alpha: a.alpha },
    });
  }
  if (x.quality.unflaggedShare !== null && 1 - x.quality.unflaggedShare > FLAGGED_CONCERN) {
    const share = 1 - x.quality.unflaggedShare;
    out.push({
      title: "Response quality",
      description: `${Math.round(share * 100)}% of responses have a quality flag (rushed, long runs of identical answers or inconsistent halves), n = ${x.covered}.`,
      severity: "warning",
      n: x.covered,
      numbers: { flaggedShare: share },
    });
  }
  if (x.projection) {
    const p = x.projection;
    out.push({
      // the month after the last full month: the month under way, not the next one
      title: p.actualSoFar != null ? `Completions in ${p.month}: so far and projected` : `Completions projected for ${p.month}`,
      description:
        p.actualSoFar != null
          ? `${p.actualSoFar} completed in ${p.month} so far${p.asOf ? ` (to ${p.asOf})` : ""}; about ${Math.round(p.value)} projected by the end of the month (95% prediction interval ${Math.round(p.low)}–${Math.round(p.high)}, never below the completions already made), from a straight line through the last ${p.months} full months.`
          : `About ${Math.round(p.value)} completions are projected for ${p.month} (95% prediction interval ${Math.round(p.low)}–${Math.round(p.high)}), from a straight line through the last ${p.months} full months.`,
      severity: "info",
      n: p.months,
      numbers: { value: p.value, low: p.low, high: p.high, ...(p.actualSoFar != null ? { actualSoFar: p.actualSoFar } : {}) },
    });
  }
  return out;
}
