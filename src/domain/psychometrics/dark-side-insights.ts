/**
 * Spec 1 §3 insights of the dark-side analysis: a few insights, each a code with numbers the analysis already
 * holds (the content catalog's insight.<code> words them), worst first (the dashboard shows the first 3). A rule adds an insight only when its numbers support
 * it, and its severity is the level those numbers are in, so a low profile gets only low-severity, plain words.
 */
import { stressBand } from "./dark-side-bands.ts";
import { GAP_NOTABLE, ratersSeeLessConsiderate } from "./dark-side-interventions.ts";
import type { DarkSideAnalysis, DarkSideInsight, InsightSeverity } from "./dark-side-types.ts";
import { RISK_SCORE_100_AT, type RiskLevel } from "./derailment.ts";
import { DARK_SIDE_TRAITS } from "./dimension-map.ts";

const SEVERITY_ORDER: Readonly<Record<InsightSeverity, number>> = { critical: 0, high: 1, moderate: 2, low: 3 };

/** The insights in severity order, worst first (ties keep rule order). */
export function sortInsights(insights: readonly DarkSideInsight[]): DarkSideInsight[] {
  return insights
    .map((x, i) => ({ x, i }))
    .sort((a, b) => SEVERITY_ORDER[a.x.severity] - SEVERITY_ORDER[b.x.severity] || a.i - b.i)
    .map((a) => a.x);
}

function derailerInsights(a: DarkSideAnalysis): DarkSideInsight[] {
  const risk = a.darkSideRisk;
  const traits = DARK_SIDE_TRAITS.flatMap((t) => {
    const r = risk.traitRisks[t];
    return r ? [{ t, r }] : [];
  }).sort((x, y) => y.r.score - x.r.score);
  const elevated = traits.filter(({ r }) => r.riskLevel !== "low");
  const groups = (["critical", "high", "moderate"] as const).flatMap((level) => {
    const derailers = elevated.filter(({ r }) => r.riskLevel === level).map(({ t, r }) => ({ trait: t, score: Math.round(r.score) }));
    return derailers.length ? [{ level, derailers }] : [];
  });
  const out: DarkSideInsight[] = [{ code: "overallRisk", severity: risk.overallRisk, level: risk.overallRisk, groups, moderateAt: RISK_SCORE_100_AT.moderate }];
  const top = elevated[0];
  if (top) {
    // derailers tied on the top score are named together
    const tied = elevated.filter(({ r }) => Math.abs(r.score - top.r.score) < 1e-9 && r.riskLevel === top.r.riskLevel);
    out.push({
      code: "topDerailer",
      severity: top.r.riskLevel,
      traits: tied.map(({ t }) => t),
      score: Math.round(top.r.score),
      level: top.r.riskLevel,
      endorsed: tied.reduce((n, { r }) => n + r.primaryConcerns.length, 0),
    });
  }
  return out;
}

/** Stress: the severity whose colour is the band's (red → critical, orange → high, yellow → moderate, green → low). */
const STRESS_SEVERITY = { red: "critical", orange: "high", yellow: "moderate", green: "low" } as const satisfies Record<string, RiskLevel>;

function stressInsight(a: DarkSideAnalysis): DarkSideInsight[] {
  const level = a.stressResponse.stressProneness;
  if (level === null) return [];
  const band = stressBand(level);
  return [{ code: "stress", severity: STRESS_SEVERITY[band], band, level }];
}

/**
 * The 360 facets where the self-rating and the raters' mean differ by 10 points or more, each with both values.
 * Moderate when the raters put at least one of them further from its considerate end than the self-rating did,
 * else low. No net figure: facets are listed one by one.
 */
function selfOtherInsight(a: DarkSideAnalysis): DarkSideInsight[] {
  const rows = (a.behavioralIndicators.selfOtherFacets ?? []).filter((f) => Math.abs(f.difference) >= GAP_NOTABLE);
  if (!rows.length) return [];
  const watch = ratersSeeLessConsiderate(rows).length > 0;
  return [
    {
      code: "selfOther",
      severity: watch ? "moderate" : "low",
      watch,
      facets: rows.map((f) => ({ facet: f.facet, code: f.code, self: f.self, others: f.others })),
    },
  ];
}

/** The insights of an analysis, worst first. */
export function darkSideInsights(a: DarkSideAnalysis): DarkSideInsight[] {
  return sortInsights([...derailerInsights(a), ...stressInsight(a), ...selfOtherInsight(a)]);
}
