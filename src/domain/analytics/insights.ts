/**
 * Insights written by rules from the statistics the dashboards show, each with its numbers and n. Nothing
 * here is a prediction about a person, and no insight claims more than its test supports. The rules answer
 * codes and figures (`kind`, the department, trait, scale or month, `numbers`); the reader's catalog words
 * them (the web's analytics catalog; the server's `analytics` catalog for generated reports).
 */
import type { Trait } from "../psychometrics/facets.ts";
import { formatP } from "./p-value.ts";

export type InsightInput = {
  /** department null: the members with no department. */
  departments: { department: string | null; n: number; cells: { trait: Trait; d: number | null; p: number | null }[] }[];
  alphas: { scale: Trait; alpha: number; n: number }[];
  quality: { quality: number | null; unflaggedShare: number | null };
  covered: number;
  /** The first projected month; actualSoFar: completions already made in it when it is the month under way (to asOf). */
  projection: { month: string; value: number; low: number; high: number; months: number; actualSoFar?: number | null; asOf: string } | null;
  minGroupSize: number;
};

export const INSIGHT_KINDS = ["departmentDifference", "lowAlpha", "flaggedResponses", "projection", "projectionInProgress"] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];
export const INSIGHT_SEVERITIES = ["info", "positive", "warning"] as const;
export type InsightSeverity = (typeof INSIGHT_SEVERITIES)[number];

type InsightBase = { severity: InsightSeverity; n: number; numbers: Record<string, number> };
/**
 * One insight as codes and figures:
 * - departmentDifference: a department's trait mean against the rest (numbers d, p Holm-adjusted; n the department);
 * - lowAlpha: a domain's Cronbach's alpha below ALPHA_CONCERN (numbers alpha; n the responses);
 * - flaggedResponses: the share of responses with a quality flag above FLAGGED_CONCERN (numbers flaggedShare);
 * - projection: the completions projected for `month` (numbers value, low, high; n the months fitted);
 * - projectionInProgress: the same for the month under way, with its completions to `asOf` (numbers + actualSoFar).
 */
export type AnalyticsInsight = InsightBase &
  (
    | { kind: "departmentDifference"; department: string | null; trait: Trait }
    | { kind: "lowAlpha"; scale: Trait }
    | { kind: "flaggedResponses" }
    | { kind: "projection"; month: string }
    | { kind: "projectionInProgress"; month: string; asOf: string }
  );

export { formatP };

/** Alpha below which a scale's internal consistency is flagged (Nunnally's .70 convention). */
export const ALPHA_CONCERN = 0.7;
/** Share of flagged responses above which data quality is flagged. */
export const FLAGGED_CONCERN = 0.1;

export function writeInsights(x: InsightInput): AnalyticsInsight[] {
  const out: AnalyticsInsight[] = [];
  for (const dep of x.departments) {
    if (dep.n < x.minGroupSize) continue;
    for (const c of dep.cells) {
      if (c.p === null || c.d === null || c.p >= 0.05) continue;
      out.push({ kind: "departmentDifference", department: dep.department, trait: c.trait, severity: "info", n: dep.n, numbers: { d: c.d, p: c.p } });
    }
  }
  for (const a of x.alphas) {
    if (a.alpha >= ALPHA_CONCERN) continue;
    out.push({ kind: "lowAlpha", scale: a.scale, severity: "warning", n: a.n, numbers: { alpha: a.alpha } });
  }
  if (x.quality.unflaggedShare !== null && 1 - x.quality.unflaggedShare > FLAGGED_CONCERN) {
    out.push({ kind: "flaggedResponses", severity: "warning", n: x.covered, numbers: { flaggedShare: 1 - x.quality.unflaggedShare } });
  }
  if (x.projection) {
    const p = x.projection;
    const numbers = { value: p.value, low: p.low, high: p.high };
    // the month after the last full month: the month under way, not the next one
    out.push(
      p.actualSoFar != null
        ? { kind: "projectionInProgress", month: p.month, asOf: p.asOf, severity: "info", n: p.months, numbers: { ...numbers, actualSoFar: p.actualSoFar } }
        : { kind: "projection", month: p.month, severity: "info", n: p.months, numbers },
    );
  }
  return out;
}
