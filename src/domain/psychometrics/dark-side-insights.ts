/**
 * Spec 1 §3 insights of the dark-side analysis: a few sentences, each made from numbers the analysis already
 * holds, worst first (the dashboard shows the first 3). A rule adds an insight only when its numbers support
 * it, and its severity is the level those numbers are in, so a low profile gets only low-severity, plain words.
 */
import { stressBand } from "./dark-side-bands.ts";
import { GAP_NOTABLE, ratersSeeLessConsiderate } from "./dark-side-interventions.ts";
import type { DarkSideAnalysis, DarkSideInsight, InsightSeverity } from "./dark-side-types.ts";
import { RISK_SCORE_100_AT, type RiskLevel } from "./derailment.ts";
import { DARK_SIDE_TRAITS } from "./dimension-map.ts";
import { DARK_SIDE_LABELS } from "./labels.ts";

const SEVERITY_ORDER: Readonly<Record<InsightSeverity, number>> = { critical: 0, high: 1, moderate: 2, low: 3 };

/** The insights in severity order, worst first (ties keep rule order). */
export function sortInsights(insights: readonly DarkSideInsight[]): DarkSideInsight[] {
  return insights
    .map((x, i) => ({ x, i }))
    .sort((a, b) => SEVERITY_ORDER[a.x.severity] - SEVERITY_ORDER[b.x.severity] || a.i - b.i)
    .map((a) => a.x);
}

const score100 = (s: number) => Math.round(s);

function derailerInsights(a: DarkSideAnalysis): DarkSideInsight[] {
  const risk = a.darkSideRisk;
  const traits = DARK_SIDE_TRAITS.flatMap((t) => {
    const r = risk.traitRisks[t];
    return r ? [{ t, r }] : [];
  }).sort((x, y) => y.r.score - x.r.score);
  const elevated = traits.filter(({ r }) => r.riskLevel !== "low");
  const groups = (["critical", "high", "moderate"] as const).flatMap((level) => {
    const named = elevated.filter(({ r }) => r.riskLevel === level).map(({ t, r }) => `${DARK_SIDE_LABELS[t]} ${score100(r.score)}/100`);
    return named.length ? [`${level[0].toUpperCase()}${level.slice(1)}: ${named.join(", ")}.`] : [];
  });
  const detail = groups.length ? groups.join(" ") : `No derailer reaches the moderate level (${RISK_SCORE_100_AT.moderate} of 100).`;
  const out: DarkSideInsight[] = [
    {
      title: `Overall derailment risk is ${risk.overallRisk}`,
      description: `${detail} Facetwise's reading of the CAT-PD-SF derailer screen, not a diagnosis.`,
      severity: risk.overallRisk,
    },
  ];
  const top = elevated[0];
  if (top) {
    // derailers tied on the top score are named together
    const tied = elevated.filter(({ r }) => Math.abs(r.score - top.r.score) < 1e-9 && r.riskLevel === top.r.riskLevel);
    const names = tied.map(({ t }) => DARK_SIDE_LABELS[t]);
    const n = tied.reduce((a, { r }) => a + r.primaryConcerns.length, 0);
    const endorsed = n ? ` ${n} of the statements you endorsed point this way.` : "";
    out.push({
      title: tied.length > 1 ? `${names.join(" and ")} are the most elevated derailers` : `${names[0]} is the most elevated derailer`,
      description: `Score ${score100(top.r.score)}/100, ${top.r.riskLevel} risk.${endorsed}`,
      severity: top.r.riskLevel,
    });
  }
  return out;
}

/** Stress: the severity whose colour is the band's (red → critical, orange → high, yellow → moderate, green → low). */
const STRESS_SEVERITY = { red: "critical", orange: "high", yellow: "moderate", green: "low" } as const satisfies Record<string, RiskLevel>;
const STRESS_TITLE = {
  red: "High stress proneness",
  orange: "Elevated stress proneness",
  yellow: "Stress proneness around the norm average",
  green: "Low stress proneness",
} as const;

function stressInsight(a: DarkSideAnalysis): DarkSideInsight[] {
  const level = a.stressResponse.stressProneness;
  if (level === null) return [];
  const band = stressBand(level);
  return [
    {
      title: STRESS_TITLE[band],
      description: `Stress proneness ${level.toFixed(1)}/10: the mean of your Anxiety (N1) and Vulnerability (N6) percentiles ÷ 10, against Johnson's norms. A self-reported tendency, not a measure of current stress.`,
      severity: STRESS_SEVERITY[band],
    },
  ];
}

/**
 * The 360 facets where the self-rating and the raters' mean differ by 10 points or more, each named with both
 * values. Moderate when the raters put at least one of them further from its considerate end than the
 * self-rating did, else low. No net figure: facets are listed one by one.
 */
function selfOtherInsight(a: DarkSideAnalysis): DarkSideInsight[] {
  const rows = (a.behavioralIndicators.selfOtherFacets ?? []).filter((f) => Math.abs(f.difference) >= GAP_NOTABLE);
  if (!rows.length) return [];
  const listed = rows.map((f) => `${f.name}: self-rating ${f.self.toFixed(1).replace(/\.0$/, "")}, raters ${f.others.toFixed(1).replace(/\.0$/, "")}`).join("; ");
  const watch = ratersSeeLessConsiderate(rows).length > 0;
  return [
    {
      title: watch ? "Your 360 raters saw some related facets less favourably than you did" : "Your 360 raters saw some related facets differently from you",
      description: `${listed} (0-100, from your latest closed 360, where your self-rating is an earlier IPIP-NEO-120 response). Raters do not rate the derailer scales.`,
      severity: watch ? "moderate" : "low",
    },
  ];
}

/** The insights of an analysis, worst first. */
export function darkSideInsights(a: DarkSideAnalysis): DarkSideInsight[] {
  return sortInsights([...derailerInsights(a), ...stressInsight(a), ...selfOtherInsight(a)]);
}
